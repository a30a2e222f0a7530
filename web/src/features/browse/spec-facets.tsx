import { copy, formatSpecValue, type SpecField, type SpecFilter } from '@cps/domain';
import { useId } from 'react';
import { secondaryButtonClass } from '@/components/form';
import { useDraft } from '@/hooks/use-draft';
import { applyChoice, legendClass, OptionCount, optionClass, RangeInput } from './filter-controls';

const { catalogue } = copy;

/** A number key with more values than this is offered as a range instead of a list. */
export const maxListedNumbers = 10;

type Counts = Record<string, number>;

interface SpecOption {
  /** The value as the URL and the counts write it. */
  value: string;
  label: string;
}

/**
 * The values a key offers: a fixed list's every value (one with no match stays, disabled, so the
 * list does not change shape as counts come and go); for numbers and free text, the values the
 * matching parts have, and any chosen one.
 */
export function specOptions(
  field: SpecField,
  counts: Counts | undefined,
  chosen: string[],
): SpecOption[] {
  const option = (value: string | number | boolean) => ({
    value: String(value),
    label: formatSpecValue(field, value),
  });
  switch (field.type) {
    case 'choice':
    case 'choices':
      return field.values.map(option);
    case 'flag':
      return [true, false].map(option);
    case 'number':
      return [...new Set([...Object.keys(counts ?? {}), ...chosen])]
        .map(Number)
        .filter((value) => Number.isFinite(value))
        .sort((a, b) => a - b)
        .map(option);
    case 'text':
      return [...new Set([...Object.keys(counts ?? {}), ...chosen])]
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
        .map(option);
  }
}

/** Whether a number key is offered as a min/max range: many values, or a range already set. */
export function offeredAsRange(
  field: SpecField,
  counts: Counts | undefined,
  filter: SpecFilter | undefined,
): boolean {
  if (field.type !== 'number') return false;
  if (filter) return filter.kind === 'range';
  return Object.keys(counts ?? {}).length > maxListedNumbers;
}

function SpecCheckbox({
  name,
  option,
  checked,
  count,
}: {
  name: string;
  option: SpecOption;
  checked: boolean;
  count: number | null | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useDraft(checked);
  return (
    <li>
      <label htmlFor={id} className={optionClass}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={option.value}
          checked={draft}
          // A value no part has cannot be ticked, but one ticked can always be unticked.
          disabled={!draft && count === 0}
          onChange={(event) => {
            setDraft(event.target.checked);
            applyChoice(event);
          }}
          className="h-4 w-4 accent-brand-600"
        />
        <span className="flex-1">{option.label}</span>
        <OptionCount count={count} />
      </label>
    </li>
  );
}

function SpecFieldset({
  field,
  filter,
  counts,
  counted,
}: {
  field: SpecField;
  filter: SpecFilter | undefined;
  counts: Counts | undefined;
  /** Counted: a value's count is its entry or 0. Null: there are no counts to show. */
  counted: boolean | null;
}) {
  const name = `spec.${field.key}`;
  const legend =
    field.type === 'number' && field.unit ? `${field.label} (${field.unit})` : field.label;
  if (offeredAsRange(field, counts, filter)) {
    const range = filter?.kind === 'range' ? filter : undefined;
    const values = Object.keys(counts ?? {}).map(Number);
    return (
      <fieldset>
        <legend className={legendClass}>{legend}</legend>
        <div className="grid grid-cols-2 gap-3">
          <RangeInput
            name={`${name}.min`}
            label={catalogue.specMin}
            value={range?.min}
            step="any"
            placeholder={values.length ? String(Math.min(...values)) : undefined}
          />
          <RangeInput
            name={`${name}.max`}
            label={catalogue.specMax}
            value={range?.max}
            step="any"
            placeholder={values.length ? String(Math.max(...values)) : undefined}
          />
        </div>
        <button type="submit" className={`${secondaryButtonClass} mt-3 w-full text-sm`}>
          {catalogue.apply}
        </button>
      </fieldset>
    );
  }
  const chosen = filter?.kind === 'values' ? filter.values.map(String) : [];
  const options = specOptions(field, counts, chosen);
  // Numbers and free text list what the matching parts have: nothing until counted.
  if (!options.length && counted !== false) return null;
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <ul className="max-h-64 space-y-0.5 overflow-y-auto">
        {options.map((option) => (
          <SpecCheckbox
            key={option.value}
            name={name}
            option={option}
            checked={chosen.includes(option.value)}
            count={counted ? (counts?.[option.value] ?? 0) : counted === null ? null : undefined}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The chosen category's filterable specifications: a fieldset each, values as checkboxes with
 * their counts (any of the ticked values matches), many-valued numbers as a min/max range.
 */
export function SpecFacets({
  fields,
  filters,
  counts,
}: {
  fields: readonly SpecField[];
  filters: readonly SpecFilter[];
  /** The facets' `specs`; undefined while counted, null where they could not be had. */
  counts: Record<string, Counts> | null | undefined;
}) {
  return (
    <div className="space-y-6">
      {fields.map((field) => (
        <SpecFieldset
          key={field.key}
          field={field}
          filter={filters.find((filter) => filter.key === field.key)}
          counts={counts?.[field.key]}
          counted={counts === null ? null : counts !== undefined}
        />
      ))}
    </div>
  );
}
