// `npx tsx bench/import.ts [rows] [tag]` against a running local stack (`npm start`): builds a CSV of
// generated parts (20,000 by default) and imports it as the Import Parts page does, 1,000 rows a
// chunk, all checked first, then written; prints the seconds and rows per second. The budget:
// 20,000 rows within 3 minutes. The parts it creates stay (names tagged `[import-…]`).
import { demoAccounts } from '@cps/fixtures';
import { hosts, signIn } from '../tests/support/emulators';
import { benchCsv, importThroughApi, timeImport } from './import-csv';

const rows = Number(process.argv[2] ?? 20_000);
// A tag given again imports the same names: every row then updates the part it made before.
const tag = process.argv[3] ?? `import-${Date.now().toString(36)}`;
const BUDGET_SECONDS = 180;

const token = await signIn(demoAccounts.admin.email, demoAccounts.admin.password);
const send = importThroughApi(hosts.app, token);

const csv = benchCsv(rows, tag);
console.log(`${rows.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB of CSV`);
let shown = '';
const timing = await timeImport(csv, send, ({ phase, done, total }) => {
  const line = `${phase} ${done}/${total}`;
  if (done % 5000 === 0 || done === total) {
    if (line !== shown) console.log(`  ${line}`);
    shown = line;
  }
});
if (timing.outcome.kind !== 'done') {
  console.error(JSON.stringify(timing.outcome, null, 2).slice(0, 2000));
  process.exit(1);
}
console.log(
  `check ${timing.checkSeconds} s, import ${timing.importSeconds} s, total ${timing.totalSeconds} s: ` +
    `${timing.rowsPerSecond} rows/s; created ${timing.outcome.created}, updated ${timing.outcome.updated}`,
);
console.log(
  timing.totalSeconds <= BUDGET_SECONDS
    ? `within the ${BUDGET_SECONDS} s budget`
    : `OVER the ${BUDGET_SECONDS} s budget`,
);
process.exit(timing.totalSeconds <= BUDGET_SECONDS ? 0 : 1);
