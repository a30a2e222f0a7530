// The store's own words: everything it shows or answers that the spec does not spell out. Page
// text, labels, hints and headings, the features the spec does not have, and the API's answers
// the spec does not fix (its refusals and errors) are all copy: the store words them, and
// changing one changes no contract. The strings the spec fixes are in messages.ts, and only
// there; a string is here when the spec does not spell it out. Sections share messages.ts's
// names where both have strings of one subject (orders, payment, users, validation).
import { formatNumber } from './numbers';
import { takaPerUsd } from './delivery';
import { formatPrice } from './money';

/** A count as the page shows it: 20,000. */
const thousands = (n: number) => formatNumber(Number(n));

/** "$200.00 (Tk 24,000)": a cash-on-delivery amount, in the store's dollars and the taka paid. */
const usdAndTaka = (cents: number) =>
  `${formatPrice(Number(cents) / 100)} (Tk ${thousands(Math.round((Number(cents) * takaPerUsd) / 100))})`;

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

export const copy = {
  // Category and brand, which the spec's Add Product form does not have, written in its style.
  validation: {
    categoryRequired: 'Category is Required',
    brandRequired: 'Brand is Required',
  },
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
  // A cart's checkout (POST /orders/checkout): what its form and the server say about a field, a
  // line or the order.
  /** The cart's own words: the Add to cart buttons, the navbar, /cart. */
  cart: {
    cart: 'Cart',
    navLabel: (count: number) => (count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
    add: 'Add to cart',
    addLabel: (name: string) => `Add to cart: ${name}`,
    added: (name: string) => `${name} is in your cart`,
    full: (max: number) =>
      `Your cart holds at most ${max} different parts. Remove one to add another.`,
    soldOut: 'Out of stock',
    notSaved: 'Your cart could not be saved. Check your connection and try again.',
    mergeFull: (count: number) =>
      `${count === 1 ? 'One part' : `${count} parts`} from before you signed in did not fit in your cart.`,
    addBuild: 'Add this build to the cart',
    /** A checkout order's lines, where a build's order says "Parts in this build". */
    orderLinesHeading: 'Parts in this order',
    buildAdded: 'The build is in your cart',
    buildSaving: (saving: string) => `The cart keeps the build's bundle saving of ${saving}.`,
    buildReplaced: 'The build in your cart was replaced by this one',
    page: {
      title: 'Your cart',
      loading: 'Loading your cart',
      failed: 'Your cart could not be loaded. Check your connection and reload the page.',
      empty: 'Your cart is empty',
      emptyHint: 'Find the parts you need in the catalogue and add them here.',
      browse: 'Browse all parts',
      picture: (name: string) => name,
      quantity: (name: string) => `Quantity of ${name}`,
      fewer: (name: string) => `One fewer ${name}`,
      more: (name: string) => `One more ${name}`,
      remove: 'Remove',
      removeLabel: (name: string) => `Remove ${name} from the cart`,
      each: (price: number) => `${formatPrice(price)} each`,
      inStock: (count: number) => `${count} in stock`,
      minimum: (count: number) => `Minimum order ${count}`,
      subtotal: 'Subtotal',
      deliveryLater: 'Delivery is added at checkout.',
      checkout: 'Go to checkout',
      decideFirst: 'Decide on the lines marked above before you check out.',
      build: 'PC build',
      buildParts: (count: number) => (count === 1 ? '1 part' : `${count} parts`),
      bundleSaving: 'Bundle saving',
      editBuild: 'Edit in the PC builder',
      removeBuild: 'Remove the build from the cart',
      unknownPart: 'A part no longer sold',
      loadingPart: 'Loading the part…',
    },
    problems: {
      gone: 'This part is no longer sold. Remove it to check out.',
      soldOut: 'Out of stock now. Remove it to check out.',
      belowMinimum: (min: number) => `The minimum order is now ${min}.`,
      aboveStock: (left: number) => `Only ${left} left.`,
      priceChanged: (was: number, now: number) =>
        `The price changed from ${formatPrice(was)} to ${formatPrice(now)}.`,
      buildGone:
        'A part of this build is no longer sold or is out of stock. Edit the build or remove it.',
      buildIncompatible:
        'The parts of this build no longer fit together. Edit the build or remove it.',
      buildPriceChanged: (was: number, now: number) =>
        `The build's price changed from ${formatPrice(was)} to ${formatPrice(now)}.`,
      accept: 'Accept',
      acceptLabel: (name: string) => `Accept the change to ${name}`,
    },
  },
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
  // Refunds and disputes.
  refunds: {
    shipRefusal: 'This order was refunded and cannot be shipped.',
    disputed: 'Disputed',
    disputedNotice: 'The customer disputed this payment with their bank.',
  },
  // Finding users on Make Admin.
  users: {
    searchLabel: 'Search users',
    searchPlaceholder: 'Email starts with…',
    noMatch: 'No users match.',
  },
  // Card testing (POST /create-payment-intent; docs/payments.md).
  payment: {
    noOrderOfPrice:
      'You have no unpaid order of this total. Place your order first, then pay its total.',
    declinesLocked: (declines: number, hours: number) =>
      `Too many declined cards: after ${declines} declined card payments, this account cannot start a new payment for ${hours} hours.`,
  },
  // The browse page and the catalogue's admin screens.
  catalogue: {
    browseTitle: 'All Parts',
    searchLabel: 'Search parts',
    searchPlaceholder: 'Search parts, e.g. rtx 40',
    seeAll: (count: string) => `See all ${count} parts`,
    count: (count: string) => `${count} ${count === '1' ? 'part' : 'parts'}`,
    filters: 'Filters',
    allCategories: 'All categories',
    anyBrand: 'Any brand',
    category: 'Category',
    brand: 'Brand',
    minPrice: 'Min price ($)',
    maxPrice: 'Max price ($)',
    inStockOnly: 'In stock only',
    sort: 'Sort by',
    sorts: {
      newest: 'Newest',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      relevance: 'Best match',
    },
    next: 'Next',
    previous: 'Previous',
    clearFilters: 'Clear filters',
    empty: 'No parts match these filters.',
    failed: 'The parts could not be loaded. Please try again.',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    partUpdated: (name: string) => `${name} has been Successfully Updated!`,
    // The browse page's own:
    search: 'Search',
    resultsFor: (q: string) => `Results for “${q}”`,
    price: 'Price',
    apply: 'Apply',
    closeFilters: 'Close filters',
    showResults: 'Show results',
    pages: 'Pages',
    retry: 'Try again',
    // A specification's range on the browse page.
    specMin: 'Min',
    specMax: 'Max',
    imageUrl: 'The image must be an uploaded image URL: uploaded here or on i.ibb.co',
    // The specification fields of the Add Part form and the Edit dialog.
    specsTitle: 'Specifications',
    specsOf: (category: string) => `${category} specifications`,
    specsRequiredNote: 'Fields marked * are required.',
    specsChooseCategory: 'Choose a category to give its specifications.',
    specChoose: 'Choose one',
    specRequired: 'required',
    minimumAboveStock: 'Minimum Order Quantity cannot be above Available Quantity',
    // Manage Product's filter by stock (`?stock=out`, `?stock=low&below=N`) and its refusals.
    stockFilter: {
      label: 'Stock',
      any: 'Any stock',
      out: 'Out of stock',
      low: 'Low stock',
      below: 'At most (units)',
      badLevel: (levels: string) => `stock must be one of: ${levels}.`,
      belowWithoutLow: 'below goes with stock=low.',
      badBelow: (min: number, max: number) =>
        `below must be a whole number from ${min} to ${thousands(max)}.`,
    },
    // The Edit dialog's switch that splits a hot part's stock (PUT /part/{id}/stockShards).
    stockShards: {
      label: 'Sale-day stock shards',
      hint: "Split a part's stock when many buyers order it at once, for a launch or a sale. 1 keeps it in one place.",
      option: (n: number) => (n === 1 ? '1 (not split)' : String(n)),
      apply: 'Apply',
      applying: 'Applying',
      applied: (n: number, stock: number) =>
        n === 1
          ? `The stock of ${thousands(stock)} is in one place again.`
          : `The stock of ${thousands(stock)} is now split over ${n} shards.`,
    },
  },
  // The owner's catalogue import and export (POST /parts/import, GET /parts/export, its page).
  catalogueImport: {
    nameRepeated: (name: string, line: number) => `${name} is also on line ${line}.`,
    notCsv: 'Send the catalogue as CSV: Content-Type: text/csv.',
    empty: 'The file has no rows: a header line, then one line a part.',
    missingName: 'The header must have a name column.',
    unknownColumns: (columns: string) => `Not a column of the catalogue: ${columns}.`,
    tooManyRows: (max: number) => `Send at most ${thousands(max)} rows at once.`,
    unreadable: (reason: string) => `The row cannot be read: ${reason}.`,
    tooManyCells: (cells: number, columns: number) =>
      `The row has ${cells} cells; the header has ${columns}.`,
    title: 'Import Parts',
    menu: 'Import Parts',
    intro:
      'Create and update parts from a CSV file: one part a row, matched by name. Every row is checked first; nothing is written until the whole file is clean.',
    chooseFile: 'CSV file',
    chooseFileFirst: 'Choose a CSV file to import.',
    working: 'Importing',
    check: 'Check and import',
    export: 'Export catalogue (CSV)',
    exporting: 'Exporting…',
    exportFailed: 'The catalogue could not be exported.',
    reading: 'Reading the file…',
    progressLabel: 'Import progress',
    checked: (done: number, total: number) =>
      `Checked ${thousands(done)} of ${thousands(total)} rows`,
    imported: (done: number, total: number) =>
      `Imported ${thousands(done)} of ${thousands(total)} rows`,
    problemsTitle: (count: number) =>
      `${thousands(count)} row${count === 1 ? '' : 's'} to fix. Nothing was written.`,
    line: 'Line',
    reason: 'Reason',
    done: (created: number, updated: number) =>
      `Import complete: ${thousands(created)} part${created === 1 ? '' : 's'} created, ${thousands(updated)} updated.`,
    partial: (done: number, total: number) =>
      `Stopped after ${thousands(done)} of ${thousands(total)} rows were imported; the rows below were not.`,
    failed: 'The import failed. Please try again.',
  },
  // The API's answers to a client of spec §7.
  contract: {
    duplicatePartName: (name: string) =>
      `A part named "${name}" already exists. Part names are unique: choose another name.`,
    unknownPartName: (name: string) => `No part is named "${name}".`,
    partRequired: 'Send the name of the part to order (or its partId).',
    alreadyPaid: 'This order is already paid.',
  },
  // Reviews by customers with a paid order, and the per-user limits.
  reviews: {
    verifiedBuyer: 'Verified buyer',
    /** The name a review shows when its account's name is empty or cannot be shown. */
    anonymous: 'Customer',
    // Moderation: who publishes at once, and the queue an admin approves.
    waitingNotice:
      'Your review is waiting for approval: it appears on Home once the shop approves it.',
    publishedNotice: 'Your review is published on Home.',
    queueFull: 'Too many reviews are waiting for approval right now. Please try again in an hour.',
    notWaiting: 'This review is no longer waiting: it was approved or rejected meanwhile.',
    notPosted: 'Your review could not be posted. Please try again.',
    manage: {
      menu: 'Manage Reviews',
      title: 'Manage Reviews',
      intro:
        'Reviews from customers without a paid order wait here, oldest first. Approved reviews appear on Home; rejected ones are deleted.',
      listLabel: 'Reviews waiting for approval',
      loading: 'Loading the reviews waiting for approval',
      empty: 'No reviews are waiting for approval.',
      failed: 'The reviews could not be loaded. Check your connection and reload the page.',
      posted: 'Posted',
      approve: 'Approve',
      reject: 'Reject',
      approveLabel: (name: string) => `Approve the review by ${name}`,
      rejectLabel: (name: string) => `Reject the review by ${name}`,
      approved: (name: string) => `The review by ${name} is published.`,
      working: 'Saving',
      confirmReject: {
        title: 'Are you sure?',
        text: 'The review is deleted and never shown.',
        confirm: 'Yes, reject it!',
        done: 'Rejected!',
      },
    },
  },
  limits: {
    tooMany: 'Too many requests. Please try again later.',
  },
  // Part specifications: what the server answers for a bad `specs` map, and what the
  // specification table shows.
  specs: {
    title: 'Specifications',
    yes: 'Yes',
    no: 'No',
    notAMap: 'specs must be an object of specification keys and values',
    noSchema: 'A part needs a category before it can have specifications',
    unknownKey: (key: string, category: string) =>
      `specs.${key} is not a specification of ${category}`,
    required: (key: string, label: string) => `specs.${key} (${label}) is Required`,
    number: (key: string, min: number, max: number) =>
      `specs.${key} must be a number from ${min} to ${max}`,
    wholeNumber: (key: string, min: number, max: number) =>
      `specs.${key} must be a whole number from ${min} to ${max}`,
    choice: (key: string, values: readonly string[] = []) =>
      `specs.${key} must be one of ${values.join(', ')}`,
    choices: (key: string, values: readonly string[] = []) =>
      `specs.${key} must be a list of one or more of ${values.join(', ')}`,
    flag: (key: string) => `specs.${key} must be true or false`,
    text: (key: string, maxLength: number) =>
      `specs.${key} must be text of 1 to ${maxLength} characters`,
    threadsBelowCores: 'specs.threads must be at least specs.cores',
    nvmeNotM2: 'specs.formFactor must be M.2 2280 for an NVMe drive',
    boostBelowBase: 'specs.boostClock must be at least specs.baseClock',
  },
  // Compare: the Add to compare toggle, the compare tray and the compare page.
  compare: {
    add: 'Add to compare',
    /** The toggle's visible text on a product card, where the row is narrow. */
    short: 'Compare',
    /** The toggle's accessible name; it stays the same pressed or not (aria-pressed tells). */
    toggle: (name: string) => `Add to compare: ${name}`,
    otherCategory: (name: string, category: string, trayCategory: string) =>
      `Your compare list holds ${trayCategory}, and ${name} is in ${category}. Compare parts of one category at a time.`,
    trayFull: (limit: number) =>
      `Compare holds up to ${limit} parts. Remove one from the list to add another.`,
    tray: 'Compare list',
    open: (count: number) => `Compare (${count})`,
    removeFromTray: (name: string) => `Remove ${name} from compare`,
    clear: 'Clear',
    title: 'Compare',
    heading: (category: string) => `Compare ${category}`,
    caption: (count: number, category: string) =>
      `${count} ${category} side by side. Rows marked Differs are where they are not the same.`,
    loading: 'Loading the parts to compare',
    picture: 'Part',
    price: 'Price',
    differs: 'Differs',
    notStated: 'Not stated',
    remove: 'Remove',
    removeColumn: (name: string) => `Remove ${name}`,
    tooMany: (count: number, limit: number) =>
      `Compare holds up to ${limit} parts, and this link names ${count}. Compare the first ${limit}, or pick again.`,
    compareFirst: (limit: number) => `Compare the first ${limit}`,
    /** `names` listed with commas; `count` of them. */
    missing: (names: string, count: number) =>
      count === 1
        ? `${names} is no longer on sale, or the link is wrong: it is left out.`
        : `${names} are no longer on sale, or the link is wrong: they are left out.`,
    fewer:
      'Add at least two parts of one category to compare them: press Add to compare on their cards or their pages.',
    browse: 'Browse parts',
    browseCategory: (category: string) => `Browse ${category}`,
    /** `categories` listed with commas. */
    mixed: (categories: string) =>
      `These parts are of different categories (${categories}). Only parts of one category can be compared side by side.`,
    compareOnly: (category: string, count: number) => `Compare only the ${category} (${count})`,
    failed: 'The parts could not be loaded. Check your connection and reload the page.',
  },
  // The top bar's search suggestions as the buyer types.
  suggest: {
    listLabel: 'Suggested parts',
    count: (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`,
    empty: 'No parts match',
    failed: 'Suggestions are unavailable right now. Press Enter to search.',
    soldOut: 'Sold out',
  },
  // Role refusals.
  roles: {
    lastAdmin: 'The last admin cannot be removed.',
    emailNotVerified: (email: string) =>
      `${email} has not verified this email address, so it cannot be made admin. Ask them to verify it (or to sign in with Google), then try again.`,
  },
  // The owner's overview: its name in the dashboard's menu; the page's own words are in
  // copy-overview.ts, which only its chunk loads.
  overview: {
    menu: 'Overview',
  },
  // A customer's saved builds: the API's refusals, My Builds, and saving on /pc-builder.
  savedBuilds: {
    nameNotText: "The build's name must be text.",
    nameRequired: 'Give the build a name.',
    nameTooLong: (max: number) => `A build's name is at most ${max} characters.`,
    nameOneLine: "A build's name is one line of text, without tabs or line breaks.",
    noParts: 'A saved build needs at least one part.',
    nothingToChange: 'Send a new name, new parts, or both.',
    full: (max: number) =>
      `You have ${max} saved builds, the most an account keeps. Delete one to save another.`,
    notFound: 'You have no saved build with this id.',
    defaultName: 'My PC build',
    nameAfterCpu: (cpu: string) => `Build with ${cpu}`,
    // My Builds, in the dashboard.
    menu: 'My Builds',
    title: 'My Builds',
    count: (count: number, max: number) => `${count} of ${max} saved builds`,
    loading: 'Loading your builds',
    failed: 'Your builds could not be loaded. Check your connection and reload the page.',
    empty: 'You have no saved builds yet. Build a PC and save it to find it here.',
    openBuilder: 'Open the PC builder',
    name: 'Name',
    parts: 'Parts',
    updated: 'Updated',
    actions: 'Actions',
    partCount: (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`,
    open: 'Open',
    openName: (name: string) => `Open ${name}`,
    rename: 'Rename',
    renameName: (name: string) => `Rename ${name}`,
    delete: 'Delete',
    deleteName: (name: string) => `Delete ${name}`,
    renameTitle: 'Rename the build',
    /** The delete confirmation, in the style of spec §8's dialogs. */
    confirmDelete: {
      title: 'Delete this build?',
      text: 'It leaves My Builds; the parts stay in the store. You cannot undo this.',
      confirm: 'Yes, delete it!',
      done: 'Deleted!',
    },
    renamed: (name: string) => `Renamed to "${name}".`,
    // Saving on /pc-builder.
    save: 'Save build',
    saveTitle: 'Save this build',
    saveAsNew: 'Save as a new build',
    saveChanges: 'Save changes',
    nameLabel: 'Name of the build',
    cancel: 'Cancel',
    saving: 'Saving…',
    saved: (name: string) => `Saved "${name}" to My Builds.`,
    changesSaved: (name: string) => `Saved the changes to "${name}".`,
    openedFrom: (name: string) => `Saved build: ${name}`,
    unchanged: 'No changes since it was saved.',
    signInToSave: 'Sign in to save this build',
    myBuilds: 'My Builds',
  },
  // What is wrong with a build sent to the server or kept in a cart (parseBuild).
  buildInput: {
    notAnObject: 'parts must be an object of slots and part ids, e.g. { "cpu": "<part id>" }',
    unknownSlot: (slot: string, slots: string) =>
      `${slot} is not a slot of a PC build. The slots are ${slots}.`,
    oneId: (slot: string) => `parts.${slot} must be the id of one part.`,
    ids: (slot: string, max: number) =>
      `parts.${slot} must be the id of a part, or a list of up to ${max} part ids.`,
    tooMany: (max: number) => `A build takes up to ${max} storage drives.`,
    duplicate: (id: string) => `The part ${id} is chosen twice: a build takes each part once.`,
  },
  // Cash on delivery (cod.ts; docs/orders.md, "Cash on delivery"): its states' labels, the
  // admin's steps and the fake-order policy's refusals, each saying what the buyer can do instead.
  invoice: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    bin: 'BIN',
    billTo: 'Bill to',
    phone: 'Phone',
    district: 'District',
    pickup: 'Pickup at the shop',
    columns: {
      item: 'Item',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      lineTotal: 'Line total',
      warranty: 'Warranty',
    },
    noWarranty: '—',
    subtotal: 'Subtotal',
    bundleSaving: 'Bundle saving',
    delivery: 'Delivery',
    total: 'Total',
    paidBy: 'Paid by',
    charged: 'Charged',
    transaction: 'Transaction',
    card: 'Card',
    sslcommerz: (cardType: string | undefined) =>
      cardType ? `SSLCommerz (${cardType})` : 'SSLCommerz',
    cod: 'Cash on delivery',
    /** GET /api/order/{id}/invoice of an order not paid yet (409). */
    notYet: 'This order has no invoice yet: it gets one when it is paid.',
    download: 'Download invoice',
    downloading: 'Preparing invoice…',
    failed: 'The invoice could not be downloaded. Try again.',
    warranty: 'Warranty',
  },
  // The accountant's export of orders (GET /admin/orders/export and its form).
  orderExport: {
    badDay: (name: 'from' | 'to') => `${name} must be a date written YYYY-MM-DD.`,
    fromAfterTo: 'from must not be after to.',
    tooLong: (days: number) => `Export at most ${days} days at once.`,
    title: 'Export orders for the accountant',
    hint: 'Every order placed in these days (Dhaka time), oldest first, as a CSV file.',
    from: 'From',
    to: 'To',
    download: 'Download CSV',
    downloading: 'Preparing the file…',
    failed: 'The orders could not be exported. Try again.',
  },
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
  // The messages to the buyer about an order (order-mail.ts) and the profile's choice of them.
  mail: {
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
    line: (quantity: number, name: string, price: string) =>
      `${quantity} × ${name} (${price} each)`,
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
  // Buyers so many at once on one document that the server could not wait them out
  // (functions/src/services/shared/transaction.ts): its answer (409), and what an order page
  // says when its one retry was answered the same.
  busy: {
    refusal: 'The store is busy with this item. Please try again.',
    orderNotPlaced:
      'Many buyers are ordering this right now and your order was not placed. Wait a minute, then place it again.',
  },
} as const;
