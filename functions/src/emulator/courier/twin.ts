import {
  collections,
  formatSteadfastTime,
  isCourierEnd,
  courierStateOf,
  type SteadfastStatus,
} from '@cps/domain';
import { randomBytes, randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  CourierError,
  type Consignment,
  type Courier,
  type NewConsignment,
} from '../../couriers/courier';

// The local default's Steadfast: parcels live in Firestore (a collection of its own, one document
// per invoice, so an invoice books once, as Steadfast refuses a duplicate), and it answers what
// Steadfast's merchant API answers. The HTTP routes (routes.ts) serve it at Steadfast's paths to
// the store's real client; the service tests call it in process.

export interface TwinParcel {
  consignmentId: string;
  invoice: string;
  trackingCode: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  note: string;
  status: SteadfastStatus;
  createdAt: number;
  updatedAt: number;
}

/** Steadfast's `delivery_status` webhook body, as its panel sends it. */
export interface TwinWebhook {
  notification_type: 'delivery_status';
  consignment_id: number;
  invoice: string;
  cod_amount: number;
  status: SteadfastStatus;
  delivery_charge: number;
  tracking_message: string;
  updated_at: string;
}

/** What the emulated panel's admin may set a parcel to, in the order a delivery goes. */
export const twinMoves: readonly SteadfastStatus[] = [
  'pending',
  'hold',
  'delivered',
  'partial_delivered',
  'cancelled',
];

export interface CourierTwin extends Courier {
  /** The newest parcels first, at most `limit`. */
  parcels(limit: number): Promise<TwinParcel[]>;
  /**
   * The panel's admin moves a parcel: the webhook Steadfast sends for it, or undefined when the
   * parcel is unknown or ended. Delivered collects the whole cod_amount, partly delivered half.
   */
  move(consignmentId: string, status: SteadfastStatus): Promise<TwinWebhook | undefined>;
}

const messages: Partial<Record<SteadfastStatus, string>> = {
  pending: 'The parcel was picked up and is on its way.',
  hold: 'The parcel is on hold at the hub.',
  delivered: 'The parcel was delivered.',
  partial_delivered: 'Part of the parcel was delivered.',
  cancelled: 'The delivery was cancelled; the parcel goes back to the merchant.',
};

export function emulatedCourier(db: Firestore, now: () => number): CourierTwin {
  const parcels = db.collection(collections.emulatedCourierParcels);

  async function byConsignment(id: string) {
    const found = await parcels.where('consignmentId', '==', id).limit(1).get();
    return found.docs[0];
  }

  return {
    name: 'emulated',

    async createOrder(input: NewConsignment): Promise<Consignment> {
      const problems: Record<string, string[]> = {};
      if (!input.invoice) problems.invoice = ['The invoice field is required.'];
      if (!/^01\d{9}$/.test(input.recipientPhone))
        problems.recipient_phone = ['The recipient phone must be 11 digits.'];
      if (!input.recipientAddress) problems.recipient_address = ['The address is required.'];
      if (!(input.codAmount >= 0)) problems.cod_amount = ['The cod amount must be at least 0.'];
      if (Object.keys(problems).length) {
        throw new CourierError('Steadfast refused the order', Object.values(problems).join(' '));
      }
      const ref = parcels.doc(input.invoice);
      const at = now();
      const parcel: TwinParcel = {
        consignmentId: String(randomInt(10_000_000, 99_999_999)),
        invoice: input.invoice,
        trackingCode: randomBytes(4).toString('hex').toUpperCase(),
        recipientName: input.recipientName,
        recipientPhone: input.recipientPhone,
        recipientAddress: input.recipientAddress,
        codAmount: input.codAmount,
        note: input.note,
        status: 'in_review',
        createdAt: at,
        updatedAt: at,
      };
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) {
          throw new CourierError(
            'Steadfast refused the order',
            'The invoice has already been taken.',
          );
        }
        tx.create(ref, parcel);
      });
      return {
        consignmentId: parcel.consignmentId,
        trackingCode: parcel.trackingCode,
        status: parcel.status,
      };
    },

    async statusByConsignment(id) {
      return ((await byConsignment(id))?.data() as TwinParcel | undefined)?.status;
    },

    async statusByInvoice(invoice) {
      if (!invoice) return undefined;
      const snap = await parcels.doc(invoice).get();
      return (snap.data() as TwinParcel | undefined)?.status;
    },

    async parcels(limit) {
      const page = await parcels.orderBy('createdAt', 'desc').limit(limit).get();
      return page.docs.map((d) => d.data() as TwinParcel);
    },

    async move(consignmentId, status) {
      const doc = await byConsignment(consignmentId);
      if (!doc) return undefined;
      return db.runTransaction(async (tx) => {
        const parcel = (await tx.get(doc.ref)).data() as TwinParcel;
        const state = courierStateOf(parcel.status, 'in-transit');
        if (state !== undefined && isCourierEnd(state)) return undefined;
        const at = now();
        tx.update(doc.ref, { status, updatedAt: at });
        const collected =
          status === 'delivered'
            ? parcel.codAmount
            : status === 'partial_delivered'
              ? Math.round(parcel.codAmount * 50) / 100
              : 0;
        return {
          notification_type: 'delivery_status',
          consignment_id: Number(parcel.consignmentId),
          invoice: parcel.invoice,
          cod_amount: collected,
          status,
          delivery_charge: 80,
          tracking_message: messages[status] ?? '',
          updated_at: formatSteadfastTime(at),
        };
      });
    },
  };
}
