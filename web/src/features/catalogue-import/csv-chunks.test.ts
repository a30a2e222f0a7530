import { catalogueImportCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { fileLine, splitCsv } from './csv-chunks';

const header = 'name,description,price';

describe('splitCsv', () => {
  it('cuts the file into chunks of whole records, each with the header', () => {
    const file = [header, 'A,one,1', 'B,"two,\nlines",2', '', 'C,three,3', 'D,four,4'].join('\n');
    const { rows, chunks, problems } = splitCsv(file, 2);
    expect(rows).toBe(4);
    expect(problems).toEqual([]);
    expect(chunks.map((c) => c.text)).toEqual([
      // The records as the file has them, their line ends included.
      `${header}\nA,one,1\nB,"two,\nlines",2\n`,
      `${header}\nC,three,3\nD,four,4`,
    ]);
    expect(chunks.map((c) => [c.firstLine, c.rows])).toEqual([
      [2, 2],
      [6, 2],
    ]);
    // Line 3 of the second chunk (its second record) is line 7 of the file.
    expect(fileLine(chunks[1]!, 3)).toBe(7);
  });

  it('refuses a name repeated anywhere in the file, naming the line it repeats', () => {
    const rows = Array.from({ length: 5 }, (_, i) => `Part ${i},x,1`);
    const file = [header, ...rows, ' part  1 ,again,1'].join('\r\n');
    expect(splitCsv(file, 2).problems).toEqual([
      { line: 7, message: catalogueImportCopy.nameRepeated('part  1', 3) },
    ]);
  });

  it('checks the header before anything is sent, and an empty file', () => {
    expect(splitCsv('name,colour\nA,red', 10)).toMatchObject({
      chunks: [],
      problems: [{ line: 1, message: catalogueImportCopy.unknownColumns('colour') }],
    });
    expect(splitCsv('price\n1', 10).problems[0]?.message).toBe(catalogueImportCopy.missingName);
    expect(splitCsv(`\uFEFF${header}\n\n`, 10).problems[0]?.message).toBe(
      catalogueImportCopy.empty,
    );
  });
});
