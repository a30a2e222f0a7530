// The one route table (spec §2). Links are built from it, never typed as strings.
import { orderPagePath } from '@cps/domain';

export const paths = {
  home: '/',
  /** The browse page; its filters live in the query string. */
  parts: (search?: URLSearchParams) => (search?.size ? `/parts?${search}` : '/parts'),
  login: '/login',
  signUp: '/signUp',
  purchase: (id: string) => `/purchase/${encodeURIComponent(id)}`,
  payment: (id: string) => `/payment/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  /** The owner's overview (admin): what needs doing now and how the shop sells. */
  overview: '/dashboard/overview',
  myOrder: '/dashboard/myOrder',
  /** One order of the buyer's, under My Orders: the page every message to them links to. */
  myOrderPage: orderPagePath,
  addReview: '/dashboard/addReview',
  addProduct: '/dashboard/addProduct',
  manageAllOrders: '/dashboard/manageAllOrders',
  manageProduct: '/dashboard/manageProduct',
  makeAdmin: '/dashboard/makeAdmin',
  /** Reviews waiting for approval: the admin approves or rejects them. */
  manageReviews: '/dashboard/manageReviews',
  /** The owner's catalogue import and export (CSV). */
  importParts: '/dashboard/importParts',
  /** A customer's saved PC builds: open, rename, delete. */
  myBuilds: '/dashboard/myBuilds',
  myPortfolio: '/myPortfolio',
  /** The cart: a visitor's in this browser, a signed-in buyer's on every device. */
  cart: '/cart',
  /** Delivery, the way to pay and the order of the whole cart (signed in). */
  checkout: '/checkout',
  blogs: '/blogs',
  /** Parts side by side; the ids, comma-separated and in order, are the page's whole state. */
  compare: (ids: readonly string[] = []) =>
    ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare',
  /** The PC builder; its query string (the domain's `buildToQuery`) is the whole build. */
  pcBuilder: (query = '') => (query ? `/pc-builder?${query}` : '/pc-builder'),
} as const;

/** Patterns of the routes with parameters, for the router (links use `paths`). */
export const patterns = {
  parts: '/parts',
  purchase: '/purchase/:id',
  payment: '/payment/:id',
  myOrderPage: '/dashboard/myOrder/:id',
  compare: '/compare',
  pcBuilder: '/pc-builder',
} as const;
