import {
  categoriesOf,
  categoryLabel,
  compareLimit,
  compareRequest,
  copy,
  type Part,
  type Tray,
} from '@cps/domain';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, secondaryButtonClass } from '@/components/form';
import { LoadBoundary } from '@/components/load-boundary';
import { paths } from '@/config/paths';
import { removeFromCompare, useCompareTray } from '@/hooks/use-compare-tray';
import { CompareSkeleton, CompareTable } from './compare-table';
import { useCompareParts } from './use-compare-parts';

const { compare } = copy;

function Notice({
  tone,
  children,
}: {
  /** A refusal is an alert; a part left out is a polite status. */
  tone: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div
      role={tone}
      className={`mb-4 rounded-xl border p-4 ${
        tone === 'alert'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      {children}
    </div>
  );
}

function browseHref(category: string | undefined): string {
  return paths.parts(category ? new URLSearchParams({ category }) : undefined);
}

/** What to do with fewer than two parts: add more, from the browse page. */
function AddMore({ category }: { category: string | undefined }) {
  return (
    <div className="mb-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
      <p>{compare.fewer}</p>
      <Link to={browseHref(category)} className={`${buttonClass} mt-3`}>
        {category ? compare.browseCategory(categoryLabel(category)) : compare.browse}
      </Link>
    </div>
  );
}

/** The name to say for an id that names no part: the tray's name for it when it has one. */
function nameOf(id: string, tray: Tray): string {
  return tray.find((item) => item.id === id)?.name ?? id;
}

function Comparison({
  parts,
  missing,
  heading,
}: {
  parts: Part[];
  missing: string[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const tray = useCompareTray();
  const navigate = useNavigate();
  const categories = categoriesOf(parts);

  const remove = (part: Part) => {
    removeFromCompare(part._id);
    navigate(paths.compare(parts.filter((p) => p._id !== part._id).map((p) => p._id)));
    // The pressed button is gone; the heading is where the page starts again.
    heading.current?.focus();
  };

  const missingNotice = missing.length > 0 && (
    <Notice tone="status">
      {compare.missing(missing.map((id) => nameOf(id, tray)).join(', '), missing.length)}
    </Notice>
  );

  if (categories.length > 1) {
    const labels = categories.map(categoryLabel);
    return (
      <>
        {missingNotice}
        <Notice tone="alert">
          <p>{compare.mixed(labels.join(', '))}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category, i) => {
              const ids = parts.filter((p) => p.category === category).map((p) => p._id);
              return (
                <li key={labels[i]}>
                  <Link to={paths.compare(ids)} className={secondaryButtonClass}>
                    {compare.compareOnly(labels[i] as string, ids.length)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Notice>
      </>
    );
  }

  return (
    <>
      {missingNotice}
      {parts.length < 2 && <AddMore category={parts[0]?.category} />}
      {parts.length > 0 && <CompareTable parts={parts} onRemove={remove} />}
    </>
  );
}

function LiveComparison({
  ids,
  malformed,
  heading,
}: {
  ids: string[];
  malformed: string[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const state = useCompareParts(ids);
  if (state.status === 'loading' || state.status === 'missing') {
    return <CompareSkeleton columns={ids.length} />;
  }
  // Nothing better to say here than the page's LoadBoundary.
  if (state.status === 'error') throw state.error;
  return (
    // A new element, not the skeleton's reshaped: what appears is content, not a layout shift.
    <div key="ready">
      <Comparison
        parts={state.data.parts}
        missing={[...malformed, ...state.data.missing]}
        heading={heading}
      />
    </div>
  );
}

/**
 * /compare?ids=a,b,c,d: up to four parts of one category side by side, live. The URL is the
 * whole state, so a comparison can be shared and reloaded. More than four ids are refused before
 * anything is read; ids that name no part are said and left out.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const request = compareRequest(params.get('ids'));
  const heading = useRef<HTMLHeadingElement>(null);

  let body: ReactNode;
  if (request.status === 'tooMany') {
    body = (
      <Notice tone="alert">
        <p>{compare.tooMany(request.ids.length, compareLimit)}</p>
        <Link
          to={paths.compare(request.ids.slice(0, compareLimit))}
          className={`${buttonClass} mt-3`}
        >
          {compare.compareFirst(compareLimit)}
        </Link>
      </Notice>
    );
  } else if (request.ids.length === 0) {
    body = <Comparison parts={[]} missing={request.malformed} heading={heading} />;
  } else {
    body = (
      <LoadBoundary fallback={<Notice tone="alert">{compare.failed}</Notice>}>
        <LiveComparison ids={request.ids} malformed={request.malformed} heading={heading} />
      </LoadBoundary>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
        {compare.title}
      </h1>
      {body}
    </div>
  );
}
