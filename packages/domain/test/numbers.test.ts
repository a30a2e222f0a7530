import { describe, expect, it } from 'vitest';
import { formatNumber } from '../src/numbers';

// One formatter per shape: toLocaleString builds a new one on every call, which made 8,000
// comparisons cost seconds of CPU.
const formatters = new Map<string, Intl.NumberFormat>();
const intl = (value: number, min: number, max: number) => {
  const key = `${min}..${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    formatters.set(key, format);
  }
  return format.format(value);
};

describe('formatNumber', () => {
  it('writes counts, prices and measures as en-US does', () => {
    expect(formatNumber(20000)).toBe('20,000');
    expect(formatNumber(1299.5, 2, 2)).toBe('1,299.50');
    expect(formatNumber(5.4, 0, 2)).toBe('5.4');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234567.891, 2, 2)).toBe('-1,234,567.89');
  });

  it('agrees with Intl on every rounding shape', () => {
    const values = [
      0,
      1,
      9,
      10,
      999,
      1000,
      1001,
      999_999,
      1_000_000,
      123_456_789,
      0.5,
      1.005,
      2.675,
      0.125,
      0.0049,
      0.005,
      12.3456,
      999.995,
      999.994,
      1_234.5,
      1e15,
      0.1 + 0.2,
      -0.004,
      -5.5,
      -1000.25,
    ];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(((seed % 2_000_000) - 1_000_000) / [1, 10, 100, 1000, 7][i % 5]!);
    }
    for (const value of values) {
      for (const [min, max] of [
        [0, 0],
        [0, 2],
        [2, 2],
        [0, 3],
      ] as const) {
        const ours = formatNumber(value, min, max);
        const theirs = intl(value, min, max);
        // expect() only on a difference: 8,000 passing assertions cost more than the comparisons.
        if (ours !== theirs) expect(ours, `${value} ${min}..${max}`).toBe(theirs);
      }
    }
  });

  it('passes through what is not a finite number', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Infinity)).toBe('Infinity');
  });
});
