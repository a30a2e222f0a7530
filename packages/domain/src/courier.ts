// Courier delivery (docs/orders.md, "Courier delivery"): Steadfast's consignment statuses, the
// store's own courier states they map to, and the decision a status report (the webhook, or the
// poll of the status API) takes on an order. Pure: the server applies it in the transaction that
// read the order.
import { poishaOfUsdCents } from './sslcommerz';
import {
  steadfastStatuses,
  type CourierState,
  type OrderCourier,
  type OrderDoc,
  type OrderEventType,
  type SteadfastStatus,
} from './types';

export const isSteadfastStatus = (value: unknown): value is SteadfastStatus =>
  typeof value === 'string' && (steadfastStatuses as readonly string[]).includes(value);

/** The states after which no report moves the parcel again. */
export const courierEnds: readonly CourierState[] = [
  'delivered',
  'partly-delivered',
  'returned',
  'cancelled',
];
export const isCourierEnd = (state: CourierState): boolean => courierEnds.includes(state);

/** A parcel back at the shop, whose goods wait for the admin's restock decision. */
export const isCourierReturn = (state: CourierState): boolean =>
  state === 'returned' || state === 'cancelled';

/** How long the poll waits after the last report before it asks the courier itself. */
export const courierCheckAfterMs = 6 * 3_600_000;

/** The history event each state is recorded with. */
export const courierEvents: Record<Exclude<CourierState, 'booking'>, OrderEventType> = {
  booked: 'shipped',
  'in-transit': 'courier-in-transit',
  'on-hold': 'courier-on-hold',
  delivered: 'delivered',
  'partly-delivered': 'partly-delivered',
  returned: 'returned',
  cancelled: 'courier-cancelled',
};

/**
 * The state a Steadfast status moves a parcel to from `from`, or undefined when it moves nothing:
 * a review, an approval pending or an unknown status waits for Steadfast's decision. A
 * cancellation is a return once the parcel has left the shop.
 */
export function courierStateOf(
  status: SteadfastStatus,
  from: CourierState,
): CourierState | undefined {
  switch (status) {
    case 'pending':
      return 'in-transit';
    case 'hold':
      return 'on-hold';
    case 'delivered':
      return 'delivered';
    case 'partial_delivered':
      return 'partly-delivered';
    case 'cancelled':
      return from === 'booked' || from === 'booking' ? 'cancelled' : 'returned';
    case 'in_review':
    case 'delivered_approval_pending':
    case 'partial_delivered_approval_pending':
    case 'cancelled_approval_pending':
    case 'unknown_approval_pending':
    case 'unknown':
      return undefined;
  }
}

/** A status report, from the webhook or the status API, in the store's terms. */
export interface CourierReport {
  consignmentId: string;
  /** The invoice the parcel was booked with: the order's id. */
  invoice: string;
  status: SteadfastStatus;
  /** When the courier says the status changed, in ms. */
  at: number;
  /** Taka the courier collected (the webhook's cod_amount), when it says. */
  codAmount?: number;
  message?: string;
}

export type CourierDecision =
  /** Not this order's parcel (another consignment), or no parcel booked: nothing changes. */
  | { kind: 'mismatch' }
  /** A replay, an older report, a report after the end, or no new status: nothing changes. */
  | { kind: 'same' }
  /**
   * The order's courier becomes `courier`; `event` (absent for a status that moves nothing, such
   * as an approval pending) goes into its history.
   */
  | {
      kind: 'move';
      from: CourierState;
      to: CourierState;
      courier: OrderCourier;
      consignmentId: string;
      event?: OrderEventType;
    };

/**
 * What a report does to an order: it must name the consignment the order booked (an order whose
 * booking answer was lost, found booked by its invoice, adopts the consignment the courier
 * reports); a report no newer than the last one applied, or after the parcel ended, changes
 * nothing.
 */
