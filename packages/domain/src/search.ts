// Search inside Firestore (issue 11, DESIGN §9): each part stores the normalised prefixes of its
// words and of the phrases that start at each word, and a search is one `array-contains` of the
// normalised query. So "ryz" finds every Ryzen and "rtx 40" finds "NVIDIA GeForce RTX 4070 SUPER":
// words match by prefix, case and accents ignored, in the order they appear in brand + name.

/** Longest token stored, and so the longest query matched exactly (longer ones are cut to it). */
export const maxTokenLength = 24;
/** A phrase token spans at most this many words. */
export const maxPhraseWords = 3;

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

function searchWords(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised ? normalised.split(' ') : [];
}

/** The words a part is found by: its brand, then its name (the brand once if the name starts with it). */
export function searchableWords(name: string, brand: string | undefined): string[] {
  const nameWords = searchWords(name);
  const brandWords = searchWords(brand ?? '');
  const namedFirst = brandWords.every((word, i) => nameWords[i] === word);
  return namedFirst ? nameWords : [...brandWords, ...nameWords];
}

/**
 * Every prefix of every phrase of up to `maxPhraseWords` words that starts at a word, cut at
 * `maxTokenLength` characters: "rtx 4070 super" gives "r", "rt", "rtx", "rtx 4", ... "rtx 4070 super".
 */
export function searchTokens(name: string, brand: string | undefined): string[] {
  const words = searchableWords(name, brand);
  const tokens = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    const phrase = words
      .slice(start, start + maxPhraseWords)
      .join(' ')
      .slice(0, maxTokenLength);
    for (let end = 1; end <= phrase.length; end += 1) {
      if (phrase[end - 1] !== ' ') tokens.add(phrase.slice(0, end));
    }
  }
  return [...tokens].sort();
}

/**
 * The token a query is looked up by: its normalised words, at most `maxPhraseWords` of them and
 * `maxTokenLength` characters. Undefined when the query has no letters or digits.
 */
export function searchKey(query: string): string | undefined {
  const key = searchWords(query).slice(0, maxPhraseWords).join(' ').slice(0, maxTokenLength).trim();
  return key || undefined;
}
