// The store's own words of the messages to the buyer about an order (order-mail.ts), the profile's
// choice of them, and the buyer's order page that every message links to. A module apart from
// copy.ts so that Home, which loads copy.ts, does not load these (docs/performance.md, Home's
// initial JS); the same rules as copy.ts hold for it.

export const mailCopy = {
  subjects: {
    placed: (id: string) => `Your order ${id} is placed`,
    paid: (id: string) => `Your order ${id} is paid`,
    collected: (id: string) => `Your order ${id} is delivered and paid`,
    confirmed: (id: string) => `Your order ${id} is confirmed`,
    shipped: (id: string) => `Your order ${id} is on its way`,
    delivered: (id: string) => `Your order ${id} is delivered`,
  },
  bodies: {
    placed: 'Thank you: we have your order. This is your receipt for it.',
    paid: 'We have your payment: this is your receipt. We will ship your order soon.',
    collected: 'Your order was delivered and its cash paid to the courier: this is your receipt.',
    confirmed: 'We confirmed your cash-on-delivery order by phone. We will ship it soon.',
    shipped: 'Your order has left the shop and is on its way to you.',
    delivered: 'Your order was delivered. Thank you for shopping with us.',
  },
  tracking: (code: string) => `Tracking code: ${code}`,
  greeting: (name: string) => `Hello ${name},`,
  line: (quantity: number, name: string, price: string) => `${quantity} × ${name} (${price} each)`,
  total: (total: string) => `Total: ${total}`,
  linkLabel: 'See your order',
  linkText: (url: string) => `See your order: ${url}`,
  signature: 'Computer Parts BD',
  /** The profile's choice (the receipts always go). */
  preference: {
    legend: 'Emails about your orders',
    updates: 'Email me when an order is confirmed, shipped or delivered',
    hint: 'Receipts (order placed, order paid) are always sent.',
    on: 'Order updates by email: on',
    off: 'Order updates by email: off (receipts only)',
  },
  /** The buyer's order page under My Orders, which every message links to. */
  orderPage: {
    title: 'Your order',
    orderId: (id: string) => `Order ${id}`,
    placedOn: (when: string) => `Placed ${when}`,
    back: 'Back to My Orders',
    loading: 'Loading the order',
    notFound: 'This order does not exist (any more), or it is not yours.',
    failed: 'This order could not be loaded. Check your connection and reload the page.',
    items: 'What you ordered',
    delivery: 'Delivery',
    address: 'Address',
    phone: 'Phone',
    payment: 'Payment',
    paidBy: 'Paid by',
    total: 'Total',
    status: 'Status',
    unpaid: 'Unpaid',
    trackingCode: 'Tracking code',
    consignmentId: 'Consignment',
    open: (name: string) => `Open the order page of ${name}`,
  },
  /** The local outbox page. */
  outbox: {
    title: 'Outbox (emulated)',
    empty: 'No messages yet.',
    older: 'Older',
  },
} as const;
