// Reviews: how many a reader sees, how many one client query may read, and what a review shows
// of its author. The name and picture come from the account (never from the payload's `name`),
// and pass here before they are published: an account is one free sign-up, so whatever it
// says about itself is a stranger's text.

import type { QueryPlan } from './catalogue-query';
import { isShownImageUrl } from './images';
import { copy } from './copy';

export const reviewLimits = {
  /** How many reviews Home shows: two rows of three on desktop. */
  shownOnHome: 6,
  /**
   * The most reviews one client query may read (firestore.rules bounds `request.query.limit`
   * with this number; tests/rules check the two agree).
   */
  listMax: 24,
  /** The longest reviewer name shown; a longer one is cut. */
  nameMax: 50,
} as const;

/** The picture of a reviewer without a usable photo (bundled with the site). */
export const defaultAvatar = '/images/avatars/default.svg';

/**
 * A reviewer's picture when the store may show it: the default picture, or an https address on
 * an `imageHosts` host (the hosts the Content-Security-Policy admits). Anything else, a tracking
 * pixel on any other host included, is undefined: the caller falls back.
 */
export function reviewerPicture(img: string | undefined): string | undefined {
  if (img === undefined) return undefined;
  const value = img.trim();
  if (value === defaultAvatar) return value;
  return value.startsWith('https://') && isShownImageUrl(value) ? value : undefined;
}

// Words that present a reviewer as the shop or its people; and, run together, the shop's name
// (Computer Parts BD, with or without its country) and its service desk.
const reservedWords = new Set([
  'admin',
  'administrator',
  'moderator',
  'mod',
  'support',
  'official',
  'staff',
  'verified',
  'owner',
]);
const reservedRuns = ['computerparts', 'customerservice', 'customercare', 'helpdesk'];

// Look-alikes folded before the check: digits and signs read as letters, and the Cyrillic and
// Greek letters that render like Latin ones. NFKC already folds full-width and styled letters.
const lookAlikes: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'i',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};

/** Control and format characters (bidi overrides, zero-width joiners) and runs of spaces gone. */
function cleanName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The words of a name as the check reads them: folded, lowercase, letters only. */
function foldedWords(name: string): string[] {
  const folded = [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .map((c) => lookAlikes[c] ?? c)
    .join('');
  const tokens = folded.split(/[^\p{L}]+/u).filter(Boolean);
  // "A d m i n" and "S.u.p.p.o.r.t": runs of single letters are read as one word.
  const words: string[] = [];
  let run = '';
  for (const token of tokens) {
    if (token.length === 1) {
      run += token;
      continue;
    }
    if (run) words.push(run);
    run = '';
    words.push(token);
  }
  if (run) words.push(run);
  return words;
}

/**
 * Whether a name presents its holder as the shop: a word such as admin, support, official or
 * staff (or its plural), the shop's name, or "customer service", spelt plainly or with
 * look-alike characters, spaces or dots between the letters.
 */
export function impersonatesShop(name: string): boolean {
  const words = foldedWords(cleanName(name));
  if (words.some((w) => reservedWords.has(w) || reservedWords.has(w.replace(/s$/u, '')))) {
    return true;
  }
  const joined = words.join('');
  return reservedRuns.some((run) => joined.includes(run));
}

export type ReviewerNameChange = 'empty' | 'impersonation' | 'shortened';

/**
 * The name a review is published under, from the account's name: cleaned of control and format
 * characters, cut to `reviewLimits.nameMax`; an empty name, or one that impersonates the shop,
 * becomes the neutral `copy.reviews.anonymous`. `change` says what was done (undefined: the
 * name is published as the account has it).
 */
export function publicReviewerName(accountName: string | undefined): {
  name: string;
  change?: ReviewerNameChange;
} {
  const clean = cleanName(accountName ?? '');
  if (!clean) return { name: copy.reviews.anonymous, change: 'empty' };
  const chars = [...clean];
  const cut = chars.slice(0, reviewLimits.nameMax).join('').trimEnd();
  // The cut too: cutting "… Supporting" could leave "… Support".
  if (impersonatesShop(clean) || impersonatesShop(cut)) {
    return { name: copy.reviews.anonymous, change: 'impersonation' };
  }
  return chars.length <= reviewLimits.nameMax
    ? { name: clean }
    : { name: cut, change: 'shortened' };
}

/** The moderation queue, oldest first: the order an admin works through it. */
export function planReviewQueueQuery(): QueryPlan {
  return { where: [], orderBy: [{ field: 'createdAt', direction: 'asc' }] };
}
