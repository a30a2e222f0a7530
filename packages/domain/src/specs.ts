// A part's `specs` against its category's schema: validation for every write path, parsing of
// text (forms, CSV), and the grouped rows of the specification table and the compare page.
import { categoryLabel } from './categories';
import { copy } from './copy';
import { formatNumber } from './numbers';
import {
  specGroups,
  specSchemaOf,
  type SpecField,
  type SpecGroup,
  type Specs,
  type SpecValue,
} from './spec-schemas';

const m = copy.specs;

export type SpecsCheck = { ok: true; specs: Specs } | { ok: false; key?: string; message: string };

function fieldError(field: SpecField, value: unknown): string | undefined {
  switch (field.type) {
    case 'number': {
      const fits =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= field.min &&
        value <= field.max &&
        (!field.integer || Number.isInteger(value));
      if (fits) return undefined;
      return field.integer
        ? m.wholeNumber(field.key, field.min, field.max)
        : m.number(field.key, field.min, field.max);
    }
    case 'choice':
      return typeof value === 'string' && field.values.includes(value)
        ? undefined
        : m.choice(field.key, field.values);
    case 'choices':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((v) => typeof v === 'string' && field.values.includes(v))
        ? undefined
        : m.choices(field.key, field.values);
    case 'flag':
      return typeof value === 'boolean' ? undefined : m.flag(field.key);
    case 'text':
      return typeof value === 'string' &&
        value.trim().length > 0 &&
        value.trim().length <= field.maxLength
        ? undefined
        : m.text(field.key, field.maxLength);
  }
}

/** Rules between keys of one part, for values that each pass alone. */
function consistencyError(
  category: string,
  specs: Specs,
): { key: string; message: string } | undefined {
  if (category === 'processors') {
    const { cores, threads, baseClock, boostClock } = specs;
    if (typeof cores === 'number' && typeof threads === 'number' && threads < cores)
      return { key: 'threads', message: m.threadsBelowCores };
    if (typeof baseClock === 'number' && typeof boostClock === 'number' && boostClock < baseClock)
      return { key: 'boostClock', message: m.boostBelowBase };
  }
  if (
    category === 'ssds' &&
    typeof specs.interface === 'string' &&
    specs.interface.startsWith('NVMe') &&
    specs.formFactor !== 'M.2 2280'
  )
    return { key: 'formFactor', message: m.nvmeNotM2 };
  return undefined;
}

/** A value as stored: text trimmed, a list in the schema's order without repeats. */
function normalise(field: SpecField, value: SpecValue): SpecValue {
  if (field.type === 'text' && typeof value === 'string') return value.trim();
  if (field.type === 'choices' && Array.isArray(value))
    return field.values.filter((v) => value.includes(v));
  return value;
}

export interface SpecProblem {
  key?: string;
  message: string;
}

/**
 * Every problem of a `specs` map for a part of `category`, in the order `validateSpecs` meets
 * them: each key in turn (unknown, or a value of the wrong type or range), then each required key
 * missing, then a rule between keys (only when every value passes alone). A form shows each one
 * beside its field.
 */
export function specsProblems(category: string | undefined, input: unknown): SpecProblem[] {
  return checkSpecs(category, input).problems;
}

function checkSpecs(
  category: string | undefined,
  input: unknown,
): { specs: Specs; problems: SpecProblem[] } {
  const specs: Specs = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { specs, problems: [{ message: m.notAMap }] };
  const schema = specSchemaOf(category);
  const entries = Object.entries(input as Record<string, unknown>);
  if (!schema.length) {
    return { specs, problems: entries.length ? [{ message: m.noSchema }] : [] };
  }
  const byKey = new Map(schema.map((field) => [field.key, field]));
  const problems: SpecProblem[] = [];
  for (const [key, value] of entries) {
    const field = byKey.get(key);
    if (!field) {
      problems.push({ key, message: m.unknownKey(key, categoryLabel(category)) });
      continue;
    }
    if (value === null || value === undefined) continue;
    const error = fieldError(field, value);
    if (error) problems.push({ key, message: error });
    else specs[key] = normalise(field, value as SpecValue);
  }
  for (const field of schema) {
    if (field.required && !(field.key in specs) && !problems.some((p) => p.key === field.key))
      problems.push({ key: field.key, message: m.required(field.key, field.label) });
  }
  if (!problems.length) {
    const clash = consistencyError(category as string, specs);
    if (clash) problems.push(clash);
  }
  return { specs, problems };
}

