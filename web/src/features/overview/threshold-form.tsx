import { lowStockThreshold, overviewCopy } from '@cps/domain';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Field, secondaryButtonClass, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { saveLowStockThreshold } from './overview-api';

const t = overviewCopy.threshold;
const { min, max } = lowStockThreshold;

/** The input's value as a threshold, or why it is not one. */
function thresholdError(value: number): string | true {
  if (Number.isNaN(value)) return t.required;
  if (!Number.isInteger(value)) return t.whole;
  if (value < min || value > max) return t.range(min, max);
  return true;
}

/**
 * The stock at or under which a part counts as low: saved with PUT /admin/overview/settings,
 * then `onSaved` asks the overview again, so the card's count and link follow.
 */
export function ThresholdForm({ current, onSaved }: { current: number; onSaved: () => void }) {
  const form = useCheckedForm<{ threshold: number }>({ threshold: current });
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string>();
  const inputId = useId();
  const hintId = useId();
  const field = form.field('threshold', { valueAsNumber: true, validate: thresholdError });

  const submit = form.handleSubmit(async ({ threshold }) => {
    setFailure(undefined);
    try {
      await saveLowStockThreshold(threshold);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : String(error));
      return;
    }
    toast.success(t.saved(threshold));
    onSaved();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 max-w-md">
      <div className="flex items-start gap-2">
        <Field
          label={t.label}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className="min-w-0 flex-1"
          id={inputId}
          hint={
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              {t.hint}
            </p>
          }
          {...field}
          // The hint always, and the error when there is one (Field ties only the error).
          aria-describedby={field.error ? `${inputId}-error ${hintId}` : hintId}
        />
        <button
          type="submit"
          className={`${secondaryButtonClass} mt-6 shrink-0`}
          disabled={isSubmitting}
        >
          {isSubmitting && <Spinner label={t.saving} />}
          {t.save}
        </button>
      </div>
      {failure && (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {failure}
        </p>
      )}
    </form>
  );
}
