import {
  buildFromQuery,
  buildSlots,
  buildErrors,
  buildToQuery,
  checkBuild,
  estimatedWattage,
  formatPrice,
  isDocumentId,
  priceBuild,
  savedBuildParam,
  savedBuildQuery,
  slotEntries,
  slotRules,
  type Build,
  type BuildInputProblem,
  type BuildSlot,
  type Part,
  pcBuildCopy,
} from '@cps/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { secondaryButtonClass } from '@/components/form';
import { paths } from '@/config/paths';
import { BuildSummary } from './build-summary';
import { OrderBuild } from './order-build';
import { AddBuildToCart } from './add-build-to-cart';
import { buildIds, partsOf, placePart, removePart, withoutDrive } from './build-state';
import { ProblemAnnouncer } from './problem-announcer';
import { SaveBuild } from './save-build';
import { SlotList, type SlotActions } from './slot-list';
import { SlotPicker, type PickerTarget } from './slot-picker';
import { useBuildParts } from './use-build-parts';

const { page: p, slots: slotLabels } = pcBuildCopy;

const computerSlots = buildSlots.filter((slot) => !slotRules[slot].peripheral);
const extraSlots = buildSlots.filter((slot) => slotRules[slot].peripheral);

/** What of the link could not be read, as a buyer reads it. */
function unreadLine(problem: BuildInputProblem): string {
  if (problem.code === 'not-an-id' && problem.slot && problem.slot in slotLabels) {
    return p.notAnId(slotLabels[problem.slot as BuildSlot]);
  }
  return problem.message;
}

/** Copies the build's link; where the browser will not, shows it to copy by hand. */
function CopyLink({ url }: { url: string }) {
  const [state, setState] = useState<{ url: string; how: 'copied' | 'by-hand' }>();
  const how = state?.url === url ? state.how : undefined;
  const copyUrl = () => {
    const done = (result: 'copied' | 'by-hand') => setState({ url, how: result });
    if (!navigator.clipboard) return done('by-hand');
    navigator.clipboard.writeText(url).then(
      () => done('copied'),
      () => done('by-hand'),
    );
  };
  return (
    <div className="min-w-0">
      <button type="button" className={`${secondaryButtonClass} min-h-11`} onClick={copyUrl}>
        {p.copyLink}
      </button>
      <p role="status" className="mt-1 text-sm text-emerald-700">
        {how === 'copied' ? p.copied : ''}
      </p>
      {how === 'by-hand' && (
        <label className="mt-1 block text-sm text-slate-700">
          {p.copyByHand}
          <input
            readOnly
            value={url}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-2 py-1 text-ink"
          />
        </label>
      )}
    </div>
  );
}

/**
 * /pc-builder: a part for each slot, checked against each other by the domain's rules as they
 * are chosen, with the running total, the bundle saving, the estimated wattage and the problems
 * (announced to screen readers as they change). The query string is the whole build
 * (`buildToQuery`), so a build reloads and can be shared; every pick is a history entry, so Back
 * undoes it. The chosen parts are live (price and stock follow the database).
 */
