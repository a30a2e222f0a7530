import { catalogueImportCopy, collections, copy, messages, type PartDoc } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createAccount, createPart, ownPart, type Account } from './support';

// The owner's catalogue import and export over HTTP: a CSV in, every row checked before anything
// is written, each bad row reported by its line in the file; the export reads back unchanged.

const m = catalogueImportCopy;
const run = randomUUID().slice(0, 8);
const named = (name: string) => `Import ${name} ${run}`;
const columns = 'name,description,price,img,minimumOrderQuanity,availableQuanity,category,brand';
const img = '/images/parts/corsair-rm850x.svg';
const psuSpecs = 'spec.wattage,spec.efficiency,spec.modular';

interface Report {
  success: boolean;
  message?: string;
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  problems: { line: number; message: string }[];
}

let owner: Account;

beforeAll(async () => {
  owner = await createAccount('importer', { admin: true });
});

const importCsv = (csv: string, { dryRun = false, type = 'text/csv' } = {}) =>
  call<Report>('POST', `/parts/import${dryRun ? '?dryRun=true' : ''}`, {
    token: owner.idToken,
    body: csv,
    headers: { 'content-type': type },
  });

async function partNamed(name: string): Promise<(PartDoc & { id: string }) | undefined> {
  const snap = await admin.db.collection(collections.parts).where('name', '==', name).get();
  const doc = snap.docs[0];
  if (!doc) return undefined;
  // Removed when the file ends, through the catalogue's write path.
  ownPart(doc.id);
  return { id: doc.id, ...(doc.data() as PartDoc) };
}

describe('POST /parts/import', () => {
  it('creates new names and updates known ones by name; specs are read for the category', async () => {
    const known = await createPart({ name: named('Known'), price: 10, availableQuanity: 3 });
    const csv = [
      `${columns},${psuSpecs}`,
      `${named('PSU')},An 850 W unit.,129.5,${img},1,20,power-supplies,Corsair,850,80 Plus Gold,Full`,
      // Only what the row says changes; the name matches whatever its case.
      `${named('known').toUpperCase()},,12.5,,,,,,,,`,
      `"${named('Quoted, Inc')}","Two lines,
of description.",99,${img},2,0,,,,,`,
    ].join('\n');
    const answer = await importCsv(csv);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      dryRun: false,
      rows: 3,
      created: 2,
      updated: 1,
      problems: [],
    });
    expect(await partNamed(named('PSU'))).toMatchObject({
      price: 129.5,
      category: 'power-supplies',
      brand: 'Corsair',
      specs: { wattage: 850, efficiency: '80 Plus Gold', modular: 'Full' },
      inStock: true,
    });
    const updated = (await admin.db.doc(`${collections.parts}/${known.id}`).get()).data();
    expect(updated).toMatchObject({ price: 12.5, availableQuanity: 3 });
    // Sold out whatever its minimum, by the one stock rule.
    expect(await partNamed(named('Quoted, Inc'))).toMatchObject({
      description: 'Two lines,\nof description.',
      availableQuanity: 0,
      minimumOrderQuanity: 2,
      inStock: false,
    });
  });

  it('reports every bad row by its line in the file and writes nothing', async () => {
    const known = await createPart({ name: named('Kept'), price: 10 });
    const before = (await admin.db.doc(`${collections.parts}/${known.id}`).get()).data();
    const good = (name: string) =>
      `${named(name)},Fine.,10,${img},1,5,power-supplies,Co,650,80 Plus Bronze,No`;
    const csv = [
      `${columns},${psuSpecs}`,
      good('Good One'),
      `${named('Kept')},,20,,,,,,,,`,
      // line 4 starts a record that runs over two lines; the next record is on line 6
      `${named('Multi')},"A description
over two lines",abc,${img},1,5,,,,,`,
      `${named('No Price')},Missing a price.,,${img},1,5,,,,,`,
      `${named('Minimum')},Minimum above stock.,10,${img},9,5,,,,,`,
      `${named('Bad Spec')},Watts as text.,10,${img},1,5,power-supplies,Co,lots,80 Plus Gold,Full`,
      good('Good One'),
      `,No name at all.,10,${img},1,5,,,,,`,
    ].join('\n');
    const answer = await importCsv(csv);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, dryRun: false, rows: 8 });
    expect(answer.body.problems.map((p) => p.line)).toEqual([4, 6, 7, 8, 9, 10]);
    const byLine = Object.fromEntries(answer.body.problems.map((p) => [p.line, p.message]));
    expect(byLine[4]).toMatch(/^price: /);
    expect(byLine[6]).toBe(messages.validation.priceRequired);
    expect(byLine[7]).toBe(copy.catalogue.minimumAboveStock);
    expect(byLine[8]).toMatch(/specs\.wattage/);
    expect(byLine[9]).toBe(m.nameRepeated(named('Good One'), 2));
    expect(byLine[10]).toBe(messages.validation.nameRequired);
    expect(answer.body.message).toBe(m.problemsTitle(6));
    expect(await partNamed(named('Good One'))).toBeUndefined();
    expect((await admin.db.doc(`${collections.parts}/${known.id}`).get()).data()).toEqual(before);
  });

  it('a dry run reports what it would do and writes nothing', async () => {
    const csv = [columns, `${named('Dry')},Dry run.,10,${img},1,5,,`].join('\n');
    const answer = await importCsv(csv, { dryRun: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: true, rows: 1, created: 1, updated: 0 });
    expect(await partNamed(named('Dry'))).toBeUndefined();
  });

  it.each<[string, string, { type?: string; dryRun?: boolean }, string | undefined]>([
    [
      'an unknown column',
      `${columns},spec.sockett,colour\nX,,,,,,,,,`,
      {},
      m.unknownColumns('spec.sockett, colour'),
    ],
    ['a header without name', 'price,description\n10,x', {}, m.missingName],
    ['a header and no rows', `${columns}\n\n`, {}, m.empty],
    ['an empty body', '', {}, m.empty],
    ['JSON', `{"name":"x"}`, { type: 'application/json' }, m.notCsv],
    // Refused before the route by the API's body check, or by the route: either way a 400.
    ['plain text', `${columns}\nX,,,,,,,`, { type: 'text/plain' }, undefined],
  ])('%s is a 400 and writes nothing', async (_label, csv, options, message) => {
    const answer = await importCsv(csv, options);
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.message).toBe(message);
  });

  it('more rows than one request takes, or more bytes, is a 413 and writes nothing', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `${named(`Many ${i}`)},x,1,${img},1,1,,`);
    const many = await importCsv([columns, ...rows].join('\n'));
    expect(many.status).toBe(413);
    expect(many.body.message).toBe(m.tooManyRows(5000));
    const big = await importCsv(
      `${columns}\n${named('Big')},"${'x'.repeat(9 * 1024 * 1024)}",1,${img},1,1,,`,
    );
    expect(big.status).toBe(413);
    expect(await partNamed(named('Many 0'))).toBeUndefined();
  });

  it('a bad dryRun is a 400', async () => {
    const answer = await call<Report>('POST', '/parts/import?dryRun=maybe', {
      token: owner.idToken,
      body: `${columns}\n${named('Maybe')},x,10,${img},1,5,,`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(answer.status).toBe(400);
    expect(await partNamed(named('Maybe'))).toBeUndefined();
  });
});

