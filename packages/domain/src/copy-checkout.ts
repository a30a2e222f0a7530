// The store's own words of placing an order: the checkout page and its refusals, a PC build's
// order, the limits on the stock a customer may hold unpaid, and the answer when too many buyers
// order one item at once. A module apart from copy.ts so that Home, which loads copy.ts, does not
// load these (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.

export const checkoutCopy = {
  // A cart's checkout (POST /orders/checkout): what its form and the server say about a field, a
  // line or the order.
  checkout: {
    /** The /checkout page. */
    page: {
      title: 'Checkout',
      loading: 'Loading your cart',
      failed: 'Checkout could not load',
      delivery: 'Delivery',
      method: 'How the order reaches you',
      homeHint: 'A courier brings it to your address, anywhere in Bangladesh.',
      pickupHint: 'Collect it at the shop; no delivery charge.',
      district: 'District',
      chooseDistrict: 'Choose a district',
      address: 'Address',
      addressPlaceholder: 'House, road, area, thana',
      phone: 'Mobile number',
      pay: 'How to pay',
      summary: 'Your order',
      saving: (saving: string) => `bundle saving ${saving}`,
      chooseDelivery: 'Choose a delivery',
      total: 'Total',
      place: 'Place order',
      placing: 'Placing your order',
      backToCart: 'Back to the cart',
      decideTitle: 'Your cart changed',
    },
    input: {
      emptyCart: 'Your cart is empty: add a part or a build before checking out.',
      linesNotAList: 'lines must be a list of { partId, quanity }.',
      tooManyLines: (max: number) =>
        `A checkout takes at most ${max} lines: place the rest as another order.`,
      lineNotAPart: (line: number) => `Line ${line} does not name a part.`,
      duplicateLine: (line: number) =>
        `Line ${line} repeats a part of an earlier line: change that line's quantity instead.`,
      lineQuantity: (line: number) =>
        `Line ${line}: the quantity must be a whole number of at least 1.`,
      method: 'Choose home delivery or pickup at the shop.',
      districtRequired: 'Choose the district to deliver to.',
      unknownDistrict: 'Choose one of the 64 districts of Bangladesh.',
      phoneRequired: 'Phone is required.',
      phone:
        'Enter a Bangladeshi mobile number: 01, then 9 digits (e.g. 01712-345678); +880 in front is fine.',
      addressRequired: 'Enter the address to deliver to.',
      addressTooLong: (max: number) => `The address takes at most ${max} characters.`,
      paymentMethod: 'Choose how to pay.',
      paymentMethodNotYet: (method: string) =>
        `${method === 'cod' ? 'Cash on delivery' : 'SSLCommerz'} is not available yet: pay by card.`,
    },
    /** A line the server refuses at placing, named by its part. */
    partMissing: (id: string) =>
      `A part in your cart (${id}) is no longer in the store: remove it from the cart.`,
    outOfStock: (name: string) => `${name}: out of stock.`,
    onlyLeft: (name: string, left: number) => `${name}: only ${left} left.`,
    belowMinimum: (name: string, minimum: number) => `${name}: order at least ${minimum}.`,
    /** The order's name in the spec's one `name`: its first line, and how many more. */
    orderName: (first: string, more: number) =>
      more === 0 ? first : `${first} and ${more} more ${more === 1 ? 'part' : 'parts'}`,
    /** A pickup order's address when the buyer gave none. */
    pickupAddress: 'Pickup at the shop',
    deliveryMethods: { home: 'Home delivery', pickup: 'Pickup at the shop' },
    paymentMethods: { card: 'Card', sslcommerz: 'SSLCommerz', cod: 'Cash on delivery' },
    deliveryCharge: 'Delivery',
  },
  // A PC build's order (POST /orders/build): each refusal names the part.
  buildOrders: {
    partMissing: (slot: string, id: string) =>
      `The part ${id} chosen for ${slot} is no longer in the store: choose another.`,
    outOfStock: (part: string) =>
      `${part} is out of stock. Choose another part for the build, or order it later.`,
    /** The heading of an order's lines wherever the order is shown. */
    linesHeading: 'Parts in this build',
    lineQuantity: (quantity: number) => `× ${quantity}`,
    /** Beside the lines, what the order's total took off them. */
    saving: 'Bundle saving',
    /** Ordering a build from /pc-builder. */
    order: 'Order this build',
    signInToOrder: 'Sign in to order this build',
    needsCpu: 'Choose a CPU to order this build.',
    hasErrors: 'Fix the errors above to order this build.',
    loadingParts: 'Loading the build’s parts…',
    deliverTo: 'Where should we deliver it?',
    placing: 'Placing your order',
    cancel: 'Cancel',
  },
  // How much of a part's stock a customer may hold in unpaid orders: each refusal says what the
  // buyer may order instead, or when.
  holds: {
    customerLimit: (name: string, allowance: number, left: number, newAccount: boolean) =>
      (left > 0
        ? `You can hold at most ${allowance} of ${name} in unpaid orders at once: order ${left} or fewer.`
        : `You already hold as many of ${name} in unpaid orders as you can at once (${allowance}). Pay for or cancel your order before ordering more.`) +
      (newAccount ? ' Once you have paid for an order, you can hold more.' : ''),
    newCustomersLimit: (name: string, left: number, minutes: number) =>
      (left > 0
        ? `New accounts are holding most of the stock of ${name} right now: order ${left} or fewer.`
        : `New accounts are holding all they may of ${name} right now. Units come back as their holds end, within ${minutes} minutes: please try again then.`) +
      ' Once you have paid for an order, this limit no longer applies.',
    coolingDown: (name: string, minutes: number) =>
      `Your hold on ${name} ended without payment. You can order it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  // Buyers so many at once on one document that the server could not wait them out
  // (functions/src/services/shared/transaction.ts): its answer (409), and what an order page
  // says when its one retry was answered the same.
  busy: {
    refusal: 'The store is busy with this item. Please try again.',
    orderNotPlaced:
      'Many buyers are ordering this right now and your order was not placed. Wait a minute, then place it again.',
  },
} as const;
