import { describe, expect, it } from 'vitest';
import {
  catalogueCsvColumns,
  partCsvRecord,
  readCsvRecord,
  specCsvColumns,
  unknownCsvColumns,
  type PartDoc,
} from '../src';

const cooler: PartDoc = {
  name: 'Noctua NH-D15',
  description: 'Dual-tower air cooler.',
  price: 109.95,
  img: '/images/parts/noctua-nh-d15.svg',
  minimumOrderQuanity: 1,
  availableQuanity: 12,
  category: 'coolers',
  brand: 'Noctua',
  specs: { coolerType: 'Air', sockets: ['AM4', 'AM5', 'LGA1700'], height: 165 },
};

describe('catalogue CSV', () => {
  it('has the part fields, then one column per specification key of any category', () => {
    expect(catalogueCsvColumns.slice(0, 8)).toEqual([
      'name',
      'description',
      'price',
      'img',
      'minimumOrderQuanity',
      'availableQuanity',
      'category',
      'brand',
    ]);
    expect(specCsvColumns).toContain('spec.socket');
    expect(specCsvColumns).toContain('spec.sockets');
    expect(new Set(specCsvColumns).size).toBe(specCsvColumns.length);
  });

  it('writes a part as a record that reads back as its fields and specs', () => {
    const record = partCsvRecord(cooler);
    expect(record).toMatchObject({
      price: '109.95',
      'spec.sockets': 'AM4|AM5|LGA1700',
      'spec.height': '165',
      'spec.socket': '',
    });
    expect(readCsvRecord(record)).toEqual({
      fields: {
        name: 'Noctua NH-D15',
        description: 'Dual-tower air cooler.',
        price: '109.95',
        img: '/images/parts/noctua-nh-d15.svg',
        minimumOrderQuanity: '1',
        availableQuanity: '12',
        category: 'coolers',
        brand: 'Noctua',
      },
      specs: cooler.specs,
    });
  });

  it('leaves blank cells out, and has no specs when every spec cell is blank', () => {
    expect(
      readCsvRecord({ name: ' Noctua NH-D15 ', price: ' 99 ', brand: '', 'spec.height': ' ' }),
    ).toEqual({
      fields: { name: 'Noctua NH-D15', price: '99' },
    });
  });

  it('keeps a spec of another category as text, for the validation to name', () => {
    expect(
      readCsvRecord({ category: 'coolers', 'spec.socket': 'AM5', 'spec.height': '158' }),
    ).toEqual({
      fields: { category: 'coolers' },
      specs: { socket: 'AM5', height: 158 },
    });
  });

  it('names the columns it does not know', () => {
    expect(unknownCsvColumns(['name', 'price', 'spec.sockett', 'colour'])).toEqual([
      'spec.sockett',
      'colour',
    ]);
  });
});
