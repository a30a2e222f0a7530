import { readCsvRecord, type CatalogueImportReport } from '@cps/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { benchCsv, timeImport } from './import-csv';

describe('the import bench', () => {
  it('builds a CSV of tagged generated parts that reads back as whole new parts', () => {
    const csv = benchCsv(3, 'probe');
    const { data } = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(data).toHaveLength(3);
    for (const record of data) {
      const { fields } = readCsvRecord(record);
      expect(fields.name).toMatch(/ \[probe\]$/);
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(['description', 'price', 'img', 'availableQuanity']),
      );
    }
  });

  it('times the check and the writes, and counts rows per second', async () => {
    let now = 0;
    const send = async (text: string, dryRun: boolean): Promise<CatalogueImportReport> => {
      now += dryRun ? 1000 : 3000;
      const rows = text.trim().split('\n').length - 1;
      return { dryRun, rows, created: rows, updated: 0, problems: [] };
    };
    const timing = await timeImport(benchCsv(2500, 't'), send, undefined, () => now);
    // 3 chunks: 3 s of checks, then 9 s of writes, 2,500 rows in 12 s.
    expect(timing).toMatchObject({
      rows: 2500,
      checkSeconds: 3,
      importSeconds: 9,
      totalSeconds: 12,
      rowsPerSecond: 208,
      outcome: { kind: 'done', created: 2500 },
    });
  });
});
