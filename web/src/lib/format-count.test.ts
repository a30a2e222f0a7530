import { describe, expect, it } from 'vitest';
import { formatCount } from '@cps/domain';
import { countLabel } from './format-count';

describe('count labels', () => {
  it('group thousands the en-US way and say part or parts', () => {
    expect(formatCount(20000)).toBe('20,000');
    expect(countLabel(1234)).toBe('1,234 parts');
    expect(countLabel(1)).toBe('1 part');
    expect(countLabel(0)).toBe('0 parts');
  });
});
