import {
  collections,
  emptyOrderCounts,
  orderHoldLines,
  orderMailId,
  orderStatuses,
  type OrderCounts,
  type OrderDoc,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { readOrderCounts } from '../functions/src/services/orders/order-lists';
import { removeOrdersFrom } from '../tests/support/orders';
import { clearRateLimits } from '../tests/support/rate-limits';
import { signIn } from '../tests/support/emulators';
import {
  figuresOf,
  type Attempt,
  type OrderLoadFigures,
  type OrderLoadKind,
  type OrderPath,
} from './order-load-table';

// Sale-day orders through the real HTTP API (`npm run bench:orders`, and a part of `npm run
// bench`): fresh verified buyers, fresh parts of deep stock added by an admin through POST
// /part, then runs of buyers at once. Each run's buyers and parts are its own, so no run's
// unpaid cap, hold windows or rate limit touches another's. Everything it made is removed at
// the end through the write paths that keep the back office's counts right.

/** Units on the shelf of a part with stock for every buyer of every run. */
const DEEP_STOCK = 10_000;
/** A buyer that has no answer by then counts as a timeout (the function's own limit is 60 s). */
const REQUEST_TIMEOUT_MS = 120_000;
/** Auth accounts made at once. */
const ACCOUNT_CHUNK = 20;
const contact = { customerPhone: '01711000000', customerAddress: 'House 1, Road 2, Dhanmondi' };
/** A CPU, so that one part is a build too (a build needs a CPU and nothing else). */
const template = demoParts.find((part) => part.id === 'amd-ryzen-7-7800x3d')!.doc;

export interface OrderLoadSpec {
  name: string;
  kind: OrderLoadKind;
  path: OrderPath;
  buyers: number;
  parts: number;
  /** Units of each part; deep stock unless given. */
  stock?: number;
  /** One buyer after another instead of all at once. */
  serial?: boolean;
  /** The shards each part's stock is split over by the admin's switch; unsplit unless given. */
  shards?: number;
}

/** The shards a hot part is split over in the bench: 8, as docs/performance.md reasons. */
const HOT_SHARDS = 8;
/** How long a split part's `availableQuanity` may take to catch up with its shards. */
const SYNC_TIMEOUT_MS = 60_000;

/** The bench's runs, the one-at-a-time baseline first. */
export function orderLoadSpecs(): OrderLoadSpec[] {
  const hot = (buyers: number, path: OrderPath): OrderLoadSpec => ({
    name: `${buyers} buyers at once on one part split over ${HOT_SHARDS}`,
    kind: 'hot',
    path,
    buyers,
    parts: 1,
    shards: HOT_SHARDS,
  });
  return [
    {
      name: '10 orders one at a time',
      kind: 'baseline',
      path: '/orders',
      buyers: 10,
      parts: 1,
      serial: true,
    },
    {
      name: '10 buyers at once on 10 parts',
      kind: 'spread',
      path: '/orders',
      buyers: 10,
      parts: 10,
    },
    hot(10, '/orders'),
    hot(10, '/orders/checkout'),
    hot(10, '/orders/build'),
    hot(50, '/orders'),
    hot(50, '/orders/checkout'),
    hot(50, '/orders/build'),
    {
      // The same load on a part left whole: every buyer writes its one document.
      name: '50 buyers at once on one unsplit part',
      kind: 'crowd',
      path: '/orders',
      buyers: 50,
      parts: 1,
    },
    {
      name: '40 buyers at once on 17 parts',
      kind: 'crowd',
      path: '/orders',
      buyers: 40,
      parts: 17,
    },
    {
      name: '80 buyers at once on 17 parts',
      kind: 'crowd',
      path: '/orders',
      buyers: 80,
      parts: 17,
    },
    {
      name: '50 buyers at once for 20 units of one part',
      kind: 'scarce',
      path: '/orders',
      buyers: 50,
      parts: 1,
      stock: 20,
    },
    {
      name: `50 buyers at once for 20 units of one part split over ${HOT_SHARDS}`,
      kind: 'scarce',
      path: '/orders',
      buyers: 50,
      parts: 1,
      stock: 20,
      shards: HOT_SHARDS,
    },
  ];
}

interface Buyer {
  uid: string;
  token: string;
}

async function inChunks<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let from = 0; from < count; from += ACCOUNT_CHUNK) {
    const size = Math.min(ACCOUNT_CHUNK, count - from);
    out.push(...(await Promise.all(Array.from({ length: size }, (_, i) => make(from + i)))));
  }
  return out;
}

