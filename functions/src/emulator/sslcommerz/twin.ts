import { collections, poishaOfBdtString } from '@cps/domain';
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { SslcommerzCredentials } from '../../payments/sslcommerz/client';
import {
  SslcommerzError,
  type NewRefund,
  type NewSession,
  type RefundAnswer,
  type Session,
  type SslcommerzGateway,
  type Transaction,
} from '../../payments/sslcommerz/gateway';
import { hasValidSign, signFields } from '../../payments/sslcommerz/sign';

// The local default's SSLCommerz: sessions, payments and refunds live in Firestore (collections
// of its own), and it answers what SSLCommerz's v4 API answers. The HTTP routes (routes.ts) serve
// it at SSLCommerz's paths to the store's real client; the service tests call it in process.

export interface TwinOptions extends SslcommerzCredentials {
  /** The twin's own base URL, where its hosted page is (the store's configured baseUrl). */
  baseUrl: string;
}

/** The ways to pay on the hosted page, and the card_type SSLCommerz reports for each. */
export const twinMethods = {
  card: { label: 'Card', cardType: 'VISA-Dutch Bangla' },
  bkash: { label: 'bKash', cardType: 'BKASH-BKash' },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad' },
} as const;
export type TwinMethod = keyof typeof twinMethods;
export type TwinAction = 'pay' | 'fail' | 'cancel';

/**
 * Test switches, in the session's customer name (the store passes the account's name through):
 * `[risky]` makes a payment SSLCommerz flags (risk_level 1); `[no-ipn]` loses its IPN.
 */
export const twinMarkers = { risky: '[risky]', noIpn: '[no-ipn]' } as const;

