// The API's search index at a catalogue's size, without Firestore: how long a cold instance
// takes to build it, the heap it holds, and how long searches, lists and facets take.
// `node --expose-gc --import tsx bench/search-index.ts 20000` (docs/search.md quotes it).
import type { Part, PartFilters, Specs } from '@cps/domain';
import { demoParts, scaleParts } from '@cps/fixtures';
import { CatalogueIndex } from '../functions/src/search/catalogue-index';
import { median } from './cold-start';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc to measure the heap.');
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

const count = Number(process.argv[2] ?? 20_000);
// Generated parts carry no specifications yet: each gets its category's demo part's.
const specsOf = new Map<string, Specs>();
for (const { doc } of demoParts)
  if (doc.category && doc.specs) specsOf.set(doc.category, doc.specs);

const empty = heap();
const parts: Part[] = scaleParts(count).map(({ id, doc }) => ({
  _id: id,
  ...doc,
  ...(specsOf.has(doc.category) && { specs: specsOf.get(doc.category) }),
}));
const withParts = heap();
const started = performance.now();
const index = new CatalogueIndex();
for (const part of parts) index.put(part);
const buildMs = performance.now() - started;
const built = heap();
console.log(
  `${count} parts: index built in ${Math.round(buildMs)} ms; heap ${mb(built - withParts)} MB for the index, ${mb(withParts - empty)} MB for the parts`,
);

/**
 * `run`'s median and longest time over 21 runs, each after a write (the index then forgets the
 * answers it remembers), and its median repeated with no write between.
 */
function time(label: string, run: () => unknown) {
  const runs = (afterWrite: boolean) =>
    Array.from({ length: 21 }, () => {
      if (afterWrite) index.put(parts[0]!);
      const at = performance.now();
      run();
      return performance.now() - at;
    });
  const fresh = runs(true);
  console.log(
    `${label.padEnd(36)} median ${median(fresh).toFixed(1)} ms, max ${Math.max(...fresh).toFixed(1)} ms, repeated ${median(runs(false)).toFixed(2)} ms`,
  );
}
const filters = (more: Partial<PartFilters>): PartFilters => ({ sort: 'relevance', ...more });
for (const q of ['rtx 4070', 'geforce 4070', 'samsnug', 'amd ryzen 7 7800', 'corsair', 'r']) {
  time(`search "${q}", 24`, () => index.search({ filters: filters({ q }), limit: 24 }));
  time(`suggest "${q}", 8`, () => index.search({ filters: filters({ q }), limit: 8 }));
}
time('list, newest first, 24', () => index.search({ filters: { sort: 'newest' }, limit: 24 }));
time('facets, no filter', () => index.facets(filters({})));
time('facets, processors', () => index.facets(filters({ category: 'processors' })));
time('facets, "rtx"', () => index.facets(filters({ q: 'rtx' })));
