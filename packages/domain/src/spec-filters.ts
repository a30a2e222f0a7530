// Filters on a category's specifications, as the browse page's URL and `GET /parts` carry them:
// `spec.<key>=<value>` (repeated: any of the values) and `spec.<key>.min` / `.max` for numbers.
// Keys of one filter combine with AND; the values of one key with OR.
import { categoryLabel } from './categories';
import { namedCounts } from './part-derived';
import type { ParseResult, QueryParams } from './catalogue-query';
import { specSchemaOf, type SpecField, type Specs } from './spec-schemas';
import { parseSpecText } from './specs';

export type SpecFilter =
  | { key: string; kind: 'values'; values: (string | number | boolean)[] }
  | { key: string; kind: 'range'; min?: number; max?: number };

const specParam = /^spec\.([A-Za-z0-9]+)(?:\.(min|max))?$/;

/** Every (name, value) of a query string, repeated names included. */
function entriesOf(params: QueryParams): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([name, raw]) =>
    (Array.isArray(raw) ? raw : [raw])
      .filter((v): v is string => typeof v === 'string')
      .map((v) => [name, v] as [string, string]),
  );
}

function readValue(field: SpecField, text: string): string | number | boolean | undefined {
  const value = parseSpecText(field, text);
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && value >= field.min && value <= field.max
        ? value
        : undefined;
    case 'flag':
      return typeof value === 'boolean' ? value : undefined;
    case 'choice':
      return typeof value === 'string' && field.values.includes(value) ? value : undefined;
    case 'choices': {
      const one = text.trim();
      return field.values.includes(one) ? one : undefined;
    }
    case 'text':
      return typeof value === 'string' && value.length <= field.maxLength ? value : undefined;
  }
}

/**
 * Reads the `spec.*` parameters against the category's schema. Strict (the API's 400) refuses an
 * unknown or unfilterable key, a bad value and a spec filter without a category; lenient (a URL a
 * person typed) drops them.
 */
export function parseSpecFilters(
  params: QueryParams,
  category: string | undefined,
  lenient = false,
): ParseResult<SpecFilter[]> {
  const entries = entriesOf(params).filter(([name]) => name.startsWith('spec.'));
  if (!entries.length) return { ok: true, value: [] };
  let error: string | undefined;
  const bad = (message: string) => {
    error ??= message;
  };
  const schema = specSchemaOf(category);
  if (!schema.length) bad('spec filters need a category.');
  const byKey = new Map(schema.filter((f) => f.filterable).map((f) => [f.key, f]));
  const filters = new Map<string, SpecFilter>();

  for (const [name, text] of schema.length ? entries : []) {
    const match = specParam.exec(name);
    const field = match ? byKey.get(match[1]!) : undefined;
    if (!match || !field) {
      bad(`${name} is not a filter of ${categoryLabel(category)}.`);
      continue;
    }
    const bound = match[2] as 'min' | 'max' | undefined;
    if (bound) {
      const value = field.type === 'number' ? readValue(field, text) : undefined;
      if (typeof value !== 'number') {
        bad(
          field.type === 'number'
            ? `${name} must be a number from ${field.min} to ${field.max}.`
            : `${name}: spec.${field.key} is not a number.`,
        );
        continue;
      }
      const previous = filters.get(field.key);
      if (previous?.kind === 'values') {
        bad(`spec.${field.key} cannot be both a value and a range.`);
        continue;
      }
      const range = previous ?? { key: field.key, kind: 'range' as const };
      filters.set(field.key, { ...range, [bound]: value });
      continue;
    }
    const value = readValue(field, text);
    if (value === undefined) {
      bad(`${name} cannot be ${JSON.stringify(text)}.`);
      continue;
    }
    const previous = filters.get(field.key);
    if (previous?.kind === 'range') {
      bad(`spec.${field.key} cannot be both a value and a range.`);
      continue;
    }
    const values = previous?.values ?? [];
    if (!values.includes(value)) values.push(value);
    filters.set(field.key, { key: field.key, kind: 'values', values });
  }
  for (const filter of filters.values()) {
    if (
      filter.kind === 'range' &&
      filter.min !== undefined &&
      filter.max !== undefined &&
      filter.min > filter.max
    ) {
      bad(`spec.${filter.key}.min must not be above spec.${filter.key}.max.`);
      filters.delete(filter.key);
    }
  }
  if (error !== undefined && !lenient) return { ok: false, error };
  return { ok: true, value: [...filters.values()] };
}

/** The `spec.*` parameters of filters, in a stable order, for links and the browse page's URL. */
export function specFiltersToParams(filters: readonly SpecFilter[], out = new URLSearchParams()) {
  for (const filter of [...filters].sort((a, b) => a.key.localeCompare(b.key))) {
    if (filter.kind === 'values') {
      for (const value of filter.values) out.append(`spec.${filter.key}`, String(value));
    } else {
      if (filter.min !== undefined) out.set(`spec.${filter.key}.min`, String(filter.min));
      if (filter.max !== undefined) out.set(`spec.${filter.key}.max`, String(filter.max));
    }
  }
  return out;
}

/** Whether a part's specs pass one filter; a part without the key passes none. */
export function matchesSpecFilter(specs: Specs | undefined, filter: SpecFilter): boolean {
  const value = specs?.[filter.key];
  if (value === undefined) return false;
  if (filter.kind === 'range') {
    return (
      typeof value === 'number' &&
      (filter.min === undefined || value >= filter.min) &&
      (filter.max === undefined || value <= filter.max)
    );
  }
  if (Array.isArray(value)) return value.some((v) => filter.values.includes(v));
  return filter.values.includes(value);
}

export function matchesSpecFilters(specs: Specs | undefined, filters: readonly SpecFilter[]) {
  return filters.every((filter) => matchesSpecFilter(specs, filter));
}

/**
 * The answer of `GET /parts/facets`: for the same filters as `GET /parts`, how many parts match,
 * and each filter's counts with the other filters applied (its own left out).
 */
export interface Facets {
  total: number;
  categories: Record<string, number>;
  brands: Record<string, number>;
  price: { min: number; max: number } | null;
  /** Value → count for each filterable key of the chosen category. */
  specs: Record<string, Record<string, number>>;
}

/**
 * Counts per value of each filterable key, over the parts that pass every other spec filter
 * (a key's own filter does not narrow its own counts, so a buyer sees what ticking another
 * value would add). Several-choice keys count each value a part lists.
 */
export function countSpecFacets(
  category: string | undefined,
  specsOfParts: Iterable<Specs | undefined>,
  filters: readonly SpecFilter[],
): Record<string, Record<string, number>> {
  const fields = specSchemaOf(category).filter((f) => f.filterable);
  const counts: Record<string, Record<string, number>> = Object.fromEntries(
    fields.map((f) => [f.key, namedCounts()]),
  );
  for (const specs of specsOfParts) {
    const failing = filters.filter((filter) => !matchesSpecFilter(specs, filter));
    if (failing.length > 1) continue;
    for (const field of fields) {
      if (failing.length === 1 && failing[0]!.key !== field.key) continue;
      const value = specs?.[field.key];
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        const key = String(one);
        counts[field.key]![key] = (counts[field.key]![key] ?? 0) + 1;
      }
    }
  }
  return counts;
}
