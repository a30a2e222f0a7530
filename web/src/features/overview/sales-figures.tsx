import {
  formatCents,
  formatSignedPercent,
  overviewCopy,
  type Change,
  type PeriodComparison,
  type SalesComparison,
} from '@cps/domain';

const t = overviewCopy.sales;
const periods = ['today', 'week', 'month'] as const;

/** "+12.5% against yesterday", "New against yesterday", or that neither period sold. */
function ChangeLine({ change, before }: { change: Change; before: string }) {
  if (change.kind === 'none') return <p className="text-xs text-slate-500">{t.noChange}</p>;
  const text = change.kind === 'new' ? t.newSales : formatSignedPercent(change.percent);
  const tone =
    change.kind === 'new' || change.percent > 0
      ? 'text-emerald-700'
      : change.percent < 0
        ? 'text-red-700'
        : 'text-slate-600';
  return <p className={`text-xs font-medium ${tone}`}>{t.against(text, before)}</p>;
}

function Period({
  name,
  before,
  figures,
}: {
  name: string;
  before: string;
  figures: PeriodComparison;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-sm font-semibold text-slate-600">{name}</h3>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="sr-only">{t.revenue}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">
            {formatCents(figures.current.revenueCents)}
          </dd>
          <dd>
            <ChangeLine change={figures.revenue} before={before} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t.orders}</dt>
          <dd className="font-semibold tabular-nums text-slate-800">
            {overviewCopy.ordersCount(figures.current.orders)}
          </dd>
          <dd>
            <ChangeLine change={figures.orders} before={before} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Today, the last 7 and the last 30 days against the periods before, and the average order. */
export function SalesFigures({ summary }: { summary: SalesComparison }) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {periods.map((period) => (
        <Period
          key={period}
          name={t.periods[period]}
          before={t.before[period]}
          figures={summary[period]}
        />
      ))}
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="text-sm font-semibold text-slate-600">{t.average}</h3>
        <p className="mt-2 text-2xl font-bold tabular-nums text-ink">
          {summary.averageOrderCents === null
            ? t.noAverage
            : formatCents(summary.averageOrderCents)}
        </p>
      </div>
    </div>
  );
}
