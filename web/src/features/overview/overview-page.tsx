import {
  abandonedCheckouts,
  chartDays,
  overviewCopy,
  compareSales,
  type OverviewAnswer,
} from '@cps/domain';
import { useMemo, type ReactNode } from 'react';
import { secondaryButtonClass } from '@/components/form';
import { AbandonedCheckouts } from './abandoned-checkouts';
import { CategoryShares } from './category-shares';
import { OverviewSkeleton } from './overview-skeleton';
import { SalesChart } from './sales-chart';
import { SalesFigures } from './sales-figures';
import { ThresholdForm } from './threshold-form';
import { TodoCards } from './todo-cards';
import { TopParts } from './top-parts';
import { useOverview } from './use-overview';

const t = overviewCopy;
const panel = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Filled({ answer, refetch }: { answer: OverviewAnswer; refetch: () => void }) {
  const days = useMemo(() => chartDays(answer.days), [answer.days]);
  const summary = useMemo(() => compareSales(answer.days), [answer.days]);
  const abandoned = useMemo(() => abandonedCheckouts(answer.days), [answer.days]);

  return (
    <>
      <Section id="overview-todo" title={t.todo.heading}>
        <TodoCards todo={answer.todo} threshold={answer.lowStockThreshold} />
        <ThresholdForm
          key={answer.lowStockThreshold}
          current={answer.lowStockThreshold}
          onSaved={refetch}
        />
      </Section>
      <Section id="overview-sales" title={t.sales.heading}>
        {summary.hasSales ? (
          <div className="space-y-4">
            <SalesFigures summary={summary} />
            <SalesChart days={days} />
          </div>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-ink">{t.sales.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{t.sales.emptyText}</p>
          </div>
        )}
      </Section>
      {summary.hasSales && (
        <div className="grid gap-x-6 lg:grid-cols-2">
          <Section id="overview-top-parts" title={t.topParts.heading}>
            <div className={panel}>
              <TopParts parts={answer.topParts} />
            </div>
          </Section>
          <Section id="overview-categories" title={t.categories.heading}>
            <div className={panel}>
              <CategoryShares shares={answer.categories} />
            </div>
          </Section>
        </div>
      )}
      <Section id="overview-abandoned" title={t.abandoned.heading}>
        <div className={panel}>
          <AbandonedCheckouts figures={abandoned} />
        </div>
      </Section>
    </>
  );
}

/**
 * The owner's overview (admins): what needs doing now, each count a link to its filtered list,
 * and how the shop sells (30 days by the way paid, the best sellers, the categories, the
 * checkouts that ended unpaid), from one read of GET /admin/overview. `tools` (composed by the
 * app from other features, as the accountant's export) go in a section of their own at the end.
 */
export function OverviewPage({ tools }: { tools?: ReactNode } = {}) {
  const { overview, refetch } = useOverview();

  let body: ReactNode;
  if (overview.status === 'ready') body = <Filled answer={overview.data} refetch={refetch} />;
  else if (overview.status === 'loading') body = <OverviewSkeleton />;
  else {
    body = (
      <div
        role="alert"
        className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600"
      >
        <p>{t.failed}</p>
        <button type="button" onClick={refetch} className={`${secondaryButtonClass} mt-4`}>
          {t.retry}
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby="overview-heading" className="min-h-screen">
      <h1 id="overview-heading" className="text-2xl font-bold text-ink">
        {t.title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <div className="mt-2">{body}</div>
      {tools && (
        <Section id="overview-export" title={t.export.heading}>
          <div className={panel}>{tools}</div>
        </Section>
      )}
    </section>
  );
}
