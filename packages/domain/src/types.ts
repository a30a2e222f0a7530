import type { PaymentMethod } from './checkout';
import type { Delivery } from './delivery';
import type { OrderLine } from './pc-build/pricing';
import type { Specs } from './spec-schemas';

// Entity shapes with the spec's field names, misspellings included (spec §3): they are the names
// stored in Firestore and answered by the API, so they are never corrected.
// `*Doc` is what Firestore stores; the plain name is what the API answers, with `_id`.

export interface PartDoc {
  name: string;
  description: string;
  /** Per-unit price in USD. */
  price: number;
  img: string;
  minimumOrderQuanity: number;
  availableQuanity: number;
  /**
   * The admin's split of a hot part's stock over shards (stock-shards.ts); absent, the stock is
   * `availableQuanity` alone. Split, `availableQuanity` is the shards' sum.
   */
  stockShards?: number;
  /** A slug of the fixed list in categories.ts; parts written before categories have none. */
  category?: string;
  brand?: string;
  /** Specifications, keyed as the category's schema says (spec-schemas.ts); older parts have none. */
  specs?: Specs;
  /** The maker's or shop's warranty as the shop words it, e.g. "3 years"; older parts have none. */
  warranty?: string;
  /** Derived: at least one minimum order can be placed. Home and the in-stock filter query it. */
  inStock?: boolean;
  createdAt?: number;
  updatedAt?: number;
}

/** What an admin writes of a part: POST /part sends these fields, PATCH /part/{id} some of them. */
export type PartFields = Pick<
  PartDoc,
  | 'name'
  | 'description'
  | 'price'
  | 'img'
  | 'minimumOrderQuanity'
  | 'availableQuanity'
  | 'category'
  | 'brand'
  | 'specs'
  | 'warranty'
>;

/**
 * A cash-on-delivery order's own states (cod.ts): placed and holding its stock until the shop's
 * call confirms it, confirmed, shipped with its cash due, delivered and collected (paid), refused
 * at the door. Its hold ending unconfirmed is 'expired', as any unpaid order's.
 */
export const codOrderStatuses = [
  'cod-placed',
  'cod-confirmed',
  'cod-shipped',
  'cod-collected',
  'cod-refused',
] as const;
export type CodOrderStatus = (typeof codOrderStatuses)[number];

export const orderStatuses = [
  'unpaid',
  'pending',
  'shipped',
  'expired',
  'refunded',
  ...codOrderStatuses,
  // An SSLCommerz payment that the gateway flagged as risky (risk_level 1): the money is taken,
  // the order is not paid until an admin accepts it (or refunds it).
  'held',
] as const;
/** Stored on every order as `status` so the back office can filter and count by it. */
export type OrderStatus = (typeof orderStatuses)[number];

/** An order's history, append-only: what happened, when, and who or which system did it. */
export const orderEventTypes = [
  'placed',
  'payment-started',
  'paid',
  'payment-failed',
  'shipped',
  'cancelled',
  'expired',
  // Refunds, disputes and payments that could not be kept (docs/payments.md).
  'refunded',
  'partially-refunded',
  'disputed',
  'payment-canceled',
  'payment-refunded',
  // Cash on delivery (cod.ts); its shipping is 'shipped'.
  'cod-confirmed',
  'cod-collected',
  'cod-refused',
  // SSLCommerz (docs/payments.md): a risky payment held for the admin, a refund asked of the
  // gateway (then 'refunded' or 'payment-refunded' once the gateway says it is done).
  'payment-held',
  'refund-started',
  // Courier delivery (courier.ts): its booking is 'shipped'; then what the courier reports, and
  // the admin's decision on a returned parcel.
  'courier-in-transit',
  'courier-on-hold',
  'delivered',
  'partly-delivered',
  'returned',
  'courier-cancelled',
  'return-restocked',
  'return-written-off',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export interface OrderEvent {
  type: OrderEventType;
  at: number;
  /** customer / admin: a person (their email in `who`); system: a job (its name); stripe, sslcommerz: the gateway. */
  by: 'customer' | 'admin' | 'system' | 'stripe' | 'sslcommerz' | 'courier';
  who?: string;
}

/**
 * A cash-on-delivery order's steps besides shipping (`shipped`, `shippedAt`) and collection's
 * payment (`paid`, `paidAt`, `transectionId`): when and by whom each was taken.
 */
export interface CodState {
  /** The shop's call confirmed the order: its hold is firm and no longer expires. */
  confirmedAt?: number;
  confirmedBy?: string;
  /** Delivered and the cash collected: the order is paid. */
  collectedAt?: number;
  /** The cash collected, in cents of USD (the order's total). */
  collectedCents?: number;
  collectedBy?: string;
  /** Refused at the door: the stock came back, and the refusal counts against the account. */
  refusedAt?: number;
  refusedBy?: string;
}

/**
 * An order paid (or being paid) through SSLCommerz: its sessions, the payment that paid it, a
 * hold for review and a refund, as the store last knew them (docs/payments.md, SSLCommerz).
 */
export interface OrderSslcommerz {
  /** The last session's `tran_id` (`<orderId>-<attempt>`): one per attempt, never reused. */
  tranId: string;
  /** Sessions made so far. */
  attempts: number;
  /** When the last session was made. */
  sessionAt: number;
  /** The validated payment (`val_id`, `bank_tran_id`, the way paid), once there is one. */
  valId?: string;
  bankTranId?: string;
  cardType?: string;
  /** Taka charged, as SSLCommerz has it ("1234.50"). */
  amount?: string;
  /** The gateway's `risk_title` of a payment held for review. */
  riskTitle?: string;
  /** A refund asked of SSLCommerz: `processing` until it says `refunded` (or refuses). */
  refund?: {
    refundRefId: string | null;
    refundTransId: string;
    status: 'processing' | 'refunded' | 'failed';
    at: number;
    reason?: string;
  };
}

// Courier delivery's states (courier.ts holds their rules).

/** Every `delivery_status` Steadfast's merchant API answers or its webhook sends. */
export const steadfastStatuses = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'in_review',
  'unknown',
] as const;
export type SteadfastStatus = (typeof steadfastStatuses)[number];

