import { overviewCopy } from '@cps/domain';

const block = 'animate-pulse rounded-xl bg-slate-200';

/** The page's shape while the overview loads: the to-do cards, the figures and the chart. */
export function OverviewSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {overviewCopy.loading}
      </p>
      <div aria-hidden="true" className="space-y-8">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className={`${block} h-24`} />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={`${block} h-32`} />
          ))}
        </div>
        <div className={`${block} h-80`} />
      </div>
    </div>
  );
}
