// The store's own words of an order once placed: its states and history in My Orders and Manage All
// Orders, paying it by card or through SSLCommerz, refunds and disputes, cash on delivery and the
// courier. A module apart from copy.ts so that Home, which loads copy.ts, does not load these
// (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.
import { formatCount } from './numbers';
import { takaPerUsd } from './delivery';
import { formatPrice } from './money';

/** "$200.00 (Tk 24,000)": a cash-on-delivery amount, in the store's dollars and the taka paid. */
const usdAndTaka = (cents: number) =>
  `${formatPrice(Number(cents) / 100)} (Tk ${formatCount(Math.round((Number(cents) * takaPerUsd) / 100))})`;

/** Why an admin's step on a cash-on-delivery order is refused: what the step needs… */
const codStepRefusals = {
  confirm: 'Only an order waiting for its call can be confirmed.',
  ship: 'Only an order confirmed by phone can be shipped.',
  collect: 'Only a shipped order can be marked collected.',
  refuse: 'Only a shipped order can be refused at the door.',
} as const;

/** …and where the order stands. */
const codStateNow: Record<string, string> = {
  'cod-placed': 'It has not been confirmed yet: call the buyer and confirm it first.',
  'cod-confirmed': 'It is confirmed and not shipped yet.',
  'cod-shipped': 'It is on its way with its cash due.',
  'cod-collected': 'It was delivered and its cash collected.',
  'cod-refused': 'It was refused at the door.',
  expired: 'Its hold ended before it was confirmed.',
};

