import { copy, maxStockShards, stockShardCount, type Part } from '@cps/domain';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { inputClass, labelClass, secondaryButtonClass, selectHeightClass } from '@/components/form';
import { Spinner } from '@/components/spinner';
import { setStockShards } from './part-api';

const t = copy.catalogue.stockShards;
const counts = Array.from({ length: maxStockShards }, (_, i) => i + 1);

interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * The sale-day switch of the Edit dialog: over how many shards the part's stock is split, so that
 * buyers of a hot part draw from several documents instead of queueing on one. Its own form
 * beside the part's (forms do not nest), applied at once, apart from Save.
 */
export function StockShardsForm({ part }: { part: Pick<Part, '_id' | 'stockShards'> }) {
  const [current, setCurrent] = useState(() => stockShardCount(part));
  const [chosen, setChosen] = useState(current);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const selectId = useId();
  const hintId = useId();
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const submit = async () => {
    setBusy(true);
    setOutcome(null);
    let next: Outcome;
    try {
      const answer = await setStockShards(part._id, chosen);
      setCurrent(answer.stockShards);
      next = { ok: true, text: t.applied(answer.stockShards, answer.availableQuanity) };
    } catch (error) {
      next = {
        ok: false,
        text: error instanceof Error && error.message ? error.message : String(error),
      };
    }
    setBusy(false);
    // Closed meanwhile, the dialog cannot show the outcome: a toast still does.
    if (shown.current) setOutcome(next);
    else if (next.ok) toast.success(next.text);
    else toast.error(next.text);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
      className="mt-6 border-t border-slate-200 pt-4"
    >
      <label htmlFor={selectId} className={labelClass}>
        {t.label}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          value={chosen}
          aria-describedby={hintId}
          onChange={(event) => {
            setChosen(Number(event.target.value));
            setOutcome(null);
          }}
          className={`${inputClass} ${selectHeightClass} min-w-0 flex-1 sm:max-w-40`}
        >
          {counts.map((n) => (
            <option key={n} value={n}>
              {t.option(n)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={`${secondaryButtonClass} shrink-0 aria-disabled:cursor-progress aria-disabled:opacity-60`}
          disabled={!busy && chosen === current}
          aria-disabled={busy || undefined}
        >
          {busy && <Spinner label={t.applying} />}
          {t.apply}
        </button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t.hint}
      </p>
      {outcome && !outcome.ok && (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {outcome.text}
        </p>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-emerald-700 empty:hidden">
        {outcome?.ok && outcome.text}
      </p>
    </form>
  );
}
