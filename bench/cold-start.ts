import { spawnSync } from 'node:child_process';

/**
 * A proxy for the functions' cold start: the milliseconds a fresh Node process takes to load the
 * bundled module (functions/lib/index.js) and every dependency it requires at load time.
 */
export function moduleLoadMs(modulePath: string, times: number): number[] {
  const script = `const t = process.hrtime.bigint(); require(${JSON.stringify(modulePath)}); process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e6));`;
  return Array.from({ length: times }, () => {
    const run = spawnSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-computer-parts' },
    });
    if (run.status !== 0) throw new Error(`Loading ${modulePath} failed:\n${run.stderr}`);
    return Number(run.stdout);
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