describe('GET /parts/export', () => {
  it('downloads the catalogue as CSV, specs included, that imports back with no change', async () => {
    const parts = await Promise.all([
      createPart({
        name: named('Export PSU'),
        category: 'power-supplies',
        brand: 'Seasonic',
        specs: { wattage: 750, efficiency: '80 Plus Gold', modular: 'Semi' },
      }),
      // A cell a spreadsheet would run as a formula is written as text.
      createPart({
        name: `=SUM(1) ${named('Formula')}`,
        description: '+1, "quoted"\nand two lines',
      }),
    ]);
    const answer = await call<string>('GET', '/parts/export', { token: owner.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="catalogue.csv"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { data } = Papa.parse<Record<string, string>>(answer.body, {
      header: true,
      skipEmptyLines: true,
    });
    const psu = data.find((row) => row.name === named('Export PSU'));
    expect(psu).toMatchObject({ 'spec.wattage': '750', 'spec.modular': 'Semi', brand: 'Seasonic' });
    // A formula followed by a line break is escaped too (papaparse's own pattern misses it).
    expect(data.find((row) => row.name === `'=SUM(1) ${named('Formula')}`)?.description).toBe(
      `'+1, "quoted"\nand two lines`,
    );

    // The two parts' rows of the export, imported back: both updated, neither changed.
    const exported = [named('Export PSU'), `'=SUM(1) ${named('Formula')}`];
    const header = answer.body.split('\r\n', 1)[0]!;
    const ours = Papa.unparse(
      data.filter((row) => exported.includes(row.name ?? '')),
      { columns: header.split(',') },
    );
    const before = await Promise.all(
      parts.map(async (p) => (await admin.db.doc(`${collections.parts}/${p.id}`).get()).data()),
    );
    const back = await importCsv(ours.replace(/^\uFEFF/, ''));
    expect(back.body).toMatchObject({ success: true, created: 0, updated: parts.length });
    const after = await Promise.all(
      parts.map(async (p) => (await admin.db.doc(`${collections.parts}/${p.id}`).get()).data()),
    );
    const withoutTime = (doc: unknown) => ({ ...(doc as object), updatedAt: 0 });
    expect(after.map(withoutTime)).toEqual(before.map(withoutTime));
  });
});