/**
 * Checks a whole `specs` map for a part of `category`: every key known, every value of its type
 * and range, every required key present. The first problem names its key.
 */
export function validateSpecs(category: string | undefined, input: unknown): SpecsCheck {
  const { specs, problems } = checkSpecs(category, input);
  const first = problems[0];
  if (!first) return { ok: true, specs };
  return first.key === undefined
    ? { ok: false, message: first.message }
    : { ok: false, key: first.key, message: first.message };
}

/** Separates the values of a several-choice key written as text: "AM4|AM5" or "AM4; AM5". */
const listSeparator = /\s*[|;]\s*/;

/**
 * Reads a value typed as text (a form field, a CSV cell) into the value `validateSpecs` checks.
 * Blank is no value. Text that does not read as the key's type comes back as it is, so that the
 * validation names the key and what it takes.
 */
export function parseSpecText(field: SpecField, text: string): SpecValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (field.type) {
    case 'number': {
      const value = Number(trimmed);
      return /^-?\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(value) ? value : trimmed;
    }
    case 'flag': {
      const lower = trimmed.toLowerCase();
      if (['true', 'yes', '1'].includes(lower)) return true;
      if (['false', 'no', '0'].includes(lower)) return false;
      return trimmed;
    }
    case 'choices':
      return trimmed.split(listSeparator).filter(Boolean);
    default:
      return trimmed;
  }
}

/** The text form of a value, as `parseSpecText` reads it back (CSV export, form defaults). */
export function specValueText(value: SpecValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('|');
  return String(value);
}

function withUnit(value: number, unit: string | undefined): string {
  if (unit === 'GB' && value >= 1000 && value % 1000 === 0) return `${value / 1000} TB`;
  const shown = formatNumber(value, 0, 2);
  if (!unit) return shown;
  return unit === 'in' ? `${shown}"` : `${shown} ${unit}`;
}

/** A value as a buyer reads it: "5.4 GHz", "2 TB", "Yes", "ATX, Micro-ATX". */
export function formatSpecValue(field: SpecField, value: SpecValue): string {
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number' && field.type === 'number') return withUnit(value, field.unit);
  return String(value);
}

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export interface SpecRowGroup {
  group: SpecGroup;
  rows: SpecRow[];
}

/** The specification table of a part: its known keys, grouped, in the schema's order. */
export function specTable(category: string | undefined, specs: Specs | undefined): SpecRowGroup[] {
  if (!specs) return [];
  const schema = specSchemaOf(category);
  return specGroups
    .map((group) => ({
      group,
      rows: schema
        .filter((field) => field.group === group && specs[field.key] !== undefined)
        .map((field) => ({
          key: field.key,
          label: field.label,
          value: formatSpecValue(field, specs[field.key] as SpecValue),
        })),
    }))
    .filter((g) => g.rows.length > 0);
}

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per part, '' where the part does not say. */
  values: string[];
  /** The parts do not all show the same value. */
  differs: boolean;
}

/** Side-by-side rows for parts of one category: every key any of them carries, grouped. */
export function compareTable(
  category: string,
  specsOfParts: readonly (Specs | undefined)[],
): { group: SpecGroup; rows: CompareRow[] }[] {
  const schema = specSchemaOf(category);
  return specGroups
    .map((group) => ({
      group,
      rows: schema
        .filter(
          (field) =>
            field.group === group && specsOfParts.some((s) => s?.[field.key] !== undefined),
        )
        .map((field) => {
          const values = specsOfParts.map((s) => {
            const value = s?.[field.key];
            return value === undefined ? '' : formatSpecValue(field, value);
          });
          return {
            key: field.key,
            label: field.label,
            values,
            differs: new Set(values).size > 1,
          };
        }),
    }))
    .filter((g) => g.rows.length > 0);
}
