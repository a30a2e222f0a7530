import { collections, copy, messages, type PartDoc } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  importParts,
  type ImportRow,
} from '../../functions/src/services/catalogue/catalogue-import';
import type { NewPart } from '../../functions/src/services/catalogue/catalogue';
import { addPart, serviceHarness } from './support';

// The owner's catalogue import, on the catalogue's own write paths: every row is checked before
// anything is written, and a file with a bad row writes nothing.
const h = serviceHarness('catalogue-import');

const newPart = (name: string, overrides: Partial<NewPart> = {}): NewPart => ({
  name,
  description: `${name}, imported.`,
  price: 49.5,
  img: '/images/parts/corsair-rm850x.svg',
  minimumOrderQuanity: 1,
  availableQuanity: 10,
  category: 'power-supplies',
  brand: 'Import Co',
  ...overrides,
});
const rows = (...patches: ImportRow['patch'][]): ImportRow[] =>
  patches.map((patch, i) => ({ line: i + 2, patch }));

async function partNamed(name: string): Promise<(PartDoc & { id: string }) | undefined> {
  const snap = await h.db.collection(collections.parts).where('name', '==', name).get();
  const doc = snap.docs[0];
  return doc && { id: doc.id, ...(doc.data() as PartDoc) };
}

describe('importing a catalogue', () => {
  it('creates new names and updates known ones, changing only what a row says', async () => {
    await addPart(h, { name: 'Import Known', price: 10, availableQuanity: 3, brand: 'Old' });
    const report = await importParts(
      h,
      rows(
        newPart('Import New', {
          specs: { wattage: 850, efficiency: '80 Plus Gold', modular: 'Full' },
        }),
        { name: 'import  known', price: 12.5 },
      ),
      false,
    );
    expect(report).toEqual({ dryRun: false, rows: 2, created: 1, updated: 1, problems: [] });
    expect(await partNamed('Import New')).toMatchObject({
      price: 49.5,
      inStock: true,
      specs: { wattage: 850 },
    });
    // Matched as names are compared (case and runs of spaces aside); the row's spelling wins.
    expect(await partNamed('import  known')).toMatchObject({
      price: 12.5,
      availableQuanity: 3,
      brand: 'Old',
    });
  });

  it('a dry run reports what it would do and writes nothing', async () => {
    const report = await importParts(h, rows(newPart('Import Dry')), true);
    expect(report).toMatchObject({ dryRun: true, created: 1, updated: 0, problems: [] });
    expect(await partNamed('Import Dry')).toBeUndefined();
  });

  it('reports every bad row by line with its reason, and writes none of the good ones', async () => {
    await addPart(h, { name: 'Import Stocked', minimumOrderQuanity: 2, availableQuanity: 5 });
    const report = await importParts(
      h,
      rows(
        newPart('Import Good'),
        { description: 'no name' },
        newPart('Import Good'),
        { name: 'Import Half', price: 5 },
        newPart('Import Minimum', { minimumOrderQuanity: 11, availableQuanity: 10 }),
        { name: 'Import Stocked', minimumOrderQuanity: 6 },
        newPart('Import Specs', { specs: { wattage: 850, efficiency: 'Platinum+' } }),
      ),
      false,
    );
    expect(report.problems).toEqual([
      { line: 3, message: messages.validation.nameRequired },
      { line: 4, message: 'Import Good is also on line 2.' },
      { line: 5, message: messages.validation.descriptionRequired },
      { line: 6, message: copy.catalogue.minimumAboveStock },
      { line: 7, message: copy.catalogue.minimumAboveStock },
      {
        line: 8,
        message: copy.specs.choice('efficiency', [
          '80 Plus',
          '80 Plus Bronze',
          '80 Plus Silver',
          '80 Plus Gold',
          '80 Plus Platinum',
          '80 Plus Titanium',
        ]),
      },
    ]);
    expect(await partNamed('Import Good')).toBeUndefined();
    expect(await partNamed('Import Stocked')).toMatchObject({ minimumOrderQuanity: 2 });
  });

  it('may set a part sold out whatever its minimum', async () => {
    await addPart(h, { name: 'Import Sold Out', minimumOrderQuanity: 4, availableQuanity: 8 });
    const report = await importParts(
      h,
      rows({ name: 'Import Sold Out', availableQuanity: 0 }),
      false,
    );
    expect(report.problems).toEqual([]);
    expect(await partNamed('Import Sold Out')).toMatchObject({
      availableQuanity: 0,
      inStock: false,
    });
  });

  it('checks a known part’s specifications against its category after the row', async () => {
    await addPart(h, {
      name: 'Import Cased',
      category: 'power-supplies',
      specs: { wattage: 650, efficiency: '80 Plus Bronze', modular: 'No' },
    });
    const report = await importParts(h, rows({ name: 'Import Cased', category: 'cases' }), true);
    expect(report.problems).toEqual([
      { line: 2, message: 'specs.wattage is not a specification of Cases' },
    ]);
  });
});
