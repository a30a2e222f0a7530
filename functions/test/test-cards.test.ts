import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid, type CardInput } from '../src/emulator/card/test-cards';

// Stripe's test-card rules as the emulated gateway applies them: pure, so judged with a fixed
// clock (15 June 2026, noon UTC).

const now = new Date(Date.UTC(2026, 5, 15, 12));
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  ...overrides,
});

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '79927398713'])(
    '%s passes the Luhn check',
    (digits) => expect(luhnValid(digits)).toBe(true),
  );
  it.each(['4242424242424241', '4242424242424243', '79927398710', '1234567812345678'])(
    '%s fails the Luhn check',
    (digits) => expect(luhnValid(digits)).toBe(false),
  );
  it('an empty string is not a valid number', () => {
    expect(luhnValid('')).toBe(false);
  });
});

describe('checkCard: the success card', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242', '4242-4242-4242-4242'])(
    '%s succeeds and reports its last 4 digits',
    (number) => expect(checkCard(card({ number }), now)).toEqual({ ok: true, last4: '4242' }),
  );
  it.each(['12 / 34', '12/34', '1234', ' 12 /34 '])('expiry %j is accepted', (expiry) => {
    expect(checkCard(card({ expiry }), now)).toEqual({ ok: true, last4: '4242' });
  });
  it('a 4-digit CVC is accepted', () => {
    expect(checkCard(card({ cvc: '1234' }), now)).toEqual({ ok: true, last4: '4242' });
  });
});

describe('checkCard: the decline cards answer with Stripe’s code and message', () => {
  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      '4000 0000 0000 9995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['4000 0000 0000 0069', 'expired_card', undefined, 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', undefined, "Your card's security code is incorrect."],
    [
      '4000 0000 0000 0119',
      'processing_error',
      undefined,
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('%s → %s %s: %s', (number, code, declineCode, message) => {
    const expected =
      declineCode === undefined
        ? { ok: false, code, message }
        : { ok: false, code, declineCode, message };
    expect(checkCard(card({ number }), now)).toEqual(expected);
  });
});

describe('checkCard: malformed input', () => {
  const invalidNumber = {
    ok: false,
    code: 'invalid_number',
    message: 'Your card number is invalid.',
  };
  const incompleteNumber = {
    ok: false,
    code: 'incomplete_number',
    message: 'Your card number is incomplete.',
  };

  it('a number failing Luhn is invalid', () => {
    expect(checkCard(card({ number: '4242 4242 4242 4241' }), now)).toEqual(invalidNumber);
  });
  it.each(['', '   ', '4242 4242', '424242424242424'])('number %j is incomplete', (number) => {
    expect(checkCard(card({ number }), now)).toEqual(incompleteNumber);
  });
  it.each(['4242 4242 4242 424x', '4242.4242.4242.4242', '42424242424242424242'])(
    'number %j is invalid',
    (number) => expect(checkCard(card({ number }), now)).toEqual(invalidNumber),
  );

  it.each(['', '1', '12 / 3', '12/'])('expiry %j is incomplete', (expiry) => {
    expect(checkCard(card({ expiry }), now)).toEqual({
      ok: false,
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
    });
  });
  it.each(['13 / 34', '00 / 34', '1x / 34'])('expiry %j has an invalid month', (expiry) => {
    expect(checkCard(card({ expiry }), now)).toEqual({
      ok: false,
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    });
  });

  it.each(['', '1', '12', '12a', 'abc'])('CVC %j is incomplete', (cvc) => {
    expect(checkCard(card({ cvc }), now)).toEqual({
      ok: false,
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
    });
  });

  it('the number is judged before the expiry, and the expiry before the CVC', () => {
    expect(checkCard({ number: '4242', expiry: '', cvc: '' }, now)).toMatchObject({
      code: 'incomplete_number',
    });
    expect(checkCard(card({ expiry: '13 / 34', cvc: '' }), now)).toMatchObject({
      code: 'invalid_expiry_month',
    });
  });
});

describe('checkCard: expiry against the clock', () => {
  const past = {
    ok: false,
    code: 'invalid_expiry_year_past',
    message: "Your card's expiration year is in the past.",
  };

  it.each(['05 / 26', '12 / 25', '01 / 20'])('%s is in the past on 15 June 2026', (expiry) => {
    expect(checkCard(card({ expiry }), now)).toEqual(past);
  });
  it('a card is valid through the last moment of its expiry month', () => {
    expect(checkCard(card({ expiry: '06 / 26' }), now)).toEqual({ ok: true, last4: '4242' });
    const lastMoment = new Date(Date.UTC(2026, 6, 1) - 1);
    expect(checkCard(card({ expiry: '06 / 26' }), lastMoment)).toEqual({ ok: true, last4: '4242' });
    expect(checkCard(card({ expiry: '06 / 26' }), new Date(Date.UTC(2026, 6, 1)))).toEqual(past);
  });
  it('a decline card with a past expiry is refused for the expiry first', () => {
    expect(checkCard(card({ number: '4000 0000 0000 0002', expiry: '01 / 26' }), now)).toEqual(
      past,
    );
  });
});
