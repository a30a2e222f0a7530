import { limits } from './limits';
import { messages } from './messages';

const v = messages.validation;

/**
 * One field's rules as plain data. The shape is the one react-hook-form's `register` accepts,
 * so the web forms use these objects directly and the server checks with `checkField`.
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
} satisfies Record<string, FieldRules>;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object' && 'length' in value)
    return (value as { length: number }).length === 0;
  return false;
}

/** The first message a value breaks, in react-hook-form's order, or undefined when it passes. */
export function checkField(rules: FieldRules, value: unknown): string | undefined {
  if (isEmpty(value)) return rules.required;
  const text = String(value);
  if (rules.maxLength && text.length > rules.maxLength.value) return rules.maxLength.message;
  if (rules.minLength && text.length < rules.minLength.value) return rules.minLength.message;
  const number = Number(value);
  if (rules.max && !Number.isNaN(number) && number > rules.max.value) return rules.max.message;
  if (rules.min && !Number.isNaN(number) && number < rules.min.value) return rules.min.message;
  if (rules.pattern && !rules.pattern.value.test(text)) return rules.pattern.message;
  return undefined;
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Checks every field of a form; an empty object means the form is valid. */
export function checkForm<K extends string>(
  rules: Record<K, FieldRules>,
  values: Partial<Record<K, unknown>>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = checkField(rules[key], values[key]);
    if (message !== undefined) errors[key] = message;
  }
  return errors;
}

export const loginRules = { email: emailRules, password: passwordRules };
export const signUpRules = { name: nameRules, email: emailRules, password: passwordRules };

/** A whole number, given as a number or a string of plain decimal digits (not '0x5' or '5e0'). */
export function isWholeNumber(value: unknown): boolean {
  if (typeof value === 'string') return /^-?\d+$/.test(value.trim());
  return typeof value === 'number' && Number.isInteger(value);
}

/** Review rating accepted by the server: a whole number 0-5. */
export function isValidRating(value: unknown): boolean {
  return (
    isWholeNumber(value) && Number(value) >= limits.ratingMin && Number(value) <= limits.ratingMax
  );
}