/** What one bench made, so that it can all be removed, and the workers it has started. */
class Made {
  readonly uids: string[] = [];
  readonly parts: string[] = [];
  readonly orders: string[] = [];
  /** The Functions emulator's workers seen by the warm-up (process ids). */
  readonly workers = new Set<number>();
}

async function account(auth: Auth, made: Made, tag: string, claims?: object): Promise<Buyer> {
  const email = `bench-${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-password';
  const user = await auth.createUser({
    email,
    password,
    displayName: 'Bench Buyer',
    emailVerified: true,
  });
  made.uids.push(user.uid);
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, token: await signIn(email, password) };
}

async function json(answer: Response): Promise<Record<string, unknown>> {
  const text = await answer.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/** The answer of one API request as JSON, refusing anything but `expected`. */
async function api(
  origin: string,
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  expected: number,
): Promise<Record<string, unknown>> {
  const answer = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const parsed = await json(answer);
  if (answer.status !== expected) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(parsed)}`);
  }
  return parsed;
}

/** A part like the demo CPU under a name of its own, added by the admin through POST /part. */
async function addPart(
  origin: string,
  adminToken: string,
  made: Made,
  stock: number,
): Promise<string> {
  const { name, description, price, img, category, brand, warranty, specs } = template;
  const created = await api(
    origin,
    'POST',
    '/part',
    adminToken,
    {
      name: `${name} bench ${randomUUID().slice(0, 8)}`,
      description,
      price,
      img,
      category,
      brand,
      warranty,
      specs,
      minimumOrderQuanity: 1,
      availableQuanity: stock,
    },
    201,
  );
  const id = String(created.insertedId);
  made.parts.push(id);
  return id;
}

/** The admin's switch (PUT /part/{id}/stockShards): the part's stock split over `shards`. */
async function splitPart(origin: string, adminToken: string, id: string, shards: number) {
  await api(origin, 'PUT', `/part/${id}/stockShards`, adminToken, { stockShards: shards }, 200);
}

/** A part's stock as readers see it (GET /part/{id}). */
async function stockOf(origin: string, id: string): Promise<number> {
  return Number(
    (await api(origin, 'GET', `/part/${id}`, undefined, undefined, 200)).availableQuanity,
  );
}

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

function orderBody(path: OrderPath, partId: string): unknown {
  switch (path) {
    case '/orders':
      return { partId, quanity: 1, ...contact };
    case '/orders/checkout':
      return {
        lines: [{ partId, quanity: 1 }],
        delivery: { method: 'home', district: 'Dhaka' },
        paymentMethod: 'card',
        ...contact,
      };
    case '/orders/build':
      return { parts: { cpu: partId }, ...contact };
  }
}

/** One buyer's order: the answer, timed from send to the last byte. */
async function place(
  origin: string,
  path: OrderPath,
  buyer: Buyer,
  partId: string,
): Promise<Attempt> {
  const started = performance.now();
  try {
    const answer = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(path, partId)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await json(answer);
    const ms = performance.now() - started;
    if (answer.status === 201) return { status: 201, ms, orderId: String(body.insertedId) };
    return { status: answer.status, ms, message: String(body.message ?? '') };
  } catch (error) {
    const ms = performance.now() - started;
    return { status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'error', ms };
  }
}

/** How long each warm-up request keeps its worker busy: the requests of a round overlap. */
const WARM_HOLD_MS = 1500;
/** Warm-up rounds at most, before a run measures anyway. */
const WARM_ROUNDS = 10;

/**
 * Rounds of `connections` requests at once that each keep a worker busy for WARM_HOLD_MS (the
 * emulator's POST /api/emulator/workers/hold, which answers its worker's process id), until one
 * round is served by as many workers as requests, all of them seen before: the Functions emulator
 * runs one request per worker process and starts a new one for a request that finds none idle,
 * and a run measures orders, not processes starting and connecting (a deployed function keeps
 * warm instances that take 80 requests each). The emulator hands a request to the first idle
 * worker, often an old one freed meanwhile, so a round that started workers may not show them:
 * only a round of `connections` distinct workers proves that many are there, and one of no new
 * worker that each has made its first Firestore call. A request that failed proves nothing.
 */
async function warmUp(origin: string, connections: number, seen: Set<number>): Promise<number> {
  const hold = `/emulator/workers/hold?ms=${WARM_HOLD_MS}`;
  for (let round = 1; ; round += 1) {
    // A worker that dies while it starts fails its request (the emulator answers 500 EPIPE):
    // that round is not warm, and the next one starts another.
    const answers = await Promise.allSettled(
      Array.from({ length: connections }, () =>
        api(origin, 'POST', hold, undefined, undefined, 200),
      ),
    );
    const pids = answers.flatMap((a) => (a.status === 'fulfilled' ? [Number(a.value.pid)] : []));
    const warm = new Set(pids).size === connections && pids.every((pid) => seen.has(pid));
    for (const pid of pids) seen.add(pid);
    if (warm || round === WARM_ROUNDS) return round;
  }
}

