// Inside `npm test`'s emulator session: the two runs of vitest.config.ts side by side, the layers
// on projects of their own (TEST_RUN=own) and those on the shared demo project (TEST_RUN=demo),
// each line of their output marked with its run. Exits 1 if either run failed, once both ended.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { bin } from './local-stack.mjs';

const runs = ['own', 'demo'];
const width = Math.max(...runs.map((name) => name.length));

function start(name) {
  const child = spawn(bin('vitest'), ['run'], {
    env: { ...process.env, TEST_RUN: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mark = `${name.padEnd(width)} │ `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
      out.write(`${mark}${line}\n`),
    );
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ name, code: code ?? 1, signal }));
  });
}

const results = await Promise.all(runs.map(start));
for (const { name, code, signal } of results) {
  console.log(`${name} run: ${code === 0 ? 'passed' : `failed (exit ${signal ?? code})`}`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
