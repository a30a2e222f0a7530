// `npm run seed:scale -- 20000`: adds that many generated parts (packages/fixtures/src/scale.ts)
// to the RUNNING local stack (`npm start` or `npm run dev`), through the server's own write path
// (addParts: derived search tokens and stock flag, the stats/parts counters in the same batch).
// Idempotent: the parts have fixed ids (scale-000001...), so a second run adds nothing and a
// larger count adds only the parts beyond the ones already there. Emulators only.
import { scaleParts } from '@cps/fixtures';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { addParts, getCatalogueStats, partsPerBatch } from '../functions/src/services/catalogue';

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

const usage = 'Usage: npm run seed:scale -- <number of parts, 1 to 999999>';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const count = Number(positionals[0]);
  if (positionals.length !== 1 || !Number.isInteger(count) || count < 1 || count > 999_999) {
    console.error(usage);
    process.exit(2);
  }

  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-computer-parts';
  if (!projectId.startsWith('demo-')) {
    console.error(
      `Refusing to seed ${projectId}: generated parts are for the local emulators only.`,
    );
    process.exit(1);
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    console.error(
      `No Firestore emulator at ${host}: start the local stack first (npm start or npm run dev).`,
    );
    process.exit(1);
  }

  const db = getFirestore(initializeApp({ projectId }));
  console.log(`Adding ${count.toLocaleString('en-US')} generated parts to ${projectId}...`);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const result = await seedScaleParts(db, count, (p) => {
    console.log(
      `  ${fmt(p.done)} / ${fmt(p.count)}  (${fmt(p.created)} new, ${fmt(p.skipped)} already there)  ${(p.ms / 1000).toFixed(1)} s`,
    );
  });
  const stats = await getCatalogueStats(db);
  console.log(
    `Done in ${(result.ms / 1000).toFixed(1)} s: ${fmt(result.created)} parts added, ${fmt(result.skipped)} already there.` +
      (stats
        ? ` The catalogue counts ${fmt(stats.total)} parts, ${fmt(stats.inStock)} in stock.`
        : ''),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