export function PcBuilderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const { build, problems: unread } = useMemo(() => buildFromQuery(search), [search]);
  const ids = useMemo(() => buildIds(build), [build]);
  const loaded = useBuildParts(ids);
  const parts = useMemo(() => partsOf(build, loaded.byId), [build, loaded.byId]);
  const problems = useMemo(() => checkBuild(parts), [parts]);
  const price = useMemo(() => priceBuild(parts), [parts]);
  const wattage = useMemo(() => estimatedWattage(parts), [parts]);
  const settled = loaded.failed || ids.every((id) => loaded.byId.has(id) || loaded.missing.has(id));
  // Opened from My Builds: the saved build's id rides along with every pick, so that Save
  // changes knows which build to update.
  const rawSaved = params.get(savedBuildParam) ?? '';
  const savedId = isDocumentId(rawSaved) ? rawSaved : undefined;
  const queryOf = useCallback(
    (next: Build) => (savedId ? savedBuildQuery(savedId, next) : buildToQuery(next)),
    [savedId],
  );

  const setBuild = useCallback(
    (next: Build) => navigate(paths.pcBuilder(queryOf(next))),
    [navigate, queryOf],
  );

  const [target, setTarget] = useState<PickerTarget | null>(null);
  /**
   * Where focus goes when the list closes: the button that opened it, once the page shows the
   * build it closed on (`search`); when a pick replaced that button (Choose became Change), the
   * slot's new one. Escape closes the dialog before React hears of it: this covers every way.
   */
  const refocus = useRef<{ element: HTMLElement; slot: BuildSlot; search: string } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (target !== null || !pending || pending.search !== search) return;
    refocus.current = null;
    const { element, slot } = pending;
    const fallback = [...document.querySelectorAll<HTMLElement>(`[data-slot-focus="${slot}"]`)];
    (element.isConnected ? element : fallback.at(-1))?.focus();
  }, [target, search]);

  const actions = useMemo<SlotActions>(
    () => ({
      choose: (slot, element, replacing) => {
        refocus.current = { element, slot, search };
        setTarget({ slot, replacing });
      },
      remove: (slot, id) => setBuild(removePart(build, slot, id)),
    }),
    [build, setBuild, search],
  );

  const close = useCallback(() => setTarget(null), []);
  const pick = (part: Part) => {
    if (!target) return;
    const next = placePart(build, target.slot, part._id, target.replacing);
    if (refocus.current) {
      refocus.current.search = new URLSearchParams(queryOf(next)).toString();
    }
    loaded.remember(part);
    setBuild(next);
    setTarget(null);
  };

  const context = useMemo(() => withoutDrive(parts, target?.replacing), [parts, target]);
  const chosenIds = useMemo(() => {
    if (!target) return new Set<string>();
    const value = build[target.slot];
    return new Set(value === undefined ? [] : typeof value === 'string' ? [value] : value);
  }, [build, target]);

  const partCount = slotEntries(parts).length;
  const errorCount = buildErrors(problems).length;
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const query = buildToQuery(build);
  const url = `${window.location.origin}${paths.pcBuilder(query)}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{p.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{p.intro}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <CopyLink url={url} />
        {query && (
          <Link to={paths.pcBuilder()} className={`${secondaryButtonClass} min-h-11`}>
            {p.startOver}
          </Link>
        )}
        <SaveBuild
          build={build}
          cpuName={parts.cpu?.name}
          partCount={ids.length}
          savedId={savedId}
          onSaved={(id) => navigate(paths.pcBuilder(savedBuildQuery(id, build)), { replace: true })}
        />
      </div>

      {unread.length > 0 && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <p>{p.linkUnread}</p>
          <ul className="mt-1 list-disc pl-5">
            {unread.map((problem) => (
              <li key={`${problem.code}|${problem.slot ?? ''}|${problem.message}`}>
                {unreadLine(problem)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {loaded.failed && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
        >
          {p.failed}
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          {[
            { id: 'pc-builder-computer', title: p.computer, slots: computerSlots },
            { id: 'pc-builder-extras', title: p.extras, slots: extraSlots },
          ].map(({ id, title, slots }) => (
            <section key={id} aria-labelledby={id}>
              <h2 id={id} className="mb-3 text-lg font-bold text-ink">
                {title}
              </h2>
              <SlotList
                slots={slots}
                build={build}
                loaded={loaded}
                problems={problems}
                actions={actions}
              />
            </section>
          ))}
          {partCount > 0 && (
            // On a phone the summary is below every slot: this bar keeps the total and the
            // problems in sight while the buyer picks, and leads to the summary.
            <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:hidden">
              <button
                type="button"
                onClick={() => {
                  summaryHeading.current?.scrollIntoView({ block: 'start' });
                  summaryHeading.current?.focus({ preventScroll: true });
                }}
                className="flex min-h-11 w-full items-center justify-between gap-3 text-left"
              >
                <span>
                  <span className="block text-lg font-bold text-ink">
                    {formatPrice(price.total)}
                  </span>
                  <span
                    className={`block text-sm ${errorCount ? 'font-semibold text-red-800' : 'text-slate-600'}`}
                  >
                    {p.barStatus(errorCount, problems.length - errorCount)}
                  </span>
                </span>
                <span className="font-semibold text-brand-700">{p.seeSummary}</span>
              </button>
            </div>
          )}
        </div>
        <div className="lg:sticky lg:top-4">
          <BuildSummary
            price={price}
            wattage={wattage}
            problems={problems}
            partCount={partCount}
            headingRef={summaryHeading}
            action={
              <div className="space-y-3">
                <OrderBuild build={build} parts={parts} problems={problems} settled={settled} />
                <AddBuildToCart build={build} parts={parts} problems={problems} settled={settled} />
              </div>
            }
          />
        </div>
      </div>

      <ProblemAnnouncer problems={problems} settled={settled} />
      <SlotPicker
        target={target}
        context={context}
        chosenIds={chosenIds}
        onPick={pick}
        onClose={close}
      />
    </div>
  );
}
