import type { ProfileDoc } from './types';

export const profileFields = [
  'email',
  'name',
  'education',
  'streetAddress',
  'cuntry',
  'number',
  'linkedinProfile',
] as const satisfies readonly (keyof ProfileDoc)[];

export type ProfileUpdate = Partial<Record<keyof ProfileDoc, unknown>>;

/** A phone number as the profile keeps it: digits, optionally a leading +, spaces and dashes allowed. */
export function isNumeric(value: string): boolean {
  return /^\+?[0-9][0-9 -]*$/.test(value.trim());
}

/**
 * Spec §5: every field optional, an empty field keeps the previous value.
 * Unknown keys are dropped; values are trimmed strings.
 */
export function mergeProfile(previous: Partial<ProfileDoc>, update: ProfileUpdate): ProfileDoc {
  const merged = {} as ProfileDoc;
  for (const field of profileFields) {
    const next = update[field];
    const text = typeof next === 'string' || typeof next === 'number' ? String(next).trim() : '';
    merged[field] = text !== '' ? text : (previous[field] ?? '');
  }
  return merged;
}