export const ordersCopy = {
  orders: {
    // The order states the spec does not have; 'Unpaid', 'Pending' and 'Paid' are messages'.
    status: {
      expired: 'Expired',
      refunded: 'Refunded',
      held: 'Payment under review',
    },
    timeLeft: (time: string) => `Pay within ${time}`,
    expiredNotice: 'This order has expired: its hold on the stock ended before it was paid.',
    expiredRefusal: 'This order has expired and can no longer be paid. Please place a new order.',
    tooManyUnpaid: (max: number) =>
      `You already have ${max} unpaid orders. Pay for or cancel one of them before placing another.`,
    // A total no card payment can have (Stripe's limits, card-payments.ts).
    totalOutOfRange: (min: string, max: string) =>
      `An order's total must be from ${min} to ${max} to be paid by card. Change the quantity.`,
    timeline: 'History',
    // The back office and My Orders.
    stateFilter: 'Filter by state',
    allStates: 'All',
    shippedFilter: 'Shipped',
    searchLabel: 'Search orders',
    searchPlaceholder: 'Email or order id',
    search: 'Search',
    searchHint: "Search by a customer's full email or an order id.",
    noMatch: 'No orders match.',
    count: (count: string) => `${count} ${count === '1' ? 'order' : 'orders'}`,
    details: 'Details',
    detailsTitle: 'Order details',
    noHistory: 'No history was recorded for this order.',
    events: {
      placed: 'Placed',
      'payment-started': 'Payment started',
      paid: 'Paid',
      'payment-failed': 'Payment failed',
      shipped: 'Shipped',
      cancelled: 'Cancelled',
      expired: 'Expired',
      refunded: 'Refunded',
      'partially-refunded': 'Partly refunded',
      disputed: 'Payment disputed',
      'payment-canceled': 'Payment canceled',
      'payment-refunded': 'Extra payment refunded',
      'cod-confirmed': 'Confirmed by phone',
      'cod-collected': 'Delivered, cash collected',
      'cod-refused': 'Refused at the door',
      'payment-held': 'Payment held for review',
      'refund-started': 'Refund asked of the gateway',
      'courier-in-transit': 'With the courier, on its way',
      'courier-on-hold': 'Held by the courier',
      delivered: 'Delivered',
      'partly-delivered': 'Partly delivered',
      returned: 'Returned to the shop',
      'courier-cancelled': 'Delivery cancelled',
      'return-restocked': 'Returned goods back in stock',
      'return-written-off': 'Returned goods not resaleable',
    },
    actors: {
      customer: 'Customer',
      admin: 'Admin',
      system: 'System',
      stripe: 'Stripe',
      sslcommerz: 'SSLCommerz',
      courier: 'Courier',
    },
  },
  // SSLCommerz: cards, bKash and Nagad through the hosted checkout (docs/payments.md).
  sslcommerz: {
    amountOutOfRange: (total: string, min: string, max: string) =>
      `SSLCommerz takes payments from ${min} to ${max}; this order is ${total}. Change the quantity, or pay by card.`,
    notConfigured: 'SSLCommerz payments are not configured.',
    notThisWay: 'This order is not paid through SSLCommerz.',
    gatewayRefused: (reason: string) => `SSLCommerz could not start the payment: ${reason}`,
    gatewayDown: 'SSLCommerz did not answer. Please try again in a minute.',
    held: 'This payment is held for review; the shop will accept or refund it.',
    notHeld: 'This order has no payment waiting for review.',
    notRefundable: 'This order has no payment that can be refunded.',
    refundPending: 'A refund of this payment is already under way.',
    outcome: {
      success: 'Payment received.',
      fail: 'The payment did not go through. Nothing was taken; you can try again.',
      cancel: 'You cancelled the payment. Nothing was taken; you can try again.',
    },
    refundStatus: {
      processing: 'Refund in progress',
      refunded: 'Refunded',
      failed: 'Refund refused by SSLCommerz',
    },
  },
  // Card testing (POST /create-payment-intent; docs/payments.md).
  payment: {
    noOrderOfPrice:
      'You have no unpaid order of this total. Place your order first, then pay its total.',
    declinesLocked: (declines: number, hours: number) =>
      `Too many declined cards: after ${declines} declined card payments, this account cannot start a new payment for ${hours} hours.`,
  },
  // Refunds and disputes.
  refunds: {
    shipRefusal: 'This order was refunded and cannot be shipped.',
    disputed: 'Disputed',
    disputedNotice: 'The customer disputed this payment with their bank.',
  },
  // Cash on delivery (cod.ts; docs/orders.md, "Cash on delivery"): its states' labels, the
  // admin's steps and the fake-order policy's refusals, each saying what the buyer can do instead.
  cod: {
    /** The admin's labels, badge and filter. */
    status: {
      'cod-placed': 'COD: to confirm',
      'cod-confirmed': 'COD: to ship',
      'cod-shipped': 'COD: cash due',
      'cod-collected': 'COD: collected',
      'cod-refused': 'COD: refused',
    },
    /** The buyer's, in My Orders. */
    customer: {
      'cod-placed': 'Cash on delivery: the shop will call you to confirm',
      'cod-confirmed': 'Confirmed: being packed for the courier',
      'cod-shipped': 'On its way: pay the courier on delivery',
      'cod-collected': 'Delivered and paid in cash',
      'cod-refused': 'Refused at delivery',
      expired: 'Not confirmed in time: the order ended and its parts went back on sale',
    },
    due: (cents: number) => `Due on delivery: ${usdAndTaka(cents)}`,
    actions: { confirm: 'Confirm', ship: 'Ship', collect: 'Collected', refuse: 'Refused' },
    /** The admin's steps refused (409). */
    steps: {
      notCod: 'This order is not cash on delivery.',
      deadlinePassed:
        'This order was not confirmed before its hold ended: its parts go back on sale. Ask the buyer to order again.',
      refused: (step: 'confirm' | 'ship' | 'collect' | 'refuse', status: string) =>
        `${codStepRefusals[step]} ${codStateNow[status] ?? `It is ${status}.`}`,
    },
    /** Cancelling after shipping (409). */
    cannotCancel:
      'This order has left the shop and can no longer be cancelled. Call the shop if something is wrong with it.',
    /** An order paid at the door cannot be paid online (409). */
    payAtDoor: 'This order is cash on delivery: pay the courier when it arrives.',
    /** The fake-order policy at checkout (409). */
    refusals: {
      overCeiling: (maxCents: number) =>
        `Cash on delivery takes orders of up to ${usdAndTaka(maxCents)}. Pay for this order online instead, or order less.`,
      newAccountOpen: (max: number) =>
        `A new account can have ${max === 1 ? 'one cash-on-delivery order' : `${max} cash-on-delivery orders`} open at a time. Pay for this order online instead, or wait until your open order is delivered.`,
      newAccountTotal: (maxCents: number, provenMaxCents: number) =>
        `A new account's cash-on-delivery order can be up to ${usdAndTaka(maxCents)}. Pay for this order online instead, or order less; once an order of yours is paid or delivered, cash on delivery takes up to ${usdAndTaka(provenMaxCents)}.`,
      tooManyOpen: (max: number) =>
        `You have ${max} cash-on-delivery orders open. Pay for this order online instead, or wait until one of them is delivered.`,
      /** The days as cod.ts writes them, "2026-11-28" (UTC). */
      refusedBefore: (refusedOn: string, until: string) =>
        `A delivery to this account was refused at the door on ${refusedOn}, so cash on delivery is closed to it until ${until}. Pay for this order online instead.`,
    },
  },
  // Courier delivery (courier.ts; docs/orders.md, "Courier delivery").
  courier: {
    name: { steadfast: 'Steadfast', manual: 'Sent by hand' },
    state: {
      booking: 'Booking with the courier',
      booked: 'Booked with the courier',
      'in-transit': 'On its way',
      'on-hold': 'Held by the courier',
      delivered: 'Delivered',
      'partly-delivered': 'Partly delivered',
      returned: 'Returned to the shop',
      cancelled: 'Delivery cancelled',
    },
    consignment: 'Consignment',
    trackingCode: 'Tracking code',
    /** The admin's decision on a returned parcel. */
    returnQuestion: 'Returned goods: resaleable?',
    restock: 'Back in stock',
    writeOff: 'Not resaleable',
    restocked: 'Back in stock',
    writtenOff: 'Not resaleable',
    /** Shipping refused or failed (409, 503). */
    bookingFailed: (reason: string) =>
      `The courier could not book this parcel: ${reason}. Ship it again in a moment; it will not be booked twice.`,
    bookingUnanswered:
      'The courier did not answer. Ship it again in a moment; it will not be booked twice.',
    bookingUnderWay:
      'A booking of this parcel with the courier is under way. Try again in a minute.',
    /** The return route refused (409). */
    notReturned: 'Only a parcel the courier returned can be put back in stock or written off.',
    returnDecided: 'This returned parcel was decided on already.',
    /** The webhook's answers to the courier. */
    webhook: {
      received: 'Webhook received successfully.',
      unauthorised: 'Unauthorized.',
      malformed: 'Not a delivery status notification.',
      notOurs: 'No parcel of this store has this consignment and invoice.',
    },
  },
} as const;
