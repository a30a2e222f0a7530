import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../src';

// Both sides of a search (a part's text and the buyer's query) are normalised this way; the
// engine's matching and ranking are tested in functions/test/catalogue-index.test.ts.

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
