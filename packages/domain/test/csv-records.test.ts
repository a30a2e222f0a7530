import { describe, expect, it } from 'vitest';
import { csvRecords } from '../src/csv-records';

describe('csvRecords', () => {
  it('gives each record the line it starts on, a quoted line break included', () => {
    const file = 'name,description\r\nMouse,"Two\nlines"\r\nKeyboard,One\r\n';
    const { records } = csvRecords(file);
    expect(records.map(({ line, cells }) => ({ line, cells }))).toEqual([
      { line: 1, cells: ['name', 'description'] },
      { line: 2, cells: ['Mouse', 'Two\nlines'] },
      { line: 4, cells: ['Keyboard', 'One'] },
    ]);
  });

  it('skips blank records and drops a byte-order mark; start and end slice the text', () => {
    const { text, records } = csvRecords('\uFEFFname\n\n , \nMouse\n');
    expect(text.startsWith('name')).toBe(true);
    expect(records.map((r) => r.line)).toEqual([1, 4]);
    expect(text.slice(records[1]!.start, records[1]!.end)).toBe('Mouse\n');
  });

  it('says why a record could not be read, on the line it starts on', () => {
    const { records } = csvRecords('name\nok\n"unclosed,quote\n');
    expect(records[1]!.error).toBeUndefined();
    expect(records[2]).toMatchObject({ line: 3, error: expect.any(String) });
  });
});
