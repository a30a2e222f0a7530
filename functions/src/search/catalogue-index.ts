// The catalogue in the API's memory: a MiniSearch full-text index over every part's name, brand
// and specification words, and the parts themselves, so that search, filters on any combination
// of fields and specifications, facet counts and suggestions cost no Firestore read. Firestore
// stays the source of truth; catalogue-sync.ts keeps this copy fresh.
import {
  categoryLabel,
  countSpecFacets,
  type Facets,
  isInStock,
  matchesSpecFilters,
  matchesStockFilter,
  namedCounts,
  normaliseSearchText,
  type PageCursor,
  type Part,
  type PartFilters,
  type PartSort,
  type SpecFilter,
} from '@cps/domain';
import MiniSearch from 'minisearch';
import { parseSearchQuery, specText, termsOf } from './search-text';

export interface SearchRequest {
  /** The filters, and the order (`filters.sort`: relevance by default when a query is given). */
  filters: PartFilters;
  specFilters?: readonly SpecFilter[];
  limit: number;
  cursor?: PageCursor;
}

export interface SearchPage {
  parts: Part[];
  total: number;
  /** The first and last part of the page, for the Previous and Next cursors, when they exist. */
  prev?: string;
  next?: string;
}

interface Indexed {
  id: string;
  name: string;
  brand: string;
  words: string;
}

/** What a candidate carries into ordering: its part, and how well it matched the query. */
interface Hit {
  part: Part;
  /** 2: the query is a phrase of the name; 1: every word matched as typed; 0: otherwise. */
  exactness: number;
  /** Words of the name the query did not name: the closer match has fewer. */
  extra: number;
  score: number;
}

const byId = (a: Hit, b: Hit) => (a.part._id < b.part._id ? -1 : a.part._id > b.part._id ? 1 : 0);

const newest = (a: Hit, b: Hit) => (b.part.createdAt ?? 0) - (a.part.createdAt ?? 0) || byId(a, b);

/** Relevance without a query has nothing to rank: what is in stock first, then the newest. */
const orderings: Record<PartSort, (a: Hit, b: Hit) => number> = {
  relevance: (a, b) =>
    b.exactness - a.exactness ||
    Number(isInStock(b.part)) - Number(isInStock(a.part)) ||
    a.extra - b.extra ||
    b.score - a.score ||
    newest(a, b),
  newest,
  'price-asc': (a, b) => a.part.price - b.part.price || byId(a, b),
  'price-desc': (a, b) => b.part.price - a.part.price || byId(a, b),
};

/** Queries whose matches, and filters whose counts, the index keeps until the catalogue changes. */
const rememberedAnswers = 100;

/** `memo`'s answer for `key`, made once; past `rememberedAnswers` the oldest is forgotten. */
function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  if (memo.has(key)) return memo.get(key)!;
  const answer = make();
  memo.set(key, answer);
  if (memo.size > rememberedAnswers) memo.delete(memo.keys().next().value!);
  return answer;
}

