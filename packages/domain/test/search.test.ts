import { describe, expect, it } from 'vitest';
import {
  maxPhraseWords,
  maxTokenLength,
  normaliseSearchText,
  searchableWords,
  searchKey,
  searchTokens,
} from '../src';

// Search is one `array-contains` of the query's key in the part's tokens (issue 11): a part is
// found when its tokens hold the key. These pin what that means for people typing.

const finds = (query: string, name: string, brand?: string) => {
  const key = searchKey(query);
  return key !== undefined && searchTokens(name, brand).includes(key);
};

const catalogue = [
  { name: 'NVIDIA GeForce RTX 4070 SUPER', brand: 'NVIDIA' },
  { name: 'AMD Ryzen 7 7800X3D', brand: 'AMD' },
  { name: 'Ryzen 5 7600X', brand: 'AMD' },
  { name: 'AMD Ryzen™ 9 7950X3D', brand: 'AMD' },
  { name: 'Intel Core i5-14600K', brand: 'Intel' },
  { name: 'AMD Radeon RX 7800 XT 16GB', brand: 'AMD' },
  { name: 'WD_BLACK SN770 1TB NVMe SSD', brand: 'Western Digital' },
];

describe('normaliseSearchText', () => {
  it.each([
    ['Ryzen™ 5-7600X', 'ryzen 5 7600x'],
    ['Corsair® Vengeance', 'corsair vengeance'],
    ['  RTX   4070  ', 'rtx 4070'],
    ['Crème Brûlée', 'creme brulee'],
    ['ＲＴＸ　４０７０', 'rtx 4070'],
    ['WD_BLACK SN770', 'wd black sn770'],
    ['27" QHD 180Hz (2560×1440)', '27 qhd 180hz 2560 1440'],
    ['DDR5/6000-CL30', 'ddr5 6000 cl30'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });
});

describe('searchableWords', () => {
  it('puts the brand first unless the name already starts with it', () => {
    expect(searchableWords('Ryzen 5 7600X', 'AMD')).toEqual(['amd', 'ryzen', '5', '7600x']);
    expect(searchableWords('AMD Ryzen 5 7600X', 'AMD')).toEqual(['amd', 'ryzen', '5', '7600x']);
    expect(searchableWords('SN770 1TB', 'Western Digital')).toEqual([
      'western',
      'digital',
      'sn770',
      '1tb',
    ]);
  });
  it('is the name alone for a part without a brand (written before brands)', () => {
    expect(searchableWords('Ryzen 5', undefined)).toEqual(['ryzen', '5']);
    expect(searchableWords('Ryzen 5', '')).toEqual(['ryzen', '5']);
  });
});

describe('search by prefix, in name and brand', () => {
  it.each(['rtx 40', 'RTX  40', 'Rtx 4070 Super', 'geforce rtx', 'nvidia', 'super', '4070', 'gef'])(
    '%j finds NVIDIA GeForce RTX 4070 SUPER',
    (query) => {
      expect(finds(query, 'NVIDIA GeForce RTX 4070 SUPER', 'NVIDIA')).toBe(true);
    },
  );

  it('"ryz" finds every Ryzen and nothing else', () => {
    const found = catalogue.filter((p) => finds('ryz', p.name, p.brand)).map((p) => p.name);
    expect(found).toEqual(['AMD Ryzen 7 7800X3D', 'Ryzen 5 7600X', 'AMD Ryzen™ 9 7950X3D']);
  });

  it('a brand finds its parts even when the name does not carry it', () => {
    expect(finds('amd ryzen 5', 'Ryzen 5 7600X', 'AMD')).toBe(true);
    expect(finds('western dig', 'WD_BLACK SN770 1TB NVMe SSD', 'Western Digital')).toBe(true);
    expect(finds('wd black', 'WD_BLACK SN770 1TB NVMe SSD', 'Western Digital')).toBe(true);
  });

  it('ignores case, accents and punctuation on both sides', () => {
    expect(finds('i5 14600', 'Intel Core i5-14600K', 'Intel')).toBe(true);
    expect(finds('I5-14600k', 'Intel Core i5-14600K', 'Intel')).toBe(true);
    expect(finds('ryzen 9', 'AMD Ryzen™ 9 7950X3D', 'AMD')).toBe(true);
    expect(finds('ryzén', 'AMD Ryzen 7 7800X3D', 'AMD')).toBe(true);
    expect(finds('radeon', 'AMD Rädeon RX', 'AMD')).toBe(true);
  });

  it.each([
    ['tx 40', 'a prefix that does not start a word'],
    ['4070 rtx', 'words out of order'],
    ['rt 4070', 'a word that is not the last must be whole'],
    ['rtx 50', 'another number'],
    ['nvidiax', 'longer than the word'],
    ['geforce 4070', 'a word skipped'],
  ])('%j does not find it (%s)', (query) => {
    expect(finds(query, 'NVIDIA GeForce RTX 4070 SUPER', 'NVIDIA')).toBe(false);
  });

  it('a query with nothing to search for has no key', () => {
    expect(searchKey('')).toBeUndefined();
    expect(searchKey('  -- !! ')).toBeUndefined();
  });
});

describe('the limits: phrases of up to 3 words, 24 characters', () => {
  it('looks a query up by its first 3 words', () => {
    expect(maxPhraseWords).toBe(3);
    expect(searchKey('amd ryzen 7 7800x3d')).toBe('amd ryzen 7');
    // So a fourth word does not narrow the search (the answer is the 3-word search's).
    expect(finds('amd ryzen 7 9999', 'AMD Ryzen 7 7800X3D', 'AMD')).toBe(true);
  });

  it('cuts keys and tokens at 24 characters, so a long query still finds its part', () => {
    expect(maxTokenLength).toBe(24);
    const name = 'Thermaltake Toughpower GF3 1000W';
    expect(searchKey('thermaltake toughpower gf3')).toBe('thermaltake toughpower g');
    expect(finds('thermaltake toughpower gf3', name, 'Thermaltake')).toBe(true);
    expect(finds('Thermaltake Toughpower GF3 1000W', name, 'Thermaltake')).toBe(true);
    expect(searchTokens(name, 'Thermaltake').every((t) => t.length <= maxTokenLength)).toBe(true);
  });

  it('never stores a token with an edge space, nor an empty one', () => {
    for (const { name, brand } of catalogue) {
      for (const token of searchTokens(name, brand)) {
        expect(token).toBe(token.trim());
        expect(token).not.toBe('');
        expect(token).not.toMatch(/ {2}/);
      }
    }
  });

  it('every token starts at a word and spans at most 3 words, sorted and unique', () => {
    const tokens = searchTokens('NVIDIA GeForce RTX 4070 SUPER', 'NVIDIA');
    expect(tokens).toEqual([...new Set(tokens)].sort());
    const words = ['nvidia', 'geforce', 'rtx', '4070', 'super'];
    for (const token of tokens) {
      expect(token.split(' ').length).toBeLessThanOrEqual(3);
      expect(words.some((w) => w.startsWith(token.split(' ')[0]!))).toBe(true);
    }
    expect(tokens).toContain('rtx 4070 super');
    expect(tokens).not.toContain('geforce rtx 4070 s');
  });

  it('the longest name the API accepts (200 characters) stays within a few hundred tokens', () => {
    // The worst case: distinct 7-letter words, each starting a 23-character phrase.
    const words = Array.from({ length: 25 }, (_, i) => `w${String(i).padStart(2, '0')}abcd`);
    const name = words.join(' ').slice(0, 200);
    const tokens = searchTokens(name, 'Brandnamexx Brandnamexx Brandnamexx');
    expect(tokens.length).toBeGreaterThan(400);
    expect(tokens.length).toBeLessThan(700);
  });
});
