// What a Lighthouse score is made of, for one run of one page of the running local stack
// (`npm start`): `npx tsx bench/lighthouse-path.ts /parts`. Lighthouse does not measure the mobile
// metrics; its simulation (Lantern) replays the page's requests and tasks on a slow phone. It
// prints the simulated largest paint's graph (every request that ended before the observed
// largest paint counts, with what it waited for) and the tasks the simulated blocking time adds.

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { launchChromium, lighthouseRun } from './lighthouse';

interface SimulatedNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request: { url: string; priority: string; transferSize: number };
  childEvents: { name: string; dur?: number }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: { startTime: number };
}
type Computed = { request(data: unknown, context: unknown): Promise<LanternResult> };

const [page = '/parts', origin = 'http://127.0.0.1:5000'] = process.argv.slice(2);

const chrome = await launchChromium();
const { lhr, artifacts } = await lighthouseRun(chrome.port, `${origin}${page}`).finally(() =>
  chrome.kill(),
);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const context = { computedCache: new Map(), settings: lhr.configSettings };

const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
console.log(
  `${page}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
    `FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, ` +
    `TBT ${metric('total-blocking-time')} ms, SI ${metric('speed-index')} ms`,
);

const ms = (n: number) => String(Math.round(n)).padStart(6);
/** A task's longest events, which say what it was doing. */
const doing = (node: SimulatedNode) =>
  [...node.childEvents]
    .filter((event) => event.dur)
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 3)
    .map((event) => `${event.name} ${Math.round(event.dur! / 1000)} ms`)
    .join(', ');

function show(
  title: string,
  result: LanternResult,
  keep: (node: SimulatedNode, ms: number) => boolean,
) {
  const estimate = result.optimisticEstimate;
  const start = result.optimisticGraph.startTime;
  console.log(
    `\n${title}: ${Math.round(estimate.timeInMs)} ms (simulated start, end; observed start)`,
  );
  const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, at] of rows) {
    if (!keep(node, at.endTime - at.startTime)) continue;
    const observed = `@${Math.round((node.startTime - start) / 1000)}`.padEnd(6);
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.priority} ${node.request.transferSize} B`
        : `task: ${doing(node)}`;
    console.log(`${ms(at.startTime)} ${ms(at.endTime)}  ${observed} ${what}`);
  }
}

const lcp = await (LanternLargestContentfulPaint as unknown as Computed).request(data, context);
show('Largest paint, optimistic graph', lcp, () => true);
const tbt = await (LanternTotalBlockingTime as unknown as Computed).request(data, context);
// Only tasks over 50 ms (simulated) block; each adds its time past 50 ms.
show('Long tasks (blocking time)', tbt, (node, took) => node.type === 'cpu' && took > 50);
