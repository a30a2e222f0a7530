import { formatCount } from '@cps/domain';
import { useId, type ChangeEvent } from 'react';
import { inputClass } from '@/components/form';
import { useDraft } from '@/hooks/use-draft';

// The pieces the filters' fieldsets share (filters-form, spec-facets).

export const legendClass = 'mb-2 text-sm font-semibold text-ink';

/** A choice's row: the control, its label and its count, the whole row clickable. */
export const optionClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-700 has-[:disabled]:cursor-default has-[:disabled]:text-slate-400';

/**
 * A count beside a choice, part of its label so a screen reader reads it with the choice. While
 * counted (undefined), a stand-in of the same place: nothing moves when the counts arrive; none
 * where the counts could not be had (null).
 */
export function OptionCount({ count }: { count: number | null | undefined }) {
  if (count === null) return null;
  if (count === undefined) {
    return <span aria-hidden="true" className="h-3 w-6 animate-pulse rounded bg-slate-200" />;
  }
  return <span className="tabular-nums text-slate-500">({formatCount(count)})</span>;
}

/** One end of a range: a number, applied with the rest of the form on Enter or Apply. */
export function RangeInput({
  name,
  label,
  value,
  placeholder,
  step,
}: {
  name: string;
  label: string;
  value: number | undefined;
  placeholder?: string;
  step: string;
}) {
  const id = useId();
  const [draft, setDraft] = useDraft(value === undefined ? '' : String(value));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

/** Submits the form a choice belongs to: a choice applies at once. */
export const applyChoice = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
  event.currentTarget.form?.requestSubmit();
