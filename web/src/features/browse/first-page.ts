// The browse page a visitor lands on, from the REST API (issue 11). The page the document was
// loaded with paints its cards from one `GET /api/parts` (started as the entry chunk evaluates)
// instead of waiting for the Firebase SDK chunk, a Listen channel and the query: Lighthouse's
// mobile LCP went from 4.5 s to 2.5 s. The cards then stay live without being read again: the
// SDK watches only the parts written since the API read them (usePartChanges), one read when
// none was. Later pages (Next, a filter) come from the live query alone.
//
//   landingPage(href)              the landing page's answer, when href is the landing address
//   withChanges(page, changes)     a page with the parts written since replaced

import { pageSizes, partFiltersToParams, type Part, type PartFilters } from '@cps/domain';
import { paths } from '@/config/paths';
import { holdPageLoad } from '@/infra/after-load';
import type { PartsPageState } from '@/lib/parts-query';
import type { BrowseContent } from './browse-content';
import { readBrowseSearch } from './browse-url';

/** The `cursor` of the `Link` header's URL with this rel, when the API sent one. */
export function linkCursor(link: string | null, rel: 'next' | 'prev'): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="([^"]*)"/.exec(part);
    if (match?.[2] !== rel) continue;
    return new URL(match[1]!, 'http://link.invalid').searchParams.get('cursor') ?? undefined;
  }
  return undefined;
}

/** Cards whose images can be on the first screen (a wide screen's first row). */
const firstScreenImages = 3;

/**
 * Asks for the first cards' images as soon as the answer names them, at high priority, while
 * React renders the cards: the largest paint (the first card's image) then need not wait for
 * the render to find its <img>, which takes the preloaded response.
 */
function preloadImages(parts: Part[]): void {
  for (const part of parts) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = part.img;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

export interface Landing {
  /** The page in the shape the live page hands over (without the counters doc). */
  data: BrowseContent;
  /** When the API read it, less a margin (epoch ms): the parts written since replace its own. */
  since: number;
}

/**
 * How far before the answer's `Date` the parts may have been read: the header has whole seconds
 * and is stamped after the reads; a change seen twice is harmless, a missed one is not.
 */
const readMarginMs = 5_000;

/**
 * One page of the browse page from `GET /api/parts`. Undefined when the API cannot answer: the
 * live query shows the page instead.
 */
export async function fetchBrowsePage(
  filters: PartFilters,
  cursor: string | undefined,
): Promise<Landing | undefined> {
  const params = partFiltersToParams(filters, cursor);
  params.set('limit', String(pageSizes.browse));
  try {
    const response = await fetch(`/api/parts?${params.toString()}`);
    if (!response.ok) return undefined;
    const parts = (await response.json()) as Part[];
    preloadImages(parts.slice(0, firstScreenImages));
    // No header, or an empty one, is no count (Number(null) and Number('') are 0: "0 parts"
    // above a page of cards).
    const total = Number(response.headers.get('X-Total-Count') || NaN);
    const link = response.headers.get('Link');
    // A CDN's copy keeps the Date of the answer it copied.
    const servedAt = Date.parse(response.headers.get('Date') ?? '');
    return {
      data: {
        stats: undefined,
        count: Number.isInteger(total) ? total : undefined,
        page: {
          status: 'ready',
          parts,
          next: linkCursor(link, 'next'),
          previous: linkCursor(link, 'prev'),
        },
      },
      since: (Number.isNaN(servedAt) ? Date.now() : servedAt) - readMarginMs,
    };
  } catch {
    return undefined;
  }
}

/** The address the document was loaded with, without its hash; undefined outside a browser. */
function landingHref(): string | undefined {
  if (typeof performance === 'undefined') return undefined;
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name.split('#')[0];
}

/**
 * The landing page's request, started as this module evaluates (with the entry chunk, before
 * React's first render) when the document was loaded at the browse page.
 */
function startLanding() {
  const href = landingHref();
  if (!href || typeof location === 'undefined' || location.pathname !== paths.parts()) {
    return undefined;
  }
  const { filters, cursor } = readBrowseSearch(new URLSearchParams(location.search));
  // The SDK and the navbar's sign-in state wait until these cards have shown.
  holdPageLoad(new Promise<void>((resolve) => (endLandingHold = resolve)));
  return { href, page: fetchBrowsePage(filters, cursor) };
}

let endLandingHold = () => {};

const landing = startLanding();
let landingOver = false;

/**
 * The landing page from the API when `href` (without its hash) is the address the document was
 * loaded with and no browse page has unmounted since; otherwise undefined.
 */
export function landingPage(href: string): Promise<Landing | undefined> | undefined {
  return !landingOver && landing?.href === href ? landing.page : undefined;
}

/** The landing page's cards and their first images have shown (or never will). */
export function landingShown(): void {
  endLandingHold();
}

/** The browse page has unmounted: from now on every page comes from the live query. */
export function endLandingPage(): void {
  landingOver = true;
}

/**
 * A page with each part replaced by its latest write among `changes` (latest first); the same
 * page when none of its parts changed.
 */
export function withChanges(page: PartsPageState, changes: Part[]): PartsPageState {
  if (page.status !== 'ready' || changes.length === 0) return page;
  const latest = new Map<string, Part>();
  for (const part of changes) if (!latest.has(part._id)) latest.set(part._id, part);
  if (!page.parts.some((part) => latest.has(part._id))) return page;
  return { ...page, parts: page.parts.map((part) => latest.get(part._id) ?? part) };
}
