import type { CatalogueImportReport } from '@cps/domain';
import { describe, expect, it, vi } from 'vitest';
import { runImport, type ImportProgress } from './run-import';

const header = 'name,price';
const file = (count: number) =>
  [header, ...Array.from({ length: count }, (_, i) => `Part ${i},${i + 1}`)].join('\n');

const clean = (csv: string, dryRun: boolean): CatalogueImportReport => {
  const rows = csv.split('\n').filter((line) => line.trim()).length - 1;
  return { dryRun, rows, created: rows, updated: 0, problems: [] };
};

describe('runImport', () => {
  it('checks every chunk, then imports every chunk, reporting progress', async () => {
    const send = vi.fn(async (csv: string, dryRun: boolean) => clean(csv, dryRun));
    const steps: ImportProgress[] = [];
    const outcome = await runImport(file(5), send, (p) => steps.push(p), 2);
    expect(outcome).toEqual({ kind: 'done', rows: 5, created: 5, updated: 0 });
    expect(send.mock.calls.map(([, dryRun]) => dryRun)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(steps.map((s) => `${s.phase} ${s.done}/${s.total}`)).toEqual([
      'checking 0/5',
      'checking 2/5',
      'checking 4/5',
      'checking 5/5',
      'importing 0/5',
      'importing 2/5',
      'importing 4/5',
      'importing 5/5',
    ]);
  });

  it('writes nothing when any chunk has a bad row, and names its line in the file', async () => {
    const send = vi.fn(async (csv: string, dryRun: boolean) => {
      const report = clean(csv, dryRun);
      // The second chunk's second record (its line 3) is bad.
      return csv.includes('Part 3')
        ? { ...report, problems: [{ line: 3, message: 'Price is Required' }] }
        : report;
    });
    const outcome = await runImport(file(5), send, () => undefined, 2);
    expect(outcome).toEqual({
      kind: 'problems',
      rows: 5,
      problems: [{ line: 5, message: 'Price is Required' }],
    });
    expect(send.mock.calls.every(([, dryRun]) => dryRun)).toBe(true);
  });

  it('refuses a name repeated across chunks without sending a write', async () => {
    const send = vi.fn(async (csv: string, dryRun: boolean) => clean(csv, dryRun));
    const outcome = await runImport(`${file(3)}\nPart 0,9`, send, () => undefined, 2);
    expect(outcome).toMatchObject({ kind: 'problems', problems: [{ line: 5 }] });
    expect(send.mock.calls.some(([, dryRun]) => !dryRun)).toBe(false);
  });
});
