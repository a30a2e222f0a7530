import { formatPercent, overviewCopy, type AbandonedCheckouts as Figures } from '@cps/domain';

const t = overviewCopy.abandoned;

/** Of the orders placed in 30 days, the share whose hold ended unpaid, with both counts. */
export function AbandonedCheckouts({ figures }: { figures: Figures }) {
  if (figures.percent === null) return <p className="text-sm text-slate-600">{t.none}</p>;
  return (
    <div>
      <p className="text-3xl font-bold tabular-nums text-ink">{formatPercent(figures.percent)}</p>
      <p className="mt-1 text-sm text-slate-600">{t.counts(figures.endedUnpaid, figures.placed)}</p>
    </div>
  );
}
