// The store's own words of the pages where an order is paid and settled: checkout's ways to pay,
// the payment page of an SSLCommerz or cash-on-delivery order, and the admin's steps in Manage All
// Orders. A module apart from copy.ts so that Home, which loads copy.ts, does not load these
// (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.

export const payCopy = {
  /** /checkout's way to pay. */
  checkout: {
    /** What happens next with each way to pay, one line each. */
    hints: {
      card: 'Visa, Mastercard or Amex: you enter the card on the next page.',
      sslcommerz:
        "Local cards, bKash or Nagad: the next page takes you to SSLCommerz's secure page.",
      cod: 'The shop calls you to confirm; you pay the courier in cash on delivery.',
    },
    /** A refused cash-on-delivery order: the server's reason, then the ways left. */
    instead: 'Pay online instead; everything you entered stays as it is:',
    payWith: (method: string) => `Pay with ${method}`,
  },
  /** The payment page of an SSLCommerz order. */
  sslcommerz: {
    title: 'Pay with SSLCommerz',
    intro:
      "Pay with a local card, bKash or Nagad on SSLCommerz's secure page. You come back here once it is done.",
    pay: 'Pay with SSLCommerz',
    /** SSLCommerz charges in Taka: the order's total at the store's rate. */
    charge: (taka: string) => `You pay ${taka} on SSLCommerz.`,
    opening: 'Opening SSLCommerz…',
    notReached: 'SSLCommerz could not be reached. Check your connection and try again.',
    paid: 'Paid through SSLCommerz.',
    outcomes: {
      confirming: {
        title: 'Confirming your payment',
        text: 'SSLCommerz took your payment and we are confirming it with them. This page turns paid in a moment; do not pay again.',
      },
      fail: {
        title: 'The payment did not go through',
        text: 'Your order is not paid and nothing was taken. You can pay again below, with another card or wallet.',
      },
      cancel: {
        title: 'You cancelled the payment',
        text: 'Your order is not paid. Pay again below when you are ready, or cancel the order in My Orders.',
      },
    },
  },
  /** The payment page of a cash-on-delivery order. */
  cod: {
    title: 'Cash on delivery',
    placed: 'Your order is placed. The shop will call you to confirm it.',
    stands: 'Where your order stands',
    courierNote: 'Pay the courier in cash when the order arrives; keep the amount ready.',
    backToOrders: 'Back to My Orders',
  },
  /** Manage All Orders: the admin's steps beyond Cancel and Ship, with what each did. */
  orderActions: {
    working: {
      confirm: 'Confirming',
      collect: 'Saving',
      refuse: 'Saving',
      accept: 'Accepting',
      refund: 'Refunding',
      restock: 'Saving',
      writeOff: 'Saving',
    },
    accept: 'Accept',
    refund: 'Refund',
    /** The steps that cannot be undone ask first. */
    dialogs: {
      collect: {
        title: 'Delivered and cash collected?',
        text: 'The order becomes paid, with the collection as its transaction. This cannot be undone.',
        confirm: 'Yes, collected',
        done: 'Collected!',
      },
      refuse: {
        title: 'Refused at the door?',
        text: "Its parts go back on sale and the refusal counts against the buyer's account. This cannot be undone.",
        confirm: 'Yes, refused',
        done: 'Recorded!',
      },
      accept: {
        title: 'Accept this payment?',
        text: 'The order becomes paid and can be shipped. To give the money back instead, refund it.',
        confirm: 'Yes, accept it',
        done: 'Accepted!',
      },
      refund: {
        title: 'Refund this payment?',
        text: 'The whole payment goes back to the buyer through SSLCommerz. This cannot be undone.',
        confirm: 'Yes, refund it',
        done: 'Refund asked!',
      },
      restock: {
        title: 'Put the returned goods back in stock?',
        text: 'Every part of this parcel goes back on sale. This cannot be undone.',
        confirm: 'Yes, back in stock',
        done: 'Back in stock!',
      },
      writeOff: {
        title: 'Returned goods not resaleable?',
        text: 'The parts of this parcel stay out of stock. This cannot be undone.',
        confirm: 'Yes, not resaleable',
        done: 'Recorded!',
      },
    },
    done: {
      confirm: (name: string) => `${name} is confirmed: ship it next.`,
      collect: (name: string) => `${name} is delivered and paid.`,
      refuse: (name: string) => `${name} was refused; its parts are back on sale.`,
      accept: (name: string) => `${name} is paid: ship it next.`,
      refund: (name: string) =>
        `The refund of ${name} is asked of SSLCommerz; the order shows its progress.`,
      restock: (name: string) => `The returned parts of ${name} are back in stock.`,
      writeOff: (name: string) => `The returned parts of ${name} stay out of stock.`,
    },
    failed: (name: string) => `${name} could not be updated. Please try again.`,
  },
} as const;
