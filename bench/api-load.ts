import autocannon from 'autocannon';
import { readsHeader } from '../functions/src/api/handlers/catalogue';
import type { ApiFigures } from './budgets';

export interface LoadSpec {
  name: string;
  url: string;
  /** Paths requested in turn on the url's origin (e.g. several searches); else the url's own. */
  paths?: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Bounded: at most this many requests ... */
  amount: number;
  /** ... and at most this many seconds. */
  maxSeconds: number;
  /** A request not answered within this many seconds counts as an error (default 30). */
  timeoutSeconds?: number;
}

/** The p-th percentile (0-100) of some values, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/**
 * Requests/s and latency percentiles of one endpoint on loopback (autocannon). The percentiles
 * come from every response's own time (autocannon's histogram has no p95).
 */
export async function load(spec: LoadSpec): Promise<ApiFigures> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        headers: spec.headers,
        body: spec.body,
        connections: spec.connections,
        amount: spec.amount,
        duration: spec.maxSeconds,
        timeout: spec.timeoutSeconds ?? 30,
        ...(spec.paths && {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: spec.paths![turn++ % spec.paths!.length]!,
              }),
            },
          ],
        }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      latencies.push(responseTime);
    });
  });
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  // Requests that got no answer count too: as timeouts, or as errors (refused, reset).
  if (result.timeouts) statuses.timeout = result.timeouts;
  if (result.errors > result.timeouts) statuses.error = result.errors - result.timeouts;
  return {
    name: spec.name,
    requests,
    requestsPerSecond: requests / Math.max(result.duration, 0.001),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    p99Ms: Math.round(percentile(latencies, 99)),
    statuses,
  };
}

/**
 * The Firestore reads that search and facet requests billed, one request at a time on a warm
 * instance: each answer says in `readsHeader` how many reads the catalogue index's refresh
 * made while serving it. A missing header fails the run rather than counting as none.
 */
export async function sampleSearchReads(
  origin: string,
  paths: readonly string[],
  requests: number,
): Promise<{ requests: number; reads: number }> {
  let reads = 0;
  for (let i = 0; i < requests; i++) {
    const path = paths[i % paths.length]!;
    const answer = await fetch(`${origin}${path}`);
    await answer.arrayBuffer();
    const header = answer.headers.get(readsHeader);
    if (!answer.ok || header === null || !/^\d+$/.test(header)) {
      throw new Error(`${path} answered ${answer.status} with ${readsHeader}: ${header}`);
    }
    reads += Number(header);
  }
  return { requests, reads };
}

/**
 * Sends rounds of `connections` concurrent `GET /api/parts?limit=1` until every answer of a
 * round counts `parts` parts and reports no Firestore reads: every worker has taken in the
 * catalogue's latest writes, and told its reads. Returns the seconds it took.
 */
export async function untilCaughtUp(
  origin: string,
  parts: number,
  { connections = 10, maxSeconds = 180 } = {},
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answers = await Promise.all(
      Array.from({ length: connections }, () => fetch(`${origin}/api/parts?limit=1`)),
    );
    let current = true;
    for (const answer of answers) {
      await answer.arrayBuffer();
      const total = Number(answer.headers.get('X-Total-Count'));
      // A missing header is not "no reads".
      const reads = answer.headers.get(readsHeader);
      if (!answer.ok || total !== parts || reads !== '0') current = false;
    }
    const seconds = (Date.now() - started) / 1000;
    if (current) return seconds;
    if (seconds > maxSeconds) {
      throw new Error(`The API's workers had not caught up with ${parts} parts in ${maxSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