export class CatalogueIndex {
  private readonly parts = new Map<string, Part>();
  /**
   * Each part's brand and name, normalised, and their distinct words: what exactness and
   * closeness compare a query to.
   */
  private readonly names = new Map<string, { text: string; words: string[] }>();
  /**
   * Every part in each order, made on first use after a change: a list without a query (the
   * browse page's) filters it and sorts nothing.
   */
  private sorted: Partial<Record<PartSort, Hit[]>> = {};
  /**
   * The last queries' matches and the last filters' counts: a warm instance answers the searches
   * and category pages buyers repeat from memory until a part changes.
   */
  private readonly matched = new Map<string, Hit[] | undefined>();
  private readonly counted = new Map<string, Facets>();
  /** How many parts use each term: a typo's correction is tried only against real words. */
  private readonly vocabulary = new Map<string, number>();
  private readonly engine = new MiniSearch<Indexed>({
    fields: ['name', 'brand', 'words'],
    tokenize: (text) => termsOf(text),
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: { name: 3, brand: 2 },
    },
  });

  get size(): number {
    return this.parts.size;
  }

  get(id: string): Part | undefined {
    return this.parts.get(id);
  }

  /** Adds a part or replaces what the index had of it. */
  put(part: Part): void {
    if (this.parts.has(part._id)) this.remove(part._id);
    const doc = indexed(part);
    this.parts.set(part._id, part);
    const name = normaliseSearchText(`${part.brand ?? ''} ${part.name}`);
    this.names.set(part._id, { text: ` ${name} `, words: [...new Set(name.split(' '))] });
    this.changed();
    this.engine.add(doc);
    for (const term of termsOfDoc(doc))
      this.vocabulary.set(term, (this.vocabulary.get(term) ?? 0) + 1);
  }

  remove(id: string): void {
    const part = this.parts.get(id);
    if (!part) return;
    this.parts.delete(id);
    this.names.delete(id);
    this.changed();
    this.engine.discard(id);
    for (const term of termsOfDoc(indexed(part))) {
      const left = (this.vocabulary.get(term) ?? 0) - 1;
      if (left > 0) this.vocabulary.set(term, left);
      else this.vocabulary.delete(term);
    }
  }

  /** Forgets what was made from the parts as they were. */
  private changed(): void {
    this.sorted = {};
    this.matched.clear();
    this.counted.clear();
  }

  /** Every part in an order, as hits that matched no query. */
  private all(sort: PartSort): Hit[] {
    return (this.sorted[sort] ??= [...this.parts.values()]
      .map((part) => ({ part, exactness: 0, extra: 0, score: 0 }))
      .sort(orderings[sort]));
  }

  /**
   * The parts that match the query text, with how well they match; undefined without a query
   * (nothing searchable in it): every part matches.
   */
  private matches(q: string | undefined): Hit[] | undefined {
    return q ? remembered(this.matched, q, () => this.match(q)) : undefined;
  }

  private match(q: string): Hit[] | undefined {
    const parsed = parseSearchQuery(q, (term) => this.vocabulary.has(term));
    if (!parsed) return undefined;
    const phrase = ` ${parsed.words.join(' ')} `;
    const hits: Hit[] = [];
    for (const result of this.engine.search(parsed.tree)) {
      const part = this.parts.get(result.id as string);
      if (!part) continue;
      const name = this.names.get(part._id)!;
      const matched = result.terms as string[];
      const exact = parsed.words.every((word) => matched.includes(word));
      let extra = 0;
      for (const word of name.words) if (!matched.includes(word)) extra += 1;
      hits.push({
        part,
        exactness: name.text.includes(phrase) ? 2 : exact ? 1 : 0,
        extra,
        score: result.score,
      });
    }
    return hits;
  }

  /** One page of the parts that match, in the asked order, and how many match in all. */
  search(request: SearchRequest): SearchPage {
    const { filters, specFilters = [], limit, cursor } = request;
    const order = orderings[filters.sort];
    const matched = this.matches(filters.q);
    const pass = (hit: Hit) => passes(hit.part, filters, specFilters);
    const hits = matched ? matched.filter(pass).sort(order) : this.all(filters.sort).filter(pass);
    let start = 0;
    let end = Math.min(limit, hits.length);
    if (cursor) {
      // Found by the order itself, not by position: the cursor's part may have left the results.
      const at = hits.find((hit) => hit.part._id === cursor.id) ?? this.outsideHit(cursor.id);
      const firstFrom = (strictlyAfter: boolean) => {
        if (!at) return 0;
        const i = hits.findIndex((hit) =>
          strictlyAfter ? order(hit, at) > 0 : order(hit, at) >= 0,
        );
        return i === -1 ? hits.length : i;
      };
      if (cursor.direction === 'after') {
        start = firstFrom(true);
        end = Math.min(start + limit, hits.length);
      } else {
        end = firstFrom(false);
        start = Math.max(0, end - limit);
      }
    }
    const page = hits.slice(start, end);
    return {
      parts: page.map((hit) => hit.part),
      total: hits.length,
      ...(start > 0 && page.length && { prev: page[0]!.part._id }),
      ...(end < hits.length && page.length && { next: page[page.length - 1]!.part._id }),
    };
  }

  /** A cursor's part that no longer matches: placed by its fields, as if it matched least. */
  private outsideHit(id: string): Hit | undefined {
    const part = this.parts.get(id);
    return part && { part, exactness: 0, extra: 0, score: 0 };
  }

  /**
   * Counts for the browse page's filters: each of categories, brands, price and every
   * specification key is counted with the other filters applied and its own left out, so a
   * buyer sees what choosing another value would give.
   */
  facets(filters: PartFilters, specFilters: readonly SpecFilter[] = []): Facets {
    // The sort changes no count.
    const key = JSON.stringify([{ ...filters, sort: undefined }, specFilters]);
    return remembered(this.counted, key, () => this.count(filters, specFilters));
  }

  private count(filters: PartFilters, specFilters: readonly SpecFilter[]): Facets {
    const hits = this.matches(filters.q) ?? this.all('newest');
    const facets: Facets = {
      total: 0,
      categories: namedCounts(),
      brands: namedCounts(),
      price: null,
      specs: {},
    };
    const specsOfParts = [];
    let lowest = Infinity;
    let highest = -Infinity;
    // Each filter is tested once a part, and a part outside the category is done with after the
    // category count.
    for (const { part } of hits) {
      const ok = filterChecks(part, filters);
      if (!ok.stock) continue;
      // Categories are counted without the specification filters, which belong to one category.
      if (part.category && ok.brand && ok.price)
        facets.categories[part.category] = (facets.categories[part.category] ?? 0) + 1;
      if (!ok.category) continue;
      const specsMatch = matchesSpecFilters(part.specs, specFilters);
      if (part.brand && ok.price && specsMatch)
        facets.brands[part.brand] = (facets.brands[part.brand] ?? 0) + 1;
      if (ok.brand && specsMatch) {
        lowest = Math.min(lowest, part.price);
        highest = Math.max(highest, part.price);
      }
      if (ok.brand && ok.price) {
        if (specsMatch) facets.total += 1;
        if (filters.category) specsOfParts.push(part.specs);
      }
    }
    if (lowest <= highest) facets.price = { min: lowest, max: highest };
    if (filters.category)
      facets.specs = countSpecFacets(filters.category, specsOfParts, specFilters);
    return facets;
  }

  /** Up to `limit` best matches for a query typed so far. */
  suggest(q: string, limit: number): Part[] {
    return this.search({ filters: { q, sort: 'relevance' }, limit }).parts;
  }
}

function indexed(part: Part): Indexed {
  return {
    id: part._id,
    name: part.name,
    brand: part.brand ?? '',
    words: `${categoryLabel(part.category)} ${specText(part)}`,
  };
}

function termsOfDoc(doc: Indexed): Set<string> {
  return new Set([doc.name, doc.brand, doc.words].flatMap(termsOf));
}

/**
 * Whether a part passes each filter but the specifications', each on its own: the facets count
 * every value with its own filter left out.
 */
function filterChecks(part: Part, filters: PartFilters) {
  return {
    category: !filters.category || part.category === filters.category,
    brand: !filters.brand || part.brand === filters.brand,
    price:
      (filters.min === undefined || part.price >= filters.min) &&
      (filters.max === undefined || part.price <= filters.max),
    stock: (!filters.inStock || isInStock(part)) && matchesStockFilter(part, filters.stock),
  };
}

/** Whether a part passes every filter. */
function passes(part: Part, filters: PartFilters, specFilters: readonly SpecFilter[]): boolean {
  const ok = filterChecks(part, filters);
  return (
    ok.category && ok.brand && ok.price && ok.stock && matchesSpecFilters(part.specs, specFilters)
  );
}
