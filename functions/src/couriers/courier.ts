import type { SteadfastStatus } from '@cps/domain';

// The courier as the store uses it (docs/orders.md, "Courier delivery"): book a parcel, ask its
// status by consignment or by invoice. Steadfast's merchant API is the first implementation
// (steadfast/client.ts, which speaks to Steadfast or locally to the emulated twin at the same
// paths); the twin itself (emulator/courier/) is what the service tests call in process.

/** What a booking asks the courier to carry and collect. */
export interface NewConsignment {
  /** The merchant's own unique id of the parcel: the order's id. */
  invoice: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  /** Taka to collect from the recipient; 0 for a parcel paid already. */
  codAmount: number;
  note: string;
}

export interface Consignment {
  consignmentId: string;
  trackingCode: string;
  status: SteadfastStatus;
}

export interface Courier {
  readonly name: 'steadfast' | 'emulated';
  /** POST /create_order. Throws CourierError when the courier refuses (a duplicate invoice too). */
  createOrder(input: NewConsignment): Promise<Consignment>;
  /** GET /status_by_cid/{id}: undefined when the courier knows no such consignment. */
  statusByConsignment(consignmentId: string): Promise<SteadfastStatus | undefined>;
  /** GET /status_by_invoice/{invoice}: undefined when no parcel was booked with it. */
  statusByInvoice(invoice: string): Promise<SteadfastStatus | undefined>;
}

/** The courier answered, and said no (a validation error, a duplicate invoice, bad credentials). */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly reason: string,
    /** The status Steadfast answered with (404: it knows no such parcel). */
    readonly code = 400,
  ) {
    super(message);
  }
}
