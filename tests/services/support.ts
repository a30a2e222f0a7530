import { collections, type OrderDoc, type PartDoc } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import {
  readConfig,
  readCourierConfig,
  readSslcommerzConfig,
  type Config,
  type OrderConfig,
} from '../../functions/src/config';
import { isContention } from '../../functions/src/services/shared/transaction';
import {
  confirmEmulatedIntent,
  emulatedGateway,
} from '../../functions/src/emulator/card/emulated-gateway';
import { emulatedSslcommerz, type Twin } from '../../functions/src/emulator/sslcommerz/twin';
import { emulatedCourier, type CourierTwin } from '../../functions/src/emulator/courier/twin';
import type { Courier } from '../../functions/src/couriers/courier';
import {
  localSslcommerzConfig,
  sandboxStore,
} from '../../functions/src/emulator/sslcommerz/select-gateway';
import { addParts } from '../../functions/src/services/catalogue/catalogue';
import type { ListPage } from '../../functions/src/services/shared/paged-query';
import { CatalogueSync, defaultSyncOptions } from '../../functions/src/search/catalogue-sync';
import { createOrder, type NewOrder } from '../../functions/src/services/orders/orders';
import {
  confirmPaidByOwner,
  createPaymentIntent,
} from '../../functions/src/services/payments/payments';
import type { Caller } from '../../functions/src/services/shared/caller';
import type { Deps } from '../../functions/src/services/shared/deps';
import { ServiceError, type ErrorCode } from '../../functions/src/services/shared/errors';
import { adminFor, resetProject } from '../support/emulators';

// The use cases called directly, with injected dependencies, against the Firestore and Auth
// emulators. Each test file gets a project of its own, so no other file can see or change its
// data, whatever the order or parallelism; the project is wiped when the file ends.

export interface ServiceHarness extends Deps {
  projectId: string;
  /** The emulated SSLCommerz on this file's project, which `sslcommerz()` answers. */
  sslcommerzTwin: Twin;
  /** The emulated courier on this file's project; `courier()` answers none until `setCourier`. */
  courierTwin: CourierTwin;
  /** The courier shipping books with (the twin, or one that fails); undefined ships by hand. */
  setCourier: (courier: Courier | undefined) => void;
  /** Moves the injected clock; `now()` answers the same value until moved again. */
  setNow: (ms: number) => void;
}

/**
 * `orders` overrides the hold and the unpaid cap: files about stock contention place many orders
 * per customer and lift the cap, which has tests of its own (order-holds.test.ts).
 */
export function serviceHarness(name: string, orders: Partial<OrderConfig> = {}): ServiceHarness {
  const projectId = `demo-svc-${name}-${randomUUID().slice(0, 8)}`;
  const { db, auth, close } = adminFor(projectId);
  let clock = Date.UTC(2026, 10, 1, 12);
  const now = () => clock;
  const base = readConfig('');
  const config: Config = {
    ...base,
    payments: {
      ...base.payments,
      emulator: true,
      sslcommerz: readSslcommerzConfig({}, true, projectId),
      courier: readCourierConfig({}, true, projectId),
    },
    orders: { ...base.orders, ...orders },
  };
  afterAll(async () => {
    // Firestore first: terminating it waits until the emulator has ended every listen stream
    // a test closed. The emulator fails a commit (a reset is one) that notifies a stream whose
    // close it is handling at that moment, as when a file's last test stops its listeners.
    await db.terminate();
    await resetProject(projectId);
    await close();
  });
  // The fake clock decides when a request asks for changes: no listener races a test.
  const catalogue = new CatalogueSync(db, { now, ...defaultSyncOptions, follow: false });
  const sslcommerzTwin = emulatedSslcommerz(db, now, {
    ...sandboxStore,
    baseUrl: localSslcommerzConfig(config.payments).baseUrl,
  });
  const courierTwin = emulatedCourier(db, now);
  let courier: Courier | undefined;
  return {
    projectId,
    db,
    auth,
    config,
    now,
    gateway: () => emulatedGateway(db, now, projectId),
    sslcommerz: () => sslcommerzTwin,
    sslcommerzTwin,
    courier: () => courier,
    courierTwin,
    setCourier: (next) => void (courier = next),
    catalogue: () => catalogue.withReads(),
    setNow: (ms) => void (clock = ms),
  };
}

let customers = 0;

/** A caller as the API would build it from a verified token (no Auth account needed). */
export function makeCaller(overrides: Partial<Caller> = {}): Caller {
  customers += 1;
  const uid = `customer-${customers}-${randomUUID().slice(0, 6)}`;
  return {
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    name: `Customer ${customers}`,
    picture: undefined,
    via: 'idToken',
    ...overrides,
  };
}

