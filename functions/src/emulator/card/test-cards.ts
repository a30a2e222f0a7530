// Stripe's test-card semantics and wording, for the emulated gateway. Pure: no SDK, no I/O.

export interface CardInput {
  number: string;
  /** "MM / YY", "MM/YY" or "MMYY". */
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  { ok: true; last4: string } | { ok: false; code: string; declineCode?: string; message: string };

const declines: Record<string, { code: string; declineCode?: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const fail = (code: string, message: string): CardOutcome => ({ ok: false, code, message });

/** Checks a card as Stripe's test mode would and answers with Stripe's own messages. */
export function checkCard(card: CardInput, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '') return fail('incomplete_number', 'Your card number is incomplete.');
  if (!/^\d+$/.test(digits)) return fail('invalid_number', 'Your card number is invalid.');
  if (digits.length < 16) return fail('incomplete_number', 'Your card number is incomplete.');
  if (digits.length > 19 || !luhnValid(digits)) {
    return fail('invalid_number', 'Your card number is invalid.');
  }

  const expiry = card.expiry.replace(/\s/g, '');
  if (expiry === '' || expiry.replace('/', '').length < 4) {
    return fail('incomplete_expiry', "Your card's expiration date is incomplete.");
  }
  const match = /^(\d{2})\/?(\d{2})$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) {
    return fail('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = 2000 + Number(match[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth <= now)
    return fail('invalid_expiry_year_past', "Your card's expiration year is in the past.");

  if (!/^\d*$/.test(card.cvc) || card.cvc.length < 3) {
    return fail('incomplete_cvc', "Your card's security code is incomplete.");
  }

  const decline = declines[digits];
  if (decline) return { ok: false, ...decline };
  return { ok: true, last4: digits.slice(-4) };
}
