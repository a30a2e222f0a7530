// The store's own words: everything it shows or answers that the spec does not spell out. Page
// text, labels, hints and headings, the features the spec does not have, and the API's answers
// the spec does not fix (its refusals and errors) are all copy: the store words them, and
// changing one changes no contract. The strings the spec fixes are in messages.ts, and only
// there; a string is here when the spec does not spell it out. Sections, here and in the
// copy-*.ts modules, share messages.ts's names where both have strings of one subject (orders,
// payment, users, validation).
// An import of `copy` brings all of it into the page's JS, and every page imports it: so it holds
// the words Home shows and the dashboard menu's names, and the words of pages Home never shows are
// in modules of their own by area (copy-checkout.ts, copy-orders.ts, …), under the same rules.
import { formatCount } from './numbers';
import { formatPrice } from './money';

export const copy = {
  // Category and brand, which the spec's Add Product form does not have, written in its style.
  validation: {
    categoryRequired: 'Category is Required',
    brandRequired: 'Brand is Required',
  },
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
        `below must be a whole number from ${min} to ${formatCount(max)}.`,
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
          ? `The stock of ${formatCount(stock)} is in one place again.`
          : `The stock of ${formatCount(stock)} is now split over ${n} shards.`,
    },
  },
  // The owner's catalogue import: its name in the dashboard's menu; the page's own words are in
  // copy-catalogue-import.ts.
  catalogueImport: {
    menu: 'Import Parts',
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
  // The owner's overview: its name in the dashboard's menu; the page's own words are in
  // copy-overview.ts, which only its chunk loads.
  overview: {
    menu: 'Overview',
  },
  // A customer's saved builds: their name in the dashboard's menu; the rest is in
  // copy-saved-builds.ts.
  savedBuilds: {
    menu: 'My Builds',
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
} as const;
