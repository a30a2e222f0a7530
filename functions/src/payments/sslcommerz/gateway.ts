import type { FormFields } from './sign';

// SSLCommerz's hosted checkout as the store uses it (docs/payments.md, SSLCommerz): the five
// calls of its v4 API, typed. Two adapters: the HTTP client (client.ts), which speaks to
// SSLCommerz's sandbox or live servers, or locally to the emulated twin at the same paths; and
// the twin itself (emulator/sslcommerz/), which the service tests call in process.

/** What a session asks SSLCommerz to charge, and where it sends the buyer and the IPN. */
export interface NewSession {
  /** `<orderId>-<attempt>`: unique per attempt (SSLCommerz refuses a tran_id it has seen). */
  tranId: string;
  /** Taka with 2 decimals ("1234.50"), from the stored order. */
  amount: string;
  currency: 'BDT';
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  numOfItem: number;
  customer: { name: string; email: string; phone: string; address: string; city: string };
  /** Delivered back in value_a: the order it pays. */
  orderId: string;
}

export interface Session {
  /** The hosted page to send the browser to (GatewayPageURL). */
  url: string;
  sessionKey: string;
}

/** SSLCommerz's statuses of a transaction (validation and query APIs). */
export type TransactionStatus =
  | 'VALID'
  | 'VALIDATED'
  | 'INVALID_TRANSACTION'
  | 'PENDING'
  | 'FAILED'
  | 'CANCELLED'
  | 'UNATTEMPTED'
  | 'EXPIRED'
  | string;

/** One transaction as the validation and transaction query APIs describe it. */
export interface Transaction {
  status: TransactionStatus;
  tranId: string;
  valId: string;
  /** Taka as SSLCommerz answers it ("1234.50"). */
  amount: string;
  currency: string;
  bankTranId: string;
  cardType: string;
  /** '1' when SSLCommerz flags the payment as risky: hold it for review. */
  riskLevel: string;
  riskTitle: string;
}

export interface NewRefund {
  bankTranId: string;
  /** Taka, the whole payment ("1234.50"). */
  amount: string;
  remarks: string;
  /** The store's own id of this refund: SSLCommerz refuses a second refund with the same one. */
  refundTransId: string;
}

export interface RefundAnswer {
  /** SSLCommerz's `status` of a refund request or query, lower-cased. */
  status: 'success' | 'processing' | 'refunded' | 'failed' | 'cancelled' | string;
  refundRefId: string | undefined;
  errorReason: string | undefined;
}

export interface SslcommerzGateway {
  readonly name: 'sslcommerz' | 'emulated';
  /** Checks verify_sign with the store's password (sign.ts). */
  hasValidSign(fields: FormFields): boolean;
  /** POST /gwprocess/v4/api.php. Throws SslcommerzError when SSLCommerz refuses. */
  createSession(input: NewSession): Promise<Session>;
  /** GET /validator/api/validationserverAPI.php?val_id=: undefined when it knows no such val_id. */
  validate(valId: string): Promise<Transaction | undefined>;
  /** GET /validator/api/merchantTransIDvalidationAPI.php?tran_id=: every attempt of it. */
  queryTransaction(tranId: string): Promise<Transaction[]>;
  /** GET …merchantTransIDvalidationAPI.php?bank_tran_id=&refund_amount=&refund_trans_id=… */
  refund(input: NewRefund): Promise<RefundAnswer>;
  /** GET …merchantTransIDvalidationAPI.php?refund_ref_id= */
  refundStatus(refundRefId: string): Promise<RefundAnswer>;
}

/** SSLCommerz answered, and said no (FAILED, or an APIConnect other than DONE). */
export class SslcommerzError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** Every way SSLCommerz says a payment went through. */
export function isPaidStatus(status: string): boolean {
  return status === 'VALID' || status === 'VALIDATED';
}