/** A part written through the catalogue's write path (derived fields, counters), as the API does. */
export async function addPart(
  deps: Pick<Deps, 'db' | 'now'>,
  overrides: Partial<PartDoc> = {},
): Promise<string> {
  const id = `part-${randomUUID().slice(0, 12)}`;
  await addParts(deps, [{ id, doc: makePart({ name: `Part ${id}`, ...overrides }) }]);
  return id;
}

export async function stockOf({ db }: Pick<Deps, 'db'>, partId: string): Promise<number> {
  const snap = await db.doc(`${collections.parts}/${partId}`).get();
  return (snap.data() as PartDoc).availableQuanity;
}

/**
 * Runs `count` calls at once and sorts what each came to: a value, a refusal (ServiceError, by
 * code) or anything else (a failure the test reports).
 */
export async function burst<T>(count: number, call: (i: number) => Promise<T>) {
  const settled = await Promise.allSettled(Array.from({ length: count }, (_, i) => call(i)));
  const values: T[] = [];
  const refusals: ServiceError[] = [];
  const failures: unknown[] = [];
  for (const result of settled) {
    if (result.status === 'fulfilled') values.push(result.value);
    else if (result.reason instanceof ServiceError) refusals.push(result.reason);
    else failures.push(result.reason);
  }
  const codes = (code: ErrorCode) => refusals.filter((r) => r.code === code);
  return { values, refusals, failures, codes };
}

/**
 * What a burst may lose to contention, and nothing else: a transaction that lost every retry
 * (services/shared/transaction.ts `isContention`: ABORTED, or the emulator's "Transaction is invalid or
 * closed" for a waiting transaction it closed), as the store's clean 'aborted' refusal from
 * `runTransaction`, or raw from the emulated gateway, which runs its own. A webhook delivery
 * answers 500 to either, and Stripe delivers it again. Nothing of such an attempt was written.
 */
export function expectOnlyContention(result: { refusals: ServiceError[]; failures: unknown[] }) {
  for (const failure of result.failures) expect(isContention(failure), String(failure)).toBe(true);
  for (const refusal of result.refusals) expect(refusal.code).toBe('aborted');
}

/** An order as a customer sends it: `quanity` of a part, with the contact fields filled in. */
export const newOrder = (partId: string, quanity: number): NewOrder => ({
  partId,
  customerPhone: '01711000000',
  customerAddress: 'Dhaka',
  quanity,
});

/** A card the emulated gateway accepts. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** The part's hold figures as stored: units held by unpaid orders, and by new accounts. */
export async function holdsOf({ db }: Pick<Deps, 'db'>, partId: string) {
  const snap = await db.doc(`${collections.partHolds}/${partId}`).get();
  return { held: snap.get('held') ?? 0, heldByNew: snap.get('heldByNew') ?? 0 };
}

/** The owner pays the order as the payment page does: its intent, the card 4242, the confirm. */
export async function payByCard(deps: ServiceHarness, owner: Caller, id: string) {
  const intent = await createPaymentIntent(deps, owner, id);
  await confirmEmulatedIntent(deps.db, intent.clientSecret, GOOD_CARD, new Date(deps.now()));
  await confirmPaidByOwner(deps, owner, id, intent.id);
  return intent;
}

/**
 * The orders and payments files' shared steps, on one harness: an unpaid order of 3 of a new part
 * ($12.34, 50 in stock), an order's document, and a card confirmation that must succeed.
 */
export function orderSteps(deps: ServiceHarness) {
  return {
    async unpaidOrder(owner: Caller = makeCaller()) {
      const partId = await addPart(deps, {
        price: 12.34,
        minimumOrderQuanity: 1,
        availableQuanity: 50,
      });
      const id = await createOrder(deps, owner, newOrder(partId, 3));
      return { id, owner, partId };
    },
    orderDoc: async (id: string) =>
      (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc,
    /** Confirms an intent with GOOD_CARD at the harness's time; the payment must succeed. */
    async confirmCard(clientSecret: string) {
      const confirmed = await confirmEmulatedIntent(
        deps.db,
        clientSecret,
        GOOD_CARD,
        new Date(deps.now()),
      );
      expect(confirmed.kind).toBe('done');
    },
  };
}

/** Follows next to the end, then prev back to the start; answers the pages both ways. */
export async function walk(
  list: (cursor?: string) => Promise<ListPage<{ _id: string }>>,
): Promise<{ forward: string[][]; backward: string[][]; totals: number[] }> {
  const forward: string[][] = [];
  const totals: number[] = [];
  let page = await list();
  forward.push(page.items.map((p) => p._id));
  totals.push(page.total);
  expect(page.prev).toBeUndefined();
  while (page.next) {
    page = await list(page.next);
    forward.push(page.items.map((p) => p._id));
    totals.push(page.total);
    expect(forward.length).toBeLessThan(100);
  }
  const backward: string[][] = [page.items.map((p) => p._id)];
  while (page.prev) {
    page = await list(page.prev);
    backward.unshift(page.items.map((p) => p._id));
    expect(backward.length).toBeLessThan(100);
  }
  return { forward, backward, totals };
}