/**
 * Where the parcel is, as the store tells it: `booking` while a booking call is out (or failed
 * and waits for a retry); `booked` until the courier picks it up; then in transit, on hold, and
 * one of the four ends. `returned` is a parcel cancelled after it left the shop (it comes back);
 * `cancelled` one cancelled before pickup (it never left).
 */
export const courierStates = [
  'booking',
  'booked',
  'in-transit',
  'on-hold',
  'delivered',
  'partly-delivered',
  'returned',
  'cancelled',
] as const;
export type CourierState = (typeof courierStates)[number];

/** The order's courier booking and delivery, as the store last knew them (OrderDoc.courier). */
export interface OrderCourier {
  /** The courier's name: 'steadfast', or 'manual' for a parcel the shop sent by hand. */
  provider: 'steadfast' | 'manual';
  state: CourierState;
  /** Steadfast's last `delivery_status`. */
  status?: SteadfastStatus;
  /** Booking calls made so far (a retry asks Steadfast by invoice before it books again). */
  attempts?: number;
  /** When the last booking call started, and why it failed if it did. */
  bookingAt?: number;
  bookingError?: string;
  bookedAt?: number;
  /** The courier's time of its last report applied (`updated_at`), in ms: older ones are replays. */
  statusAt?: number;
  /** Steadfast's `tracking_message` of its last report. */
  message?: string;
  /** The note the booking sent the rider. */
  note?: string;
  /** The cash the courier collects, in taka, as booked; and as reported collected. */
  codAmount?: number;
  collectedAmount?: number;
  deliveredAt?: number;
  /** When the poll asks the courier's status API next; absent once the parcel has ended. */
  checkAt?: number;
  /** A returned parcel: the admin's decision, and whether its units went back to stock. */
  returnDecidedAt?: number;
  returnDecidedBy?: string;
  restocked?: boolean;
}

/** Who holds stock in an unpaid order: a new account, or a proven one (holds.ts). */
export type HoldTier = 'new' | 'proven';

