// The catalogue's queries as plain data. The browse page's URL and the REST API's query string
// come from here, and so does Home's Firestore query: the web SDK translates a `QueryPlan` into
// its query, and the index test checks every plan the code asks for against
// firestore.indexes.json.

import { brandMaxLength, categorySlugs, isCategory, type CategorySlug } from './categories';
import { copy } from './copy';
import { isDocumentId } from './ids';
import { lowStockThreshold, parseStockThreshold } from './overview';
import { normaliseSearchText } from './search';
import type { CatalogueStats } from './types';

/** `relevance` ranks a search's best matches first; without words to rank, it is `newest`. */
export const partSorts = ['newest', 'price-asc', 'price-desc', 'relevance'] as const;
export type PartSort = (typeof partSorts)[number];

/** Whether a query has words to search for (only punctuation has none, and filters nothing). */
export const hasSearchWords = (q: string | undefined): q is string =>
  q !== undefined && normaliseSearchText(q) !== '';

/** The sort a list has when none is asked for: the best matches of a search, else the newest. */
export const defaultSort = (q: string | undefined): PartSort =>
  hasSearchWords(q) ? 'relevance' : 'newest';

/**
 * The back office's filter by stock (`stock=out`, `stock=low&below=N`): out of stock is a part
 * whose `inStock` is false (not even one minimum order can be placed, part-derived.ts); low is
 * one in stock with at most `below` units available.
 */
export type StockFilter = { level: 'out' } | { level: 'low'; below: number };
export const stockLevels = ['out', 'low'] as const;

export interface PartFilters {
  q?: string;
  category?: CategorySlug;
  brand?: string;
  /** Price bounds in USD, inclusive. */
  min?: number;
  max?: number;
  inStock?: boolean;
  stock?: StockFilter;
  sort: PartSort;
}

/** Where a page starts: after the part with this id (Next) or before it (Previous). */
export interface PageCursor {
  direction: 'after' | 'before';
  id: string;
}

export type FilterOp = '==' | 'array-contains' | '>=' | '<=' | '>' | '<';
export interface QueryPlan {
  where: { field: string; op: FilterOp; value: string | number | boolean }[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
}

/** The highest price a filter accepts, in USD: far above any part, below float trouble. */
const maxPrice = 1_000_000;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** A query string: a URLSearchParams, or a parsed query object (Express's `req.query`). */
export type QueryParams = URLSearchParams | Record<string, unknown>;

/** One parameter of a query string as text (the first value of a repeated one), or undefined. */
export function readParam(params: QueryParams, name: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const value: unknown = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

function priceParam(name: string, raw: string | undefined): ParseResult<number | undefined> {
  if (raw === undefined || raw.trim() === '') return { ok: true, value: undefined };
  const value = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw.trim()) || value > maxPrice) {
    return { ok: false, error: `${name} must be a price in USD from 0 to ${maxPrice}.` };
  }
  return { ok: true, value };
}

/**
 * `stock` and `below`: `out`, or `low` with at most `below` units (`lowStockThreshold.default`
 * when it is not given). `below` means nothing without `stock=low`, and is refused there.
 */
export function stockParams(params: QueryParams): ParseResult<StockFilter | undefined> {
  const m = copy.catalogue.stockFilter;
  const level = readParam(params, 'stock')?.trim() || undefined;
  const rawBelow = readParam(params, 'below')?.trim() || undefined;
  if (level !== undefined && !(stockLevels as readonly string[]).includes(level)) {
    return { ok: false, error: m.badLevel(stockLevels.join(', ')) };
  }
  if (rawBelow !== undefined && level !== 'low') return { ok: false, error: m.belowWithoutLow };
  if (level === 'out') return { ok: true, value: { level } };
  if (level !== 'low') return { ok: true, value: undefined };
  if (rawBelow === undefined)
    return { ok: true, value: { level, below: lowStockThreshold.default } };
  const below = parseStockThreshold(rawBelow);
  if (below === undefined) {
    return { ok: false, error: m.badBelow(lowStockThreshold.min, lowStockThreshold.max) };
  }
  return { ok: true, value: { level, below } };
}

/**
 * Parses the filter parameters strictly (the API answers 400 with the error); `lenient` drops
 * bad values instead, for a URL a person typed or an old link.
 */
export function parsePartFilters(params: QueryParams, lenient = false): ParseResult<PartFilters> {
  const filters: PartFilters = { sort: 'newest' };
  // Strict: the first bad parameter is the answer. Lenient: a bad value is dropped and the
  // other parameters still count.
  let error: string | undefined;
  const bad = (message: string) => {
    error ??= message;
  };

  const q = readParam(params, 'q')?.trim();
  if (q) {
    if (q.length > 100) bad('q must be at most 100 characters.');
    else filters.q = q;
  }
  const category = readParam(params, 'category');
  if (category) {
    if (isCategory(category)) filters.category = category;
    else bad(`category must be one of: ${categorySlugs.join(', ')}.`);
  }
  const brand = readParam(params, 'brand')?.trim();
  if (brand) {
    if (brand.length > brandMaxLength) bad(`brand must be at most ${brandMaxLength} characters.`);
    else filters.brand = brand;
  }
  const min = priceParam('min', readParam(params, 'min'));
  if (min.ok) filters.min = min.value;
  else bad(min.error);
  const max = priceParam('max', readParam(params, 'max'));
  if (max.ok) filters.max = max.value;
  else bad(max.error);
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max) {
    bad('min must not be above max.');
    delete filters.max;
  }
  const inStock = readParam(params, 'inStock');
  if (inStock !== undefined && inStock !== '') {
    if (inStock === 'true' || inStock === '1') filters.inStock = true;
    else if (inStock !== 'false' && inStock !== '0') bad('inStock must be true or false.');
  }
  const stock = stockParams(params);
  if (stock.ok) {
    if (stock.value) filters.stock = stock.value;
  } else bad(stock.error);
  filters.sort = defaultSort(filters.q);
  const sort = readParam(params, 'sort');
  if (sort) {
    if ((partSorts as readonly string[]).includes(sort)) filters.sort = sort as PartSort;
    else bad(`sort must be one of: ${partSorts.join(', ')}.`);
  }
  if (error !== undefined && !lenient) return { ok: false, error };
  return { ok: true, value: filters };
}

