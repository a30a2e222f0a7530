import { describe, expect, it } from 'vitest';
import { hasValidSign, signedString, signFields } from '../src/payments/sslcommerz/sign';

// A vector worked from SSLCommerz's documented algorithm, outside this code: the fields named in
// verify_key plus store_passwd = md5('qwerty') (= d8578edf8458ce06fbc5bb76a58c5ca4, the public
// sandbox password), sorted by key, joined key=value with '&', then md5 of that string.
const fields = {
  status: 'VALID',
  tran_id: 'AbCdEfGhIjKlMnOpQrSt-1',
  val_id: '2611281234abcd',
  amount: '1234.50',
  currency: 'BDT',
  bank_tran_id: '2611281234xyz',
  risk_level: '0',
  card_type: 'BKASH-BKash',
  // Posted but not signed: not in verify_key, so it never changes the sign.
  value_a: 'anything',
};
const verifyKey = 'status,tran_id,val_id,amount,currency,bank_tran_id,risk_level,card_type';
const expectedString =
  'amount=1234.50&bank_tran_id=2611281234xyz&card_type=BKASH-BKash&currency=BDT&risk_level=0' +
  '&status=VALID&store_passwd=d8578edf8458ce06fbc5bb76a58c5ca4&tran_id=AbCdEfGhIjKlMnOpQrSt-1' +
  '&val_id=2611281234abcd';
const expectedSign = 'b63d9c34660c8fa8c20d1f570d996e2c';
const signed = { ...fields, verify_key: verifyKey, verify_sign: expectedSign };

describe('SSLCommerz verify_sign', () => {
  it('hashes the verify_key fields and md5(store password), sorted by key', () => {
    expect(signedString(fields, verifyKey.split(','), 'qwerty')).toBe(expectedString);
    expect(signFields(fields, verifyKey.split(','), 'qwerty')).toEqual({
      verify_key: verifyKey,
      verify_sign: expectedSign,
    });
  });

  it('accepts the worked vector, in either case of hex', () => {
    expect(hasValidSign(signed, 'qwerty')).toBe(true);
    expect(hasValidSign({ ...signed, verify_sign: expectedSign.toUpperCase() }, 'qwerty')).toBe(
      true,
    );
  });

  it('a field that is not signed may change; a signed one may not', () => {
    expect(hasValidSign({ ...signed, value_a: 'changed' }, 'qwerty')).toBe(true);
    expect(hasValidSign({ ...signed, amount: '1.00' }, 'qwerty')).toBe(false);
    expect(hasValidSign({ ...signed, tran_id: 'ZZZZZZZZZZZZZZZZZZZZ-1' }, 'qwerty')).toBe(false);
    expect(hasValidSign({ ...signed, risk_level: '1' }, 'qwerty')).toBe(false);
  });

  it('another store password does not verify', () => {
    expect(hasValidSign(signed, 'qwerty1')).toBe(false);
    expect(hasValidSign(signed, '')).toBe(false);
  });

  it('refuses a missing sign or key, a malformed sign, and a key list that leaves out what the store relies on', () => {
    const without = (name: string) =>
      Object.fromEntries(Object.entries(signed).filter(([key]) => key !== name));
    expect(hasValidSign(without('verify_sign'), 'qwerty')).toBe(false);
    expect(hasValidSign(without('verify_key'), 'qwerty')).toBe(false);
    expect(hasValidSign({ ...signed, verify_sign: 'not-hex' }, 'qwerty')).toBe(false);
    // Signed over the status alone: the amount and the tran_id could be anything.
    const narrow = { ...fields, ...signFields(fields, ['status'], 'qwerty') };
    expect(hasValidSign(narrow, 'qwerty')).toBe(false);
  });
});