export interface OrderDoc {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  /** Product name. */
  name: string;
  /** Line total in USD: price × quanity. */
  unitPrice: number;
  /** Per-unit price in USD. */
  price: number;
  quanity: number;
  img: string;
  paid: boolean;
  transectionId?: string;
  shipped: boolean;
  uid: string;
  /** The part ordered; of a build's order, its CPU (the part that names it). */
  partId: string;
  /**
   * Of an order of one part (no `lines`), the part's category when it was placed, for the sales
   * figures (sales-figures.ts); each line carries its own. Orders placed before have none.
   */
  category?: string;
  /**
   * An order of several lines (a PC build's, a checkout's): every part it holds, one line each (a
   * part bought on its own and in a build is two lines). The spec's fields above describe the
   * order as one item (`quanity` 1 at its total); an order of one part has none.
   */
  lines?: OrderLine[];
  /** A checkout's delivery charge in USD (delivery.ts), included in `price` and `unitPrice`. */
  deliveryCharge?: number;
  /** A checkout's way to the buyer; the phone and address stay in customerPhone/customerAddress. */
  delivery?: Delivery;
  /** How a checkout's order is paid. */
  paymentMethod?: PaymentMethod;
  /** A cash-on-delivery order's confirmation, collection or refusal (cod.ts). */
  cod?: CodState;
  createdAt: number;
  paidAt?: number;
  shippedAt?: number;
  paymentIntentId?: string;
  /** One of orderStatuses; kept by every order write (orderStatusOf). */
  status?: OrderStatus;
  /**
   * When the unpaid order's hold on the stock ends (createdAt + ORDER_HOLD_SECONDS); of a
   * cash-on-delivery order, the deadline for the shop's confirmation (codPolicy.confirmHours).
   */
  expiresAt?: number;
  /** Set when the hold ended unpaid and the stock went back. */
  expiredAt?: number;
  /**
   * Set when the order's units are counted in its parts' hold figures (partHolds), by whom: a
   * new or a proven customer (holds.ts). Orders placed before the figures have none.
   */
  holdTier?: HoldTier;
  /** Append-only history. */
  timeline?: OrderEvent[];
  /** Set when the payment that paid it was refunded in full (the order is 'refunded'). */
  refundedAt?: number;
  /** Cents refunded so far of the payment that paid it (a partial refund changes no state). */
  refundedCents?: number;
  /** Set when the customer disputed the payment with their bank (a flag, no state). */
  disputedAt?: number;
  /** Stripe's reason for the dispute, e.g. 'fraudulent'. */
  disputeReason?: string;
  /** Set while a risky SSLCommerz payment waits for an admin (the order is 'held'). */
  paymentHeldAt?: number;
  /** The order's SSLCommerz state, for an order paid that way. */
  sslcommerz?: OrderSslcommerz;
  // Courier delivery (courier.ts; docs/orders.md, "Courier delivery").
  /** The courier's consignment id (Steadfast's `consignment_id`), once booked. */
  consignmentId?: string;
  /** The courier's tracking code, or the one the admin typed for a parcel sent by hand. */
  trackingCode?: string;
  /** The booking and the delivery as the courier reported them. */
  courier?: OrderCourier;
  /**
   * Given once, in the transaction that makes the order paid (or COD collected): serial per
   * financial year, "2026-27/000123" (invoice.ts); never reused.
   */
  invoiceNumber?: string;
}

/**
 * A review as the public reads it (`reviews`, published) and as an admin moderates it
 * (`reviewQueue`, waiting). Who wrote it is not here: clients read these documents, and a uid
 * would link one person's reviews and tell whether that account has paid (`reviewAuthors`).
 */
export interface ReviewDoc {
  name: string;
  review: string;
  rating: number;
  img: string;
  createdAt?: number;
  /** Set by the server: the author had a paid order when they posted it. */
  verifiedBuyer?: boolean;
}

/** `reviewAuthors/{reviewId}`: who wrote a review, server-only. */
export interface ReviewAuthorDoc {
  uid: string;
  createdAt: number;
}

export interface ProfileDoc {
  email: string;
  name: string;
  education: string;
  streetAddress: string;
  cuntry: string;
  number: string;
  linkedinProfile: string;
}

/**
 * The buyer's choice of the messages about their orders (order-mail.ts), kept on their profile
 * document beside the spec's fields: false sends only the receipts; absent sends every message.
 */
export interface MailPreferences {
  orderUpdateMail?: boolean;
}

export type Roll = 'admin';

export interface UserDoc {
  email: string;
  roll?: Roll;
  displayName?: string;
  createdAt?: number;
}

export type WithId<T> = T & { _id: string };
export type Part = WithId<PartDoc>;
export type Order = WithId<OrderDoc>;
export type Review = WithId<ReviewDoc>;
export type Profile = ProfileDoc;
export type User = UserDoc;

/** PUT /user/{email}: the login token the SPA keeps as `accessToken` (spec §4, §7). */
export interface LoginToken {
  token: string;
}

/** POST /create-payment-intent: what the card form confirms the payment with (spec §7). */
export interface PaymentIntentAnswer {
  clientSecret: string;
}

/** The catalogue's counters, `stats/parts`, kept by the server's write paths. Public to read. */
export interface CatalogueStats {
  total: number;
  inStock: number;
  categories: Record<string, { total: number; inStock: number }>;
  /** Parts per brand name, as written. */
  brands: Record<string, number>;
}