/**
 * Filters with a new search: the sort follows it when it was the default (a new search is ranked
 * by relevance; clearing it goes back to the newest), and stays when one was chosen.
 */
export function withSearch(filters: PartFilters, q: string | undefined): PartFilters {
  const next: PartFilters = { ...filters, q };
  if (!q) delete next.q;
  next.sort = filters.sort === defaultSort(filters.q) ? defaultSort(q) : filters.sort;
  return next;
}

/** The query string of a filter (defaults left out), for links and the browse page's URL. */
export function partFiltersToParams(filters: PartFilters, cursor?: string): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.category) out.set('category', filters.category);
  if (filters.brand) out.set('brand', filters.brand);
  if (filters.min !== undefined) out.set('min', String(filters.min));
  if (filters.max !== undefined) out.set('max', String(filters.max));
  if (filters.inStock) out.set('inStock', 'true');
  if (filters.stock) {
    out.set('stock', filters.stock.level);
    if (filters.stock.level === 'low') out.set('below', String(filters.stock.below));
  }
  if (filters.sort !== defaultSort(filters.q)) out.set('sort', filters.sort);
  if (cursor) out.set('cursor', cursor);
  return out;
}

/** What a Firestore query of parts can ask: Home's selection (in stock) or the whole catalogue. */
export type PartsQueryFilters = Pick<PartFilters, 'inStock'>;

/**
 * The Firestore query of Home's parts: in stock when asked, newest first. Every other list of
 * parts (a search, the filters, the sorts, paging) is the REST API's search engine's
 * (functions/src/search), not a Firestore query, so it needs no composite index.
 */
export function planPartsQuery(filters: PartsQueryFilters): QueryPlan {
  return {
    where: filters.inStock ? [{ field: 'inStock', op: '==', value: true }] : [],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}

/** Home's bounded selection: the newest parts in stock. */
export const homeFilters: PartFilters = { inStock: true, sort: 'newest' };

/**
 * Whether the maintained counters know how many parts match: no filter, or only a category and/or
 * in stock.
 */
export function countableFromStats(filters: PartFilters): boolean {
  return (
    !hasSearchWords(filters.q) &&
    !filters.brand &&
    !filters.stock &&
    filters.min === undefined &&
    filters.max === undefined
  );
}

/**
 * The number of matches when the maintained counters know it (countableFromStats): one document
 * read instead of an aggregation over every match.
 */
export function countFromStats(filters: PartFilters, stats: CatalogueStats | undefined) {
  if (!stats || !countableFromStats(filters)) return undefined;
  const scope = filters.category ? stats.categories?.[filters.category] : stats;
  if (!scope) return 0;
  return filters.inStock ? scope.inStock : scope.total;
}

/** Cursors are opaque to clients: base64url of the direction and the part's document id. */
export function encodeCursor(cursor: PageCursor): string {
  const text = `${cursor.direction === 'after' ? 'a' : 'b'}:${cursor.id}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): PageCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  // The id must name a document: not a reserved `__x__` id, whose read is an error, not a miss.
  const match = /^([ab]):(.*)$/.exec(text);
  if (!match || !isDocumentId(match[2]!)) return undefined;
  return { direction: match[1] === 'a' ? 'after' : 'before', id: match[2]! };
}
