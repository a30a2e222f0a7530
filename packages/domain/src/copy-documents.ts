// The store's own words of the documents made of orders: a paid order's invoice and the
// accountant's export of orders. A module apart from copy.ts so that Home, which loads copy.ts,
// does not load these (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for
// it.

export const documentsCopy = {
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
} as const;
