import { describe, expect, it } from 'vitest';
import {
  bdtAmountString,
  ordersCopy,
  poishaOfBdtString,
  poishaOfUsdCents,
  sslcommerzAmountError,
  takaPerUsd,
} from '../src';

describe('SSLCommerz amounts', () => {
  it('charges the stored USD total at Tk 120 a dollar, exactly: a cent is 120 poisha', () => {
    expect(takaPerUsd).toBe(120);
    expect(poishaOfUsdCents(1)).toBe(120);
    expect(poishaOfUsdCents(129_999)).toBe(15_599_880);
    expect(bdtAmountString(poishaOfUsdCents(129_999))).toBe('155998.80');
    expect(bdtAmountString(poishaOfUsdCents(67))).toBe('80.40');
  });

  it('reads the gateway amounts back to poisha, and nothing else', () => {
    expect(poishaOfBdtString('155998.80')).toBe(15_599_880);
    expect(poishaOfBdtString('155998.8')).toBe(15_599_880);
    expect(poishaOfBdtString('10')).toBe(1_000);
    for (const bad of ['', '1,000.00', '-10.00', '10.001', '1e3', 'NaN', ' ', '10.']) {
      expect(poishaOfBdtString(bad), bad).toBeUndefined();
    }
  });

  it('takes BDT 10 to BDT 500,000: the bounds in, a poisha past them out', () => {
    // $0.09 is Tk 10.80; $0.08 is Tk 9.60.
    expect(sslcommerzAmountError(9)).toBeUndefined();
    expect(sslcommerzAmountError(8)).toBe(
      ordersCopy.sslcommerz.amountOutOfRange('Tk 9.60', 'Tk 10.00', 'Tk 500,000.00'),
    );
    // $4,166.66 is Tk 499,999.20; $4,166.67 is Tk 500,000.40.
    expect(sslcommerzAmountError(416_666)).toBeUndefined();
    expect(sslcommerzAmountError(416_667)).toContain('Tk 500,000.40');
  });
});
