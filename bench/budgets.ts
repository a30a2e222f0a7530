// The budgets of `npm run bench` and the table it prints. Pure: figures in, rows out.

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface ApiFigures {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
}

export interface BenchResults {
  lighthouse: Record<string, PageScores>;
  initialJsGzip: number;
  homeJsGzip: number;
  largestChunk: { file: string; gzip: number };
  /** Pages other than the payment page that requested Stripe's script. */
  stripeRequestedOn: string[];
  /** The payment page requested it (shows that the check can see it at all). */
  stripeOnPaymentPage: boolean;
  homeReads: { read: number; shown: number };
  coldStartMs: number;
  api: ApiFigures[];
}

export interface Row {
  metric: string;
  value: string;
  budget: string;
  /** undefined: measured, no budget. */
  ok?: boolean;
}

const KB = 1000;
export const budgets = {
  score: 95,
  cls: 0.02,
  tbtMs: 150,
  initialJsGzip: 170 * KB,
  homeJsGzip: 320 * KB,
} as const;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function rows(results: BenchResults): Row[] {
  const out: Row[] = [];
  for (const [page, s] of Object.entries(results.lighthouse)) {
    const at = `Lighthouse mobile ${page}`;
    for (const [name, value] of [
      ['Performance', s.performance],
      ['Accessibility', s.accessibility],
      ['Best Practices', s.bestPractices],
      ['SEO', s.seo],
    ] as const) {
      out.push({
        metric: `${at} ${name}`,
        value: String(value),
        budget: `≥ ${budgets.score}`,
        ok: value >= budgets.score,
      });
    }
    out.push({ metric: `${at} LCP`, value: `${Math.round(s.lcpMs)} ms`, budget: '' });
    out.push({
      metric: `${at} TBT`,
      value: `${Math.round(s.tbtMs)} ms`,
      budget: `≤ ${budgets.tbtMs} ms`,
      ok: s.tbtMs <= budgets.tbtMs,
    });
    out.push({
      metric: `${at} CLS`,
      value: s.cls.toFixed(3),
      budget: `≤ ${budgets.cls}`,
      ok: s.cls <= budgets.cls,
    });
  }
  out.push(
    {
      metric: 'Home initial JS (gzip)',
      value: kb(results.initialJsGzip),
      budget: `≤ ${kb(budgets.initialJsGzip)}`,
      ok: results.initialJsGzip <= budgets.initialJsGzip,
    },
    {
      metric: 'Home, all JS requested (gzip)',
      value: kb(results.homeJsGzip),
      budget: `≤ ${kb(budgets.homeJsGzip)}`,
      ok: results.homeJsGzip <= budgets.homeJsGzip,
    },
    {
      metric: 'Largest chunk (gzip)',
      value: `${kb(results.largestChunk.gzip)} ${results.largestChunk.file}`,
      budget: '',
    },
    {
      metric: 'Stripe script outside /payment',
      value: results.stripeRequestedOn.length ? results.stripeRequestedOn.join(', ') : 'none',
      budget: 'none',
      ok: results.stripeRequestedOn.length === 0 && results.stripeOnPaymentPage,
    },
    {
      metric: 'Stripe script on /payment (control)',
      value: results.stripeOnPaymentPage ? 'requested' : 'not requested',
      budget: '',
    },
    {
      metric: 'Firestore documents read by one Home view',
      value: `${results.homeReads.read} (shows ${results.homeReads.shown})`,
      budget: '≤ shown',
      // None read means the count saw nothing (Home's parts and reviews are live reads).
      ok: results.homeReads.read > 0 && results.homeReads.read <= results.homeReads.shown,
    },
    {
      metric: 'Functions module load, fresh Node (median of 5)',
      value: `${Math.round(results.coldStartMs)} ms`,
      budget: '',
    },
  );
  for (const api of results.api) {
    const statuses = Object.entries(api.statuses)
      .map(([code, n]) => `${n}×${code}`)
      .join(' ');
    out.push({
      metric: `API ${api.name}`,
      value: `${api.requestsPerSecond.toFixed(1)} req/s, p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms (${statuses})`,
      budget: '',
    });
  }
  return out;
}

export const missed = (table: Row[]) => table.filter((row) => row.ok === false);

export function formatTable(table: Row[]): string {
  const header: [string, string, string, string] = ['Metric', 'Value', 'Budget', ''];
  const lines = table.map((r): [string, string, string, string] => [
    r.metric,
    r.value,
    r.budget,
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...lines.map(line)].join('\n');
}
