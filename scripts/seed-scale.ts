// `npm run seed:scale -- 20000`: adds that many generated parts (packages/fixtures/src/scale/,
// each with its category's specifications) to the RUNNING local stack (`npm start` or `npm run
// dev`), through the server's own write path (addParts: the derived fields and the stats/parts
// counters in the same batch).
// `-- --users N` adds N generated customers (Auth accounts without passwords and their `users`
// documents), `-- --orders N` N generated orders through addOrders (status, history, the
// orderStats counters; unpaid ones hold stock), spread over the generated customers (or the demo
// customer when there are none) and the parts in the store; all three combine. Idempotent: fixed
// ids (scale-000001, scale-user-000001, scale-order-000001...), so a second run adds nothing and a
// larger count only the ones beyond. Emulators only.
import { collections, type PartDoc } from '@cps/domain';
import {
  demoAccounts,
  demoParts,
  scaleId,
  scaleOrders,
  scaleParts,
  scaleUsers,
  type OrderablePart,
  type ScaleCustomer,
} from '@cps/fixtures';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readOrderConfig } from '../functions/src/config';
import {
  addParts,
  getCatalogueStats,
  partsPerBatch,
} from '../functions/src/services/catalogue/catalogue';
import { addOrders, ordersPerBatch } from './seed-orders';

export interface ScaleSeedProgress {
  done: number;
  count: number;
  created: number;
  skipped: number;
  ms: number;
}

/** Parts written per step: the batches addParts commits at once, so progress costs no speed. */
const partsPerStep = partsPerBatch * 4;

/**
 * Writes scale parts 1..count through addParts, a step at a time. Returns how many were created
 * and how many already existed, and how long it took.
 */
export async function seedScaleParts(
  db: Firestore,
  count: number,
  onProgress: (progress: ScaleSeedProgress) => void = () => {},
): Promise<{ created: number; skipped: number; ms: number }> {
  const started = performance.now();
  let created = 0;
  let skipped = 0;
  for (let from = 1; from <= count; from += partsPerStep) {
    const step = scaleParts(Math.min(partsPerStep, count - from + 1), undefined, from);
    const result = await addParts({ db, now: Date.now }, step);
    created += result.created;
    skipped += result.skipped;
    const done = from - 1 + step.length;
    onProgress({ done, count, created, skipped, ms: performance.now() - started });
  }
  return { created, skipped, ms: performance.now() - started };
}

// ---- Customers -----------------------------------------------------------------------------------

/** Accounts per Auth import call (its limit) and per step. */
const usersPerStep = 1000;
/** uids per Auth lookup (getUsers' limit). */
const usersPerLookup = 100;
const writesPerBatch = 500;

/**
 * Creates generated users 1..count: Auth accounts (importUsers, no passwords: nobody signs in as
 * them) and their `users` documents {email, displayName, createdAt}. Accounts and documents that
 * exist already are left as they are, each on its own, so a run that stopped half-way completes.
 */
export async function seedScaleUsers(
  db: Firestore,
  auth: Auth,
  count: number,
  onProgress: (progress: ScaleSeedProgress) => void = () => {},
  now = Date.now(),
): Promise<{ created: number; skipped: number; ms: number }> {
  const started = performance.now();
  let created = 0;
  let skipped = 0;
  const usersRef = db.collection(collections.users);
  for (let from = 1; from <= count; from += usersPerStep) {
    const step = scaleUsers(Math.min(usersPerStep, count - from + 1), from, { now });
    const lookups: Promise<Set<string>>[] = [];
    for (let i = 0; i < step.length; i += usersPerLookup) {
      const uids = step.slice(i, i + usersPerLookup).map((u) => ({ uid: u.uid }));
      lookups.push(auth.getUsers(uids).then((r) => new Set(r.users.map((u) => u.uid))));
    }
    const [inAuth, docs] = await Promise.all([
      Promise.all(lookups).then((sets) => new Set(sets.flatMap((set) => [...set]))),
      db.getAll(...step.map((u) => usersRef.doc(u.uid)), { fieldMask: [] }),
    ]);
    const accounts = step.filter((u) => !inAuth.has(u.uid));
    if (accounts.length) {
      const result = await auth.importUsers(
        accounts.map((u) => ({
          uid: u.uid,
          email: u.email,
          displayName: u.displayName,
          emailVerified: true,
          metadata: { creationTime: new Date(u.createdAt).toUTCString() },
        })),
      );
      if (result.failureCount) {
        const first = result.errors[0]!;
        throw new Error(
          `${result.failureCount} accounts could not be imported; ${accounts[first.index]!.email}: ${first.error.message}`,
        );
      }
    }
    const missing = step.filter((_, i) => !docs[i]!.exists);
    const commits: Promise<unknown>[] = [];
    for (let i = 0; i < missing.length; i += writesPerBatch) {
      const batch = db.batch();
      for (const u of missing.slice(i, i + writesPerBatch)) {
        batch.create(usersRef.doc(u.uid), {
          email: u.email,
          displayName: u.displayName,
          createdAt: u.createdAt,
        });
      }
      commits.push(batch.commit());
    }
    await Promise.all(commits);
    // A user is new when either half of it was missing.
    const fresh = step.filter((u, i) => !inAuth.has(u.uid) || !docs[i]!.exists).length;
    created += fresh;
    skipped += step.length - fresh;
    const done = from - 1 + step.length;
    onProgress({ done, count, created, skipped, ms: performance.now() - started });
  }
  return { created, skipped, ms: performance.now() - started };
}

