// What the rules read of a part, and typed reads of its specifications: a value of the wrong type
// reads as not stated, so that a rule never compares a number with text.
import type { Specs } from '../spec-schemas';
import type { BySlot } from './slots';

/** A part as the rules need it: a `Part` from the API or Firestore is one. */
export interface BuildPart {
  _id: string;
  name: string;
  category?: string;
  specs?: Specs;
}

/** The parts of a build, by slot. */
export type BuildParts = BySlot<BuildPart>;

export function specNumber(part: BuildPart, key: string): number | undefined {
  const value = part.specs?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function specText(part: BuildPart, key: string): string | undefined {
  const value = part.specs?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function specList(part: BuildPart, key: string): readonly string[] | undefined {
  const value = part.specs?.[key];
  return Array.isArray(value) && value.length > 0 ? value : undefined;
}

export function specFlag(part: BuildPart, key: string): boolean | undefined {
  const value = part.specs?.[key];
  return typeof value === 'boolean' ? value : undefined;
}
