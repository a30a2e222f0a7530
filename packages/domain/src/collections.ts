// Every Firestore collection the store uses, named once: the functions, the seed and migration
// scripts, the bench, the index generator and every test layer read the names from here.

/** Firestore collection names. */
export const collections = {
  parts: 'parts',
  orders: 'orders',
  /** Published reviews: public, read a bounded page at a time. */
  reviews: 'reviews',
  /** Reviews waiting for an admin's approval: admins read them. */
  reviewQueue: 'reviewQueue',
  /** Each review's author (uid), by review id: server-only. */
  reviewAuthors: 'reviewAuthors',
  profiles: 'profiles',
  users: 'users',
  stats: 'stats',
  /** Order counts per state, kept in a few shards (order-counts.ts). Admins read them. */
  orderStats: 'orderStats',
  /**
   * Sales per shop day, `dailyStats/{YYYY-MM-DD}_{shard}` (sales-figures.ts): moved in every order
   * write's transaction, in the order counts' shards. Admins read them.
   */
  dailyStats: 'dailyStats',
  /** Cancelled orders: the spec's DELETE removes the order; its history is kept here. */
  cancelledOrders: 'cancelledOrders',
  /** Deleted parts' ids and times, so that each API instance's search index drops them too. */
  partDeletions: 'partDeletions',
  /**
   * Saved builds, `users/{uid}/savedBuilds/{id}` (a subcollection), so that a build's path names
   * its owner.
   */
  savedBuilds: 'savedBuilds',
  /**
   * A count of saved builds per account, `savedBuildCounts/{uid}` (`{ count }`), kept in the same
   * transactions as the builds, which is what the limit is checked against.
   */
  savedBuildCounts: 'savedBuildCounts',
  /** Each part's claim on its name, by a hash of the name: server-only. */
  partNames: 'partNames',
  /**
   * Per financial year, `invoiceCounters/{2026-27}` (`{ last }`): the last invoice serial given
   * that year (invoice.ts), moved in the transaction that makes an order paid. Server-only.
   */
  invoiceCounters: 'invoiceCounters',
  /** Per part, the units held by unpaid orders: server-only. */
  partHolds: 'partHolds',
  /** Under a split part, `parts/{id}/stockShards/{n}` (`{ available }`): its stock. Server-only. */
  stockShards: 'stockShards',
  /** Per customer, serialises their order placements; keeps their hold windows. Server-only. */
  orderLocks: 'orderLocks',
  /**
   * Per customer, `codRefusals/{uid}`: their deliveries refused at the door (`lastRefusedAt`,
   * `refusals`), which close cash on delivery to them for a while (cod.ts). Server-only.
   */
  codRefusals: 'codRefusals',
  /** Each payment gateway event's id, recorded so that a replay changes nothing. Server-only. */
  paymentEvents: 'paymentEvents',
  /** One record per refunded payment, by intent id: server-only. */
  refunds: 'refunds',
  /** The SHA-256 of each logged-out login token, until it would have expired. Server-only. */
  revokedSessions: 'revokedSessions',
  /** The configured owner emails granted admin once, by email: server-only. */
  adminGrants: 'adminGrants',
  /** The per-user limits' counters, `rateLimits/{name}:{uid}`: server-only. */
  rateLimits: 'rateLimits',
  /** Part images, by content hash: served by the API. */
  images: 'images',
  /** The emulated payment gateway's intents (the local stack without a Stripe key). */
  emulatedIntents: 'emulatedIntents',
  /** The emulated gateway's idempotency keys for intents. */
  emulatedIntentKeys: 'emulatedIntentKeys',
  /** The emulated gateway's refunds, by id. */
  emulatedRefunds: 'emulatedRefunds',
  /** The emulated gateway's idempotency keys for refunds. */
  emulatedRefundKeys: 'emulatedRefundKeys',
  /**
   * Each SSLCommerz session the store made, by its tran_id: the order, the amount asked, its
   * state, and when the job asks SSLCommerz about it next (`checkAt`). Server-only.
   */
  sslcommerzSessions: 'sslcommerzSessions',
  /** The emulated SSLCommerz's sessions and payments, by tran_id (the local stack only). */
  emulatedSslcommerzSessions: 'emulatedSslcommerzSessions',
  /** The emulated SSLCommerz's refunds, by the store's refund_trans_id. */
  emulatedSslcommerzRefunds: 'emulatedSslcommerzRefunds',
  /** The emulated courier's parcels, by consignment id (the local stack only). */
  emulatedCourierParcels: 'emulatedCourierParcels',
  /**
   * Each signed-in buyer's cart, `carts/{uid}`: the one document a client writes (firestore.rules
   * checks its shape and bounds); no stock is held by it.
   */
  carts: 'carts',
  /**
   * Messages to buyers, `mail/{id}` in the Trigger Email extension's schema (order-mail.ts),
   * each written with the change it tells of. Server-only.
   */
  mail: 'mail',
  /** The seed's marker (`_meta/seed`). */
  meta: '_meta',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];

/** The documents of `stats`. */
export const statsDocs = {
  parts: 'parts',
  /** How many reviews wait in `reviewQueue` (`{ waiting }`), server-only. */
  reviewQueue: 'reviewQueue',
  /** The owner's overview settings (`{ lowStockThreshold }`, overview.ts), server-only. */
  overview: 'overview',
} as const;