/** How many generated users the store has (they are numbered from 1, so 1..that many). */
export async function countScaleUsers(db: Firestore): Promise<number> {
  const snap = await db
    .collection(collections.users)
    .where(FieldPath.documentId(), '>=', 'scale-user-')
    .where(FieldPath.documentId(), '<', 'scale-user.')
    .count()
    .get();
  return snap.data().count;
}

/** The customers of generated orders: the generated users, or the demo customer without any. */
export async function scaleCustomers(db: Firestore): Promise<ScaleCustomer[]> {
  const users = await countScaleUsers(db);
  // Only uid, email and name are used, and those do not depend on `now`.
  if (users) return scaleUsers(users, 1, { now: 0 });
  const { uid, email, displayName } = demoAccounts.customer;
  return [{ uid, email, displayName }];
}

// ---- Orders ----------------------------------------------------------------------------------------

/** The most generated parts that orders are spread over. */
const orderedScaleParts = 20_000;
const partFields = ['name', 'price', 'img', 'minimumOrderQuanity', 'availableQuanity', 'category'];

/**
 * The parts orders can be for, as stored (their current price and stock): the demo parts and
 * the generated ones that exist (the counters say how many parts there are; ids are checked).
 */
export async function orderableParts(db: Firestore): Promise<OrderablePart[]> {
  const stats = await getCatalogueStats(db);
  const generated = Math.min(orderedScaleParts, stats?.total ?? 0);
  const ids = [
    ...demoParts.map((p) => p.id),
    ...Array.from({ length: generated }, (_, i) => scaleId(i + 1)),
  ];
  const parts = db.collection(collections.parts);
  const found: OrderablePart[] = [];
  const reads: Promise<void>[] = [];
  for (let i = 0; i < ids.length; i += writesPerBatch) {
    const refs = ids.slice(i, i + writesPerBatch).map((id) => parts.doc(id));
    reads.push(
      db.getAll(...refs, { fieldMask: partFields }).then((snaps) => {
        for (const snap of snaps) {
          if (snap.exists) found.push({ id: snap.id, doc: snap.data() as PartDoc });
        }
      }),
    );
  }
  await Promise.all(reads);
  // In id order, whatever order the reads came back in: the same store gives the same orders.
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Batches of orders written at once, and per step. */
const orderBatchesAtOnce = 4;
const ordersPerStep = ordersPerBatch * orderBatchesAtOnce * 2;

/**
 * Writes generated orders 1..count through addOrders, several batches at once. Returns how many
 * were created and how many already existed (or could not hold their stock), and how long it took.
 */
export async function seedScaleOrders(
  db: Firestore,
  count: number,
  {
    customers,
    parts,
    holdSeconds = readOrderConfig(Number(process.env.ORDER_HOLD_SECONDS), 3).holdSeconds,
    now = Date.now(),
  }: {
    customers: readonly ScaleCustomer[];
    parts: readonly OrderablePart[];
    holdSeconds?: number;
    now?: number;
  },
  onProgress: (progress: ScaleSeedProgress) => void = () => {},
): Promise<{ created: number; skipped: number; ms: number }> {
  if (!parts.length) throw new Error('No parts to order: seed the demo store first.');
  const started = performance.now();
  let created = 0;
  let skipped = 0;
  for (let from = 1; from <= count; from += ordersPerStep) {
    const step = scaleOrders(Math.min(ordersPerStep, count - from + 1), from, customers, parts, {
      now,
      holdSeconds,
    });
    const chunks: (typeof step)[] = [];
    const size = Math.ceil(step.length / orderBatchesAtOnce);
    for (let i = 0; i < step.length; i += size) chunks.push(step.slice(i, i + size));
    const results = await Promise.all(
      chunks.map((chunk) => addOrders({ db, now: Date.now }, chunk, holdSeconds)),
    );
    for (const result of results) {
      created += result.created;
      skipped += result.skipped;
    }
    const done = from - 1 + step.length;
    onProgress({ done, count, created, skipped, ms: performance.now() - started });
  }
  return { created, skipped, ms: performance.now() - started };
}

const usage =
  'Usage: npm run seed:scale -- [number of parts] [--users N] [--orders N]  (each 1 to 999999)';

/** The command line: parts (a number), --users N, --orders N; at least one of them. */
export function parseSeedArgs(
  args: string[],
): { parts?: number; users?: number; orders?: number } | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { users: { type: 'string' }, orders: { type: 'string' } },
    });
  } catch {
    return undefined;
  }
  const { positionals, values } = parsed;
  const count = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    return Number.isInteger(n) && n >= 1 && n <= 999_999 && /^\d+$/.test(text) ? n : Number.NaN;
  };
  const counts = {
    parts: count(positionals[0]),
    users: count(values.users),
    orders: count(values.orders),
  };
  if (positionals.length > 1 || Object.values(counts).some(Number.isNaN)) return undefined;
  if (Object.values(counts).every((n) => n === undefined)) return undefined;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== undefined));
}

