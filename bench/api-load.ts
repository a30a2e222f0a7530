import autocannon from 'autocannon';
import type { ApiFigures } from './budgets';

export interface LoadSpec {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Bounded: at most this many requests ... */
  amount: number;
  /** ... and at most this many seconds. */
  maxSeconds: number;
}

/** Requests/s and latency percentiles of one endpoint on loopback (autocannon). */
export async function load(spec: LoadSpec): Promise<ApiFigures> {
  const statuses: Record<string, number> = {};
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
        timeout: 30,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    name: spec.name,
    requests,
    requestsPerSecond: requests / Math.max(result.duration, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
  };
}
