// How part text becomes search terms, and a buyer's query a MiniSearch query tree. Pure: the
// catalogue index and its tests share it.
import {
  normaliseSearchText,
  specSchemaOf,
  type PartDoc,
  type SpecField,
  type SpecValue,
} from '@cps/domain';
import type { Query } from 'minisearch';

/** Typos are forgiven only in words of letters at least this long: "samsnug", not "7800x". */
export const fuzzyMinLength = 5;

const letters = /^\p{L}+$/u;
const mixed = /\p{L}\p{N}|\p{N}\p{L}/u;

/** The letter and digit runs of a glued word: "rtx4070" → ["rtx", "4070"]. */
function pieces(word: string): string[] {
  return word.match(/\p{L}+|\p{N}+/gu) ?? [];
}

/**
 * A text's terms: its normalised words, and each glued model number also as its pieces, so that
 * "RTX4070" is found by "rtx 4070" and "4000D" by "4000d" and "4000".
 */
export function termsOf(text: string): string[] {
  const words = normaliseSearchText(text).split(' ').filter(Boolean);
  return words.flatMap((word) => (mixed.test(word) ? [word, ...pieces(word)] : [word]));
}

function specWords(field: SpecField, value: SpecValue): string[] {
  if (typeof value === 'boolean') return [];
  if (typeof value === 'number') {
    if (field.type !== 'number' || !field.unit || !/^[A-Za-z]+$/.test(field.unit)) return [];
    const unit = field.unit.toLowerCase();
    const words = [`${value}${unit}`];
    if (unit === 'gb' && value >= 1000 && value % 1000 === 0) words.push(`${value / 1000}tb`);
    return words;
  }
  return (Array.isArray(value) ? value : [value]).join(' ').split(/\s+/);
}

/**
 * What a part is found by besides its name and brand: its category's words and its specification
 * values as buyers type them ("32gb", "1tb", "ddr5", "nvme", "am5").
 */
export function specText(part: Pick<PartDoc, 'category' | 'specs'>): string {
  const specs = part.specs ?? {};
  return specSchemaOf(part.category)
    .filter((field) => specs[field.key] !== undefined)
    .flatMap((field) => specWords(field, specs[field.key] as SpecValue))
    .join(' ');
}

/** Adjacent letters swapped, the typo Levenshtein distance counts twice: "samsnug" → "samsung". */
function transpositions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

export interface ParsedQuery {
  /** The normalised words, in the order typed. */
  words: string[];
  tree: Query;
}

/**
 * A buyer's query as a MiniSearch tree: every word must match (AND), in any order and anywhere;
 * the last by prefix, as it may be half typed; a word of `fuzzyMinLength`+ letters within one
 * edit, or one swap of adjacent letters that the catalogue knows; a glued model number the
 * catalogue does not know as typed ("rtx4070") as its pieces. Undefined when the query has no letters or digits.
 */
export function parseSearchQuery(
  query: string,
  knows: (term: string) => boolean,
): ParsedQuery | undefined {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (!words.length) return undefined;
  const last = words.length - 1;
  const tree: Query = {
    combineWith: 'AND',
    queries: words.map((word, i): Query => {
      const prefix = i === last;
      const fuzzy = letters.test(word) && word.length >= fuzzyMinLength ? 1 : false;
      const alternatives: Query[] = [{ queries: [word], prefix, fuzzy }];
      if (fuzzy && !knows(word)) {
        const swapped = transpositions(word).filter(knows);
        if (swapped.length) alternatives.push({ queries: swapped, prefix: false, fuzzy: false });
      }
      if (mixed.test(word) && !knows(word)) {
        const parts = pieces(word);
        alternatives.push({
          combineWith: 'AND',
          queries: parts.map((piece, j) => ({
            queries: [piece],
            prefix: prefix && j === parts.length - 1,
            fuzzy: false,
          })),
        });
      }
      return { combineWith: 'OR', queries: alternatives };
    }),
  };
  return { words, tree };
}
