import { brandMaxLength } from './categories';

/** A part's warranty as the shop words it ("3 years", "1 year, replacement"): one short line. */
export const warrantyMaxLength = 60;
import { limits } from './limits';
import { copy } from './copy';
import { messages } from './messages';

const v = messages.validation;

/**
 * One field's rules as plain data, in the shape react-hook-form's `register` accepts: the web
 * forms pass these objects to it, so the spec's messages are written once. The server does not
 * read them: its request schemas (functions/src/api/input.ts) use the same messages and the
 * predicates below (`isWholeNumber`, `isValidRating`, ...).
 */
export interface FieldRules {
  required?: string;
  pattern?: { value: RegExp; message: string };
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}

/** Lowercase letters or digits, @, letters, a dot and 2-3 letters (spec §5). Unanchored, as the spec's form. */
export const emailPattern = /[a-z0-9]+@[a-z]+\.[a-z]{2,3}/;

export const emailRules: FieldRules = {
  required: v.emailRequired,
  pattern: { value: emailPattern, message: v.emailInvalid },
};

export const passwordRules: FieldRules = {
  required: v.passwordRequired,
  minLength: { value: limits.passwordMinLength, message: v.passwordTooShort },
};

export const nameRules: FieldRules = { required: v.nameRequired };

export const reviewRules = {
  name: { required: v.nameRequired },
  rating: {
    required: v.ratingRequired,
    max: { value: limits.ratingMax, message: v.ratingRange },
    maxLength: { value: 1, message: v.ratingLength },
  },
  review: { required: v.descriptionRequired },
} satisfies Record<string, FieldRules>;

export const addPartRules = {
  name: { required: v.nameRequired },
  price: { required: v.priceRequired },
  availableQuanity: { required: v.availableQuantityRequired },
  minimumOrderQuanity: { required: v.minimumQuantityRequired },
  image: { required: v.imageRequired },
  description: { required: v.descriptionRequired },
  category: { required: copy.validation.categoryRequired },
  brand: {
    required: copy.validation.brandRequired,
    maxLength: {
      value: brandMaxLength,
      message: `Brand must be ${brandMaxLength} characters or shorter`,
    },
  },
} satisfies Record<string, FieldRules>;

/** The Add Part form's optional warranty (not one of the spec's required fields). */
export const warrantyRules = {
  maxLength: {
    value: warrantyMaxLength,
    message: `Warranty must be ${warrantyMaxLength} characters or shorter`,
  },
} satisfies FieldRules;

export const loginRules = { email: emailRules, password: passwordRules };
export const signUpRules = { name: nameRules, email: emailRules, password: passwordRules };

/** Plain decimal digits with an optional minus: what a whole number given as text must be. */
export const wholeNumberPattern = /^-?\d+$/;

/** A whole number, given as a number or a string of plain decimal digits (not '0x5' or '5e0'). */
export function isWholeNumber(value: unknown): boolean {
  if (typeof value === 'string') return wholeNumberPattern.test(value.trim());
  return typeof value === 'number' && Number.isInteger(value);
}

/** Review rating accepted by the server: a whole number 0-5. */
export function isValidRating(value: unknown): boolean {
  return (
    isWholeNumber(value) && Number(value) >= limits.ratingMin && Number(value) <= limits.ratingMax
  );
}