export interface TwinSession {
  tranId: string;
  sessionKey: string;
  amount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  customerName: string;
  orderId: string;
  status: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  cardType: string | null;
  riskLevel: '0' | '1';
  createdAt: number;
  tranDate: string | null;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function transactionOfSession(session: TwinSession): Transaction {
  return {
    status: session.status,
    tranId: session.tranId,
    valId: session.valId ?? '',
    amount: session.amount,
    currency: session.currency,
    bankTranId: session.bankTranId ?? '',
    cardType: session.cardType ?? '',
    riskLevel: session.riskLevel,
    riskTitle: session.riskLevel === '1' ? 'Risky transaction' : 'Safe',
  };
}

/** What the hosted page's button sends the store: the form SSLCommerz POSTs, and where. */
export interface TwinOutcome {
  session: TwinSession;
  /** The signed form, as SSLCommerz POSTs it to the IPN URL and the buyer's return URL. */
  fields: Record<string, string>;
  /** success_url, fail_url or cancel_url. */
  returnUrl: string;
  /** False when the session's `[no-ipn]` marker loses the IPN. */
  sendIpn: boolean;
}

export interface Twin extends SslcommerzGateway {
  /** The session a hosted page shows. */
  sessionByKey(sessionKey: string): Promise<TwinSession | undefined>;
  /** The buyer's choice on the hosted page. Undefined for an unknown or finished session. */
  act(sessionKey: string, action: TwinAction, method: TwinMethod): Promise<TwinOutcome | undefined>;
}

export function emulatedSslcommerz(db: Firestore, now: () => number, options: TwinOptions): Twin {
  const sessions = db.collection(collections.emulatedSslcommerzSessions);
  const refunds = db.collection(collections.emulatedSslcommerzRefunds);
  const base = options.baseUrl.replace(/\/+$/, '');

  async function byField(field: string, value: string): Promise<TwinSession | undefined> {
    if (!value) return undefined;
    const found = await sessions.where(field, '==', value).limit(1).get();
    return found.docs[0]?.data() as TwinSession | undefined;
  }

  function signedForm(session: TwinSession): Record<string, string> {
    const fields: Record<string, string> = {
      status: session.status,
      tran_date: session.tranDate ?? '',
      tran_id: session.tranId,
      val_id: session.valId ?? '',
      amount: session.amount,
      store_amount: (((poishaOfBdtString(session.amount) ?? 0) * 0.975) / 100).toFixed(2),
      currency: session.currency,
      bank_tran_id: session.bankTranId ?? '',
      card_type: session.cardType ?? '',
      card_no: '',
      currency_type: session.currency,
      currency_amount: session.amount,
      value_a: session.orderId,
      risk_level: session.riskLevel,
      risk_title: session.riskLevel === '1' ? 'Risky transaction' : 'Safe',
    };
    return { ...fields, ...signFields(fields, Object.keys(fields), options.storePassword) };
  }

  return {
    name: 'emulated',
    hasValidSign: (fields) => hasValidSign(fields, options.storePassword),

    async createSession(input: NewSession): Promise<Session> {
      const amount = poishaOfBdtString(input.amount);
      // SSLCommerz's own bounds: BDT 10.00 to 500,000.00 a transaction.
      if (amount === undefined || amount < 1_000 || amount > 50_000_000) {
        throw new SslcommerzError('SSLCommerz refused the session', 'Invalid amount');
      }
      const ref = sessions.doc(input.tranId);
      const sessionKey = token(16).toUpperCase();
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) {
          throw new SslcommerzError('SSLCommerz refused the session', 'Duplicate tran_id');
        }
        const session: TwinSession = {
          tranId: input.tranId,
          sessionKey,
          amount: input.amount,
          currency: input.currency,
          successUrl: input.successUrl,
          failUrl: input.failUrl,
          cancelUrl: input.cancelUrl,
          ipnUrl: input.ipnUrl,
          productName: input.productName,
          customerName: input.customer.name,
          orderId: input.orderId,
          status: 'PENDING',
          valId: null,
          bankTranId: null,
          cardType: null,
          riskLevel: '0',
          createdAt: now(),
          tranDate: null,
        };
        tx.create(ref, session);
      });
      return { url: `${base}/EasyCheckOut/${sessionKey}`, sessionKey };
    },

    async validate(valId: string) {
      const session = await byField('valId', valId);
      if (!session) return undefined;
      const answer = transactionOfSession(session);
      // SSLCommerz answers VALID the first time a payment is validated, VALIDATED after.
      if (session.status === 'VALID') {
        await sessions.doc(session.tranId).update({ status: 'VALIDATED' });
      }
      return answer;
    },

    async queryTransaction(tranId: string) {
      const snap = await sessions.doc(tranId).get();
      return snap.exists ? [transactionOfSession(snap.data() as TwinSession)] : [];
    },

    async refund(input: NewRefund): Promise<RefundAnswer> {
      const session = await byField('bankTranId', input.bankTranId);
      const paid = session && (session.status === 'VALID' || session.status === 'VALIDATED');
      if (!paid) {
        return { status: 'failed', refundRefId: undefined, errorReason: 'Invalid bank_tran_id' };
      }
      if (poishaOfBdtString(input.amount) !== poishaOfBdtString(session.amount)) {
        return { status: 'failed', refundRefId: undefined, errorReason: 'Invalid refund amount' };
      }
      if (!input.refundTransId) {
        return { status: 'failed', refundRefId: undefined, errorReason: 'refund_trans_id missing' };
      }
      const ref = refunds.doc(input.refundTransId);
      return db.runTransaction(async (tx) => {
        const [existing, others] = await Promise.all([
          tx.get(ref),
          tx.get(refunds.where('bankTranId', '==', input.bankTranId).limit(1)),
        ]);
        if (existing.exists) {
          return {
            status: 'failed',
            refundRefId: existing.get('refundRefId') as string,
            errorReason: 'Duplicate refund_trans_id',
          };
        }
        if (!others.empty) {
          return { status: 'failed', refundRefId: undefined, errorReason: 'Already refunded' };
        }
        const refundRefId = `RF${token(8).toUpperCase()}`;
        tx.create(ref, {
          refundRefId,
          refundTransId: input.refundTransId,
          bankTranId: input.bankTranId,
          tranId: session.tranId,
          amount: input.amount,
          remarks: input.remarks,
          queries: 0,
          createdAt: now(),
        });
        return { status: 'success', refundRefId, errorReason: undefined };
      });
    },

    async refundStatus(refundRefId: string) {
      const found = await refunds.where('refundRefId', '==', refundRefId).limit(1).get();
      const doc = found.docs[0];
      if (!doc) return { status: 'failed', refundRefId, errorReason: 'Invalid refund_ref_id' };
      // Processing when first asked, refunded from then on: a refund the store has to follow.
      const queries = (doc.get('queries') as number) + 1;
      await doc.ref.update({ queries });
      return {
        status: queries > 1 ? 'refunded' : 'processing',
        refundRefId,
        errorReason: undefined,
      };
    },

    sessionByKey: (sessionKey) => byField('sessionKey', sessionKey),

    async act(sessionKey, action, method) {
      const found = await byField('sessionKey', sessionKey);
      if (!found) return undefined;
      const ref = sessions.doc(found.tranId);
      const session = await db.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data() as TwinSession;
        if (current.status !== 'PENDING') return undefined;
        const at = now();
        const paid = action === 'pay';
        const next: TwinSession = {
          ...current,
          status: paid ? 'VALID' : action === 'fail' ? 'FAILED' : 'CANCELLED',
          valId: paid ? `${token(6)}${at}` : null,
          bankTranId: paid ? `BT${token(6).toUpperCase()}` : null,
          cardType: twinMethods[method].cardType,
          riskLevel: paid && current.customerName.includes(twinMarkers.risky) ? '1' : '0',
          tranDate: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
        };
        tx.set(ref, next);
        return next;
      });
      if (!session) return undefined;
      return {
        session,
        fields: signedForm(session),
        returnUrl:
          action === 'pay'
            ? session.successUrl
            : action === 'fail'
              ? session.failUrl
              : session.cancelUrl,
        sendIpn: !session.customerName.includes(twinMarkers.noIpn),
      };
    },
  };
}