export function decideCourierReport(
  order: Pick<OrderDoc, 'consignmentId' | 'courier'>,
  report: CourierReport,
): CourierDecision {
  const courier = order.courier;
  if (!courier || courier.provider !== 'steadfast' || courier.state === 'booking') {
    return { kind: 'mismatch' };
  }
  if (order.consignmentId !== undefined && order.consignmentId !== report.consignmentId) {
    return { kind: 'mismatch' };
  }
  if (isCourierEnd(courier.state)) return { kind: 'same' };
  if (courier.statusAt !== undefined && report.at < courier.statusAt) return { kind: 'same' };
  const to = courierStateOf(report.status, courier.state) ?? courier.state;
  if (to === courier.state && report.status === courier.status) return { kind: 'same' };
  const moved = to !== courier.state;
  const ended = isCourierEnd(to);
  const delivered = to === 'delivered' || to === 'partly-delivered';
  const next: OrderCourier = {
    ...courier,
    state: to,
    status: report.status,
    statusAt: report.at,
    ...(report.message ? { message: report.message } : {}),
    ...(delivered ? { deliveredAt: report.at } : {}),
    ...(delivered && report.codAmount !== undefined ? { collectedAmount: report.codAmount } : {}),
    checkAt: report.at + courierCheckAfterMs,
  };
  // An ended parcel is asked about no more.
  if (ended) delete next.checkAt;
  return {
    kind: 'move',
    from: courier.state,
    to,
    courier: next,
    consignmentId: report.consignmentId,
    ...(moved ? { event: courierEvents[to as Exclude<CourierState, 'booking'>] } : {}),
  };
}

/**
 * The cash the courier collects, in taka as Steadfast books it (`cod_amount`): nothing for an
 * order paid online; a cash-on-delivery order's due cents of USD at the store's rate (a cent is
 * exactly Tk 1.20, so it never rounds).
 */
export const courierCodAmount = (dueCents: number): number => poishaOfUsdCents(dueCents) / 100;

/** Whether a delivered cash-on-delivery parcel brought in all the cash it was booked for. */
export const courierCollectedAll = (courier: OrderCourier): boolean =>
  courier.state === 'delivered' &&
  courier.codAmount !== undefined &&
  courier.collectedAmount !== undefined &&
  courier.collectedAmount >= courier.codAmount;

/** Steadfast's time format, "2025-03-02 12:45:30", in Dhaka time (UTC+6), as ms. */
export function parseSteadfastTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ''}${match[4] ?? '+06:00'}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A time as Steadfast writes it, in Dhaka time: "2025-03-02 12:45:30". */
export function formatSteadfastTime(ms: number): string {
  return new Date(ms + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A status as the webhook may write it ("Delivered", "partial delivered") in the API's terms. */
export function steadfastStatusOf(value: unknown): SteadfastStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const status = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return isSteadfastStatus(status) ? status : undefined;
}

const idText = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? String(value)
      : undefined;

/**
 * Steadfast's `delivery_status` webhook body as a report, or why it is not one: `ignored` for
 * another notification type (its tracking updates), `malformed` for a body that lacks a field.
 */
export function parseCourierWebhook(body: unknown): CourierReport | 'ignored' | 'malformed' {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'malformed';
  const fields = body as Record<string, unknown>;
  if (fields.notification_type !== 'delivery_status') {
    return typeof fields.notification_type === 'string' ? 'ignored' : 'malformed';
  }
  const consignmentId = idText(fields.consignment_id);
  const invoice = idText(fields.invoice);
  const status = steadfastStatusOf(fields.status);
  const at = parseSteadfastTime(fields.updated_at);
  if (!consignmentId || !invoice || !status || at === undefined) return 'malformed';
  const cod = Number(fields.cod_amount);
  const message = typeof fields.tracking_message === 'string' ? fields.tracking_message : '';
  return {
    consignmentId,
    invoice,
    status,
    at,
    ...(Number.isFinite(cod) && cod >= 0 ? { codAmount: cod } : {}),
    ...(message ? { message: message.slice(0, 500) } : {}),
  };
}
