import { overviewCopy } from '@cps/domain';

const block = 'animate-pulse rounded-xl bg-slate-200';
const heading = 'mb-3 h-7 w-40 animate-pulse rounded bg-slate-200';

/**
 * The page's shape while the overview loads, in the filled page's boxes and sizes (its sections'
 * margins, the to-do cards, the threshold form, the figures and the chart), so that nothing on
 * screen moves when the answer comes.
 */
export function OverviewSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {overviewCopy.loading}
      </p>
      <div aria-hidden="true">
        <div className="mt-8">
          <div className={heading} />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 7 }, (_, i) => (
              <div key={i} className={`${block} h-[126px] sm:h-[114px]`} />
            ))}
          </div>
          <div className={`${block} mt-4 h-[154px] max-w-md sm:h-[134px]`} />
        </div>
        <div className="mt-8">
          <div className={heading} />
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={`${block} h-32`} />
            ))}
          </div>
          <div className={`${block} mt-4 h-80`} />
        </div>
      </div>
    </div>
  );
}