async function main() {
  const counts = parseSeedArgs(process.argv.slice(2));
  if (!counts) {
    console.error(usage);
    process.exit(2);
  }

  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-computer-parts';
  if (!projectId.startsWith('demo-')) {
    console.error(`Refusing to seed ${projectId}: generated data is for the local emulators only.`);
    process.exit(1);
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    console.error(
      `No Firestore emulator at ${host}: start the local stack first (npm start or npm run dev).`,
    );
    process.exit(1);
  }

  const app = initializeApp({ projectId });
  const db = getFirestore(app);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const progress = (p: ScaleSeedProgress) =>
    console.log(
      `  ${fmt(p.done)} / ${fmt(p.count)}  (${fmt(p.created)} new, ${fmt(p.skipped)} already there)  ${(p.ms / 1000).toFixed(1)} s`,
    );

  if (counts.parts) {
    console.log(`Adding ${fmt(counts.parts)} generated parts to ${projectId}...`);
    const result = await seedScaleParts(db, counts.parts, progress);
    const stats = await getCatalogueStats(db);
    console.log(
      `Done in ${(result.ms / 1000).toFixed(1)} s: ${fmt(result.created)} parts added, ${fmt(result.skipped)} already there.` +
        (stats
          ? ` The catalogue counts ${fmt(stats.total)} parts, ${fmt(stats.inStock)} in stock.`
          : ''),
    );
  }
  if (counts.users) {
    console.log(`Adding ${fmt(counts.users)} generated customers to ${projectId}...`);
    const result = await seedScaleUsers(db, getAuth(app), counts.users, progress);
    console.log(
      `Done in ${(result.ms / 1000).toFixed(1)} s: ${fmt(result.created)} customers added, ${fmt(result.skipped)} already there.`,
    );
  }
  if (counts.orders) {
    const [customers, parts] = await Promise.all([scaleCustomers(db), orderableParts(db)]);
    console.log(
      `Adding ${fmt(counts.orders)} generated orders to ${projectId} ` +
        `(${fmt(customers.length)} customers, ${fmt(parts.length)} parts)...`,
    );
    const result = await seedScaleOrders(db, counts.orders, { customers, parts }, progress);
    console.log(
      `Done in ${(result.ms / 1000).toFixed(1)} s: ${fmt(result.created)} orders added, ${fmt(result.skipped)} already there.`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
