// The store's own words of the owner's overview (`/dashboard/overview`). A module apart from
// copy.ts so that only the overview's chunk loads them (as copy-pay.ts keeps the paying pages'
// words out of Home); the same rules as copy.ts hold for it. The menu's name is in copy.ts.

import { formatNumber } from './numbers';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 orders", "1 order", with thousands grouped. */
const ordersCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'order' : 'orders'}`;

export const overviewCopy = {
  title: 'Overview',
  intro: 'What needs doing now, and how the shop sells.',
  loading: 'Loading the overview',
  failed: 'The overview could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  export: { heading: 'Orders for the accountant' },
  /** The shop's day, 'YYYY-MM-DD', as the page writes it: "29 Nov". */
  shortDay: (day: string) => `${Number(day.slice(8, 10))} ${months[Number(day.slice(5, 7)) - 1]}`,
  ordersCount,
  todo: {
    heading: 'To do now',
    codToConfirm: 'Cash-on-delivery orders to confirm by phone',
    toShip: 'Paid orders to ship',
    codToShip: 'Cash-on-delivery orders to ship',
    heldPayments: 'Payments held for review',
    reviewsWaiting: 'Reviews waiting for approval',
    outOfStock: 'Parts out of stock',
    lowStock: (threshold: number) => `Parts low in stock (${formatNumber(threshold)} or fewer)`,
  },
  threshold: {
    label: 'Low stock at (units)',
    hint: 'A part in stock with this many units or fewer counts as low in stock.',
    save: 'Save',
    saving: 'Saving',
    saved: (threshold: number) =>
      `Low stock is now ${formatNumber(threshold)} ${threshold === 1 ? 'unit' : 'units'} or fewer.`,
    required: 'Enter a number of units.',
    whole: 'Enter a whole number of units.',
    range: (min: number, max: number) =>
      `Enter a number from ${formatNumber(min)} to ${formatNumber(max)}.`,
  },
  sales: {
    heading: 'Sales',
    empty: 'No sales yet',
    emptyText:
      'The sales of the last 30 days appear here once an order is paid or its cash collected.',
    periods: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
    /** The period each is compared with. */
    before: { today: 'yesterday', week: 'the 7 days before', month: 'the 30 days before' },
    revenue: 'Revenue',
    orders: 'Orders',
    /** A change against the period before, read out with it: "+12% against yesterday". */
    against: (change: string, before: string) => `${change} against ${before}`,
    /** Nothing sold in the period before: no percentage. */
    newSales: 'New',
    noChange: 'No sales either time',
    average: 'Average order, last 30 days',
    noAverage: 'No orders yet',
  },
  chart: {
    heading: 'Per day, last 30 days',
    show: 'Show',
    revenue: 'Revenue',
    orders: 'Orders',
    /** What the chart's picture says to a screen reader, the table below carrying the figures. */
    describe: (what: string) => `${what} per day over the last 30 days, by the way paid`,
    table: 'The figures as a table',
    caption: 'Revenue and orders per day, by the way paid',
    day: 'Day',
    total: 'Total',
    byMethod: 'By the way paid, last 30 days',
  },
  topParts: {
    heading: 'Top 10 parts by revenue, last 30 days',
    part: 'Part',
    revenue: 'Revenue',
    units: 'Units',
    none: 'No part sold in the last 30 days.',
  },
  categories: {
    heading: 'Revenue by category, last 30 days',
    describe: 'Share of revenue by category over the last 30 days',
    category: 'Category',
    revenue: 'Revenue',
    share: 'Share',
    none: 'No category sold in the last 30 days.',
  },
  abandoned: {
    heading: 'Abandoned checkouts, last 30 days',
    counts: (endedUnpaid: number, placed: number) =>
      `${formatNumber(endedUnpaid)} of ${ordersCount(placed)} placed ended unpaid: expired, or cancelled before payment.`,
    none: 'No orders were placed in the last 30 days.',
  },
} as const;
