// How the catalogue's text is compared: the search engine (functions/src/search) and anything that
// matches a typed word against a part normalise both sides the same way.

/**
 * Lowercase, accents dropped, every run of other characters one space. "Ryzen™ 5-7600X" → "ryzen 5 7600x".
 * The trade and service marks go first: compatibility decomposition would spell them "TM" and "SM"
 * and glue them to the word ("ryzentm").
 */
export function normaliseSearchText(text: string): string {
  return text
    .replace(/[\u2122\u2120]/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