/** The machine's CPU time so far, busy and idle, over every core (ms). */
function cpuTimes(): { busy: number; idle: number } {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/**
 * The share of the machine's cores busy between two readings, whoever was busy: the emulators,
 * their workers and the bench itself share them.
 */
function busyShare(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>) {
  const busy = after.busy - before.busy;
  const total = busy + after.idle - before.idle;
  return total > 0 ? busy / total : 0;
}

/**
 * Reads stock as readers see it until it shows `expected` (a split part's figure is the sync
 * trigger's sum), at most SYNC_TIMEOUT_MS: the last figure read, and how long it took.
 */
async function readersSee(
  read: () => Promise<number>,
  expected: number,
): Promise<{ stock: number; ms: number }> {
  const started = performance.now();
  let stock = await read();
  while (stock !== expected && performance.now() - started < SYNC_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stock = await read();
  }
  return { stock, ms: Math.round(performance.now() - started) };
}

/** Units of `partIds` in the accepted orders, as stored (read by id: as many as were accepted). */
async function unitsInOrders(
  db: Firestore,
  orderIds: string[],
  partIds: ReadonlySet<string>,
): Promise<number> {
  if (!orderIds.length) return 0;
  const snaps = await db.getAll(...orderIds.map((id) => db.doc(`${collections.orders}/${id}`)));
  let units = 0;
  for (const snap of snaps) {
    if (!snap.exists) continue;
    for (const line of orderHoldLines(snap.data() as OrderDoc)) {
      if (partIds.has(line.partId)) units += line.quantity;
    }
  }
  return units;
}

async function runOne(
  origin: string,
  db: Firestore,
  auth: Auth,
  adminToken: string,
  made: Made,
  spec: OrderLoadSpec,
): Promise<OrderLoadFigures> {
  const stock = spec.stock ?? DEEP_STOCK;
  const connections = spec.serial ? 1 : spec.buyers;
  const [parts, warmPart, buyers, warmers] = await Promise.all([
    inChunks(spec.parts, () => addPart(origin, adminToken, made, stock)),
    addPart(origin, adminToken, made, DEEP_STOCK),
    inChunks(spec.buyers, () => account(auth, made, 'buyer')),
    inChunks(connections, () => account(auth, made, 'warm-up')),
  ]);
  if (spec.shards) {
    await Promise.all(
      [...parts, warmPart].map((id) => splitPart(origin, adminToken, id, spec.shards!)),
    );
  }
  const stockBefore = sumOf(await Promise.all(parts.map((id) => stockOf(origin, id))));
  const rounds = await warmUp(origin, connections, made.workers);
  // Then one order of each warm-up buyer at once, through the run's path on a part of its own
  // (split as the run's are): each worker runs the placement's code once before the clock starts,
  // as a deployed instance has before its 80 requests. They are not counted.
  const warmed = await Promise.all(warmers.map((b) => place(origin, spec.path, b, warmPart)));
  const warmIds = warmed.flatMap((a) => (a.orderId ? [a.orderId] : []));
  made.orders.push(...warmIds);
  const warmFailed = warmed.filter((a) => a.status !== 201).length;
  if (spec.shards) {
    // The warm-up's orders set off a sync of the warm part for each shard they wrote: those runs
    // end before the clock starts, or the run would measure them with its own.
    const warmUnits = await unitsInOrders(db, warmIds, new Set([warmPart]));
    await readersSee(() => stockOf(origin, warmPart), DEEP_STOCK - warmUnits);
  }
  console.log(
    `  (${spec.name}: ${rounds} warm-up round${rounds === 1 ? '' : 's'}, ` +
      `${warmed.length - warmFailed}/${warmed.length} warm-up orders placed)`,
  );
  const cpuBefore = cpuTimes();
  const started = performance.now();
  let attempts: Attempt[];
  if (spec.serial) {
    attempts = [];
    for (const [i, buyer] of buyers.entries()) {
      attempts.push(await place(origin, spec.path, buyer, parts[i % parts.length]!));
    }
  } else {
    attempts = await Promise.all(
      buyers.map((buyer, i) => place(origin, spec.path, buyer, parts[i % parts.length]!)),
    );
  }
  const wallMs = performance.now() - started;
  const cpuBusy = busyShare(cpuBefore, cpuTimes());
  const orderIds = attempts.flatMap((a) => (a.orderId ? [a.orderId] : []));
  made.orders.push(...orderIds);
  const units = await unitsInOrders(db, orderIds, new Set(parts));
  // A split part's stock reaches readers when the sync trigger has summed its shards: wait for
  // the figure the orders leave, and say how long it took.
  const readStock = () => Promise.all(parts.map((id) => stockOf(origin, id))).then(sumOf);
  let stockAfter: number;
  let syncMs: number | undefined;
  if (spec.shards) {
    ({ stock: stockAfter, ms: syncMs } = await readersSee(readStock, stockBefore - units));
  } else {
    stockAfter = await readStock();
  }
  return figuresOf({
    name: spec.name,
    kind: spec.kind,
    path: spec.path,
    buyers: spec.buyers,
    parts: spec.parts,
    wallMs,
    attempts,
    stockBefore,
    stockAfter,
    unitsInOrders: units,
    cpuBusy,
    ...(syncMs !== undefined && { syncMs }),
  });
}

/** Removes the bench's orders (with their counts and mail), parts and accounts. */
async function cleanUp(
  origin: string,
  db: Firestore,
  auth: Auth,
  adminToken: string,
  made: Made,
): Promise<void> {
  await removeOrdersFrom(db, made.orders);
  const writes = db.bulkWriter();
  for (const id of made.orders)
    void writes.delete(db.doc(`${collections.mail}/${orderMailId(id, 'placed')}`));
  for (const uid of made.uids) void writes.delete(db.doc(`${collections.orderLocks}/${uid}`));
  await writes.close();
  // Through the catalogue's write path (DELETE /part), so the catalogue's counters stay right.
  for (const id of made.parts)
    await api(origin, 'DELETE', `/part/${id}`, adminToken, undefined, 200);
  await clearRateLimits(db, made.uids);
  // The Auth API deletes at most 1,000 accounts a call.
  for (let i = 0; i < made.uids.length; i += 1000) {
    await auth.deleteUsers(made.uids.slice(i, i + 1000));
  }
}

/**
 * Runs every spec (the one-at-a-time baseline first), logging each as it ends, then removes
 * what it made, whatever happened.
 */
export async function runOrderLoad(
  origin: string,
  db: Firestore,
  auth: Auth,
  specs: readonly OrderLoadSpec[] = orderLoadSpecs(),
): Promise<{ runs: OrderLoadFigures[]; countsOff: Partial<OrderCounts> }> {
  const made = new Made();
  // The claim is set before the sign-in, so the token carries it.
  const { token: adminToken } = await account(auth, made, 'admin', { admin: true });
  const figures: OrderLoadFigures[] = [];
  let countsOff: Partial<OrderCounts> = {};
  try {
    // Runs of the small loads first, measured by nobody: the Firestore emulator's JIT compiles
    // its query and commit paths as they are first used, and in a profile of the bench (JFR) its
    // compiler threads took several times the CPU of its request threads during the first runs.
    // A deployed store's Firestore is no JVM warming up.
    for (const spec of specs.filter((s) => !s.serial && s.buyers <= 10)) {
      await runOne(origin, db, auth, adminToken, made, { ...spec, name: `warm-up: ${spec.name}` });
    }
    for (const spec of specs) {
      const run = await runOne(origin, db, auth, adminToken, made, spec);
      console.log(
        `  ${run.name} (POST ${run.path}): ${run.accepted}/${run.buyers} in ${(run.wallMs / 1000).toFixed(1)} s, ` +
          `p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms, refused ${JSON.stringify(run.refusals)}`,
      );
      figures.push(run);
    }
    // With every order of the bench still there: the back office's counts against a recount.
    countsOff = await orderCountsOff(db);
  } finally {
    await cleanUp(origin, db, auth, adminToken, made);
  }
  return { runs: figures, countsOff };
}

/**
 * How the back office's order counts (the orderStats shards, read as its lists read them) differ
 * from a recount of the orders by status (one count() aggregation a status): nothing, when every
 * order write moved them.
 */
export async function orderCountsOff(db: Firestore): Promise<Partial<OrderCounts>> {
  const orders = db.collection(collections.orders);
  const [stored, ...counted] = await Promise.all([
    readOrderCounts(db),
    ...orderStatuses.map((status) => orders.where('status', '==', status).count().get()),
  ]);
  const recount = emptyOrderCounts();
  orderStatuses.forEach((status, i) => {
    recount[status] = counted[i]!.data().count;
    recount.total += recount[status];
  });
  return Object.fromEntries(
    (Object.keys(recount) as (keyof OrderCounts)[])
      .map((key) => [key, stored[key] - recount[key]] as const)
      .filter(([, off]) => off !== 0),
  );
}
