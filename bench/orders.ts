// `npm run bench:orders` runs this inside `firebase emulators:exec` (scripts/bench-orders.mjs),
// against the bundled functions: sale-day orders only (bench/order-load.ts). Prints one table,
// writes .bench/orders.json, and exits non-zero when a budget is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { adminFor, DEMO_PROJECT, hosts } from '../tests/support/emulators';
import { formatTable, missed } from './budgets';
import { measureOneDocument, type OneDocumentFigures } from './one-document';
import { runOrderLoad } from './order-load';
import { orderCountsRow, orderLoadRows } from './order-load-table';

const outDir = new URL('../.bench/', import.meta.url).pathname;
const admin = adminFor(DEMO_PROJECT);
console.log('\n▶ Writers of one document at once (Firestore emulator alone)');
const oneDocument: OneDocumentFigures[] = [];
for (const writers of [20, 50]) {
  const run = await measureOneDocument(admin.db, writers);
  console.log(
    `  ${writers}: one after another ${run.serialMs} ms; at once in transactions ${run.transactionsMs} ms (${run.transactionsRefused} refused), ` +
      `guarded ${run.guardedMs} ms, guarded over 16 documents ${run.guardedOver16Ms} ms`,
  );
  oneDocument.push(run);
}
console.log('\n▶ Sale-day orders through the API');
const { runs, countsOff } = await runOrderLoad(hosts.app, admin.db, admin.auth);
await admin.close();
const table = [...orderLoadRows(runs), orderCountsRow(countsOff)];
mkdirSync(outDir, { recursive: true });
writeFileSync(
  `${outDir}orders.json`,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      oneDocument,
      runs,
      countsOff,
      table,
    },
    null,
    2,
  )}\n`,
);
console.log(`\n${formatTable(table)}\n`);
console.log('Written to .bench/orders.json');
const failed = missed(table);
if (failed.length) {
  console.error(`${failed.length} budget(s) missed: ${failed.map((row) => row.metric).join('; ')}`);
  process.exit(1);
}
