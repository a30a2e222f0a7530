import {
  bundleDiscountPercent,
  formatPrice,
  maxStorageDrives,
  otherPartsWatts,
  psuHeadroomPercent,
  type BuildPrice,
  type BuildProblem,
  type WattageEstimate,
  pcBuildCopy,
} from '@cps/domain';
import { useId, type ReactNode, type Ref } from 'react';

const { page: p, slots: slotLabels } = pcBuildCopy;

function Row({
  term,
  children,
  strong = false,
}: {
  term: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-lg font-bold text-ink' : ''}`}
    >
      <dt className={strong ? '' : 'text-slate-600'}>{term}</dt>
      <dd className="whitespace-nowrap text-right font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The problems, errors apart from warnings, each said as what it is (not by colour alone). */
export function ProblemList({
  problems,
  empty,
}: {
  problems: readonly BuildProblem[];
  /** Whether the build has no part yet. */
  empty: boolean;
}) {
  const errors = problems.filter((x) => x.severity === 'error');
  const warnings = problems.filter((x) => x.severity === 'warning');
  if (empty) return <p className="text-sm text-slate-600">{p.nothingChosen}</p>;
  if (!problems.length)
    return <p className="text-sm font-medium text-emerald-700">{p.noProblems}</p>;
  const group = (title: string, label: string, items: BuildProblem[], tone: string) =>
    items.length > 0 && (
      <div>
        <h4 className="text-sm font-bold text-ink">
          {title} ({items.length})
        </h4>
        <ul className="mt-1 space-y-2">
          {items.map((x) => (
            <li key={`${x.rule}|${x.message}`} className={`rounded-lg border p-2 text-sm ${tone}`}>
              <strong>{label}:</strong> {x.message}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="space-y-3">
      {group(p.errors, p.error, errors, 'border-red-200 bg-red-50 text-red-900')}
      {group(p.warnings, p.warning, warnings, 'border-amber-200 bg-amber-50 text-amber-900')}
    </div>
  );
}

/**
 * The build's running total with the bundle saving (and the rule that gives it), the estimated
 * draw and the power supply it calls for, the problems, and the note that a build has no minimum
 * order quantities. `action` is the place for ordering the build, under the total.
 */
export function BuildSummary({
  price,
  wattage,
  problems,
  partCount,
  action,
  headingRef,
}: {
  price: BuildPrice;
  wattage: WattageEstimate;
  problems: readonly BuildProblem[];
  partCount: number;
  action?: ReactNode;
  /** The heading, focusable: the phone's bar brings the summary into view by it. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  const unknown = wattage.unknown.map((slot) => slotLabels[slot]).join(' and ');
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
        {p.summary}
      </h2>

      <div>
        <dl className="space-y-1">
          <Row term={`${p.subtotal} (${p.partCount(partCount)})`}>
            {formatPrice(price.subtotal)}
          </Row>
          {price.bundleSaving > 0 && (
            <Row term={p.bundleSaving(bundleDiscountPercent)}>
              <span className="text-emerald-700">−{formatPrice(price.bundleSaving)}</span>
            </Row>
          )}
          <Row term={p.total} strong>
            {formatPrice(price.total)}
          </Row>
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          {pcBuildCopy.bundleDeal(bundleDiscountPercent)}
        </p>
      </div>

      <div>
        <h3 className="font-bold text-ink">{p.power}</h3>
        <dl className="mt-1 space-y-1">
          <Row term={p.draw}>{unknown ? p.atLeastWatts(wattage.draw) : p.watts(wattage.draw)}</Row>
          <Row term={p.recommendedPsu}>{p.watts(wattage.recommendedPsu)}</Row>
        </dl>
        {unknown && <p className="mt-1 text-sm text-amber-900">{p.tdpUnknown(unknown)}</p>}
        <p className="mt-1 text-sm text-slate-600">
          {p.powerRule(otherPartsWatts, psuHeadroomPercent)}
        </p>
      </div>

      <div>
        <h3 className="font-bold text-ink">{p.compatibility}</h3>
        <div className="mt-2">
          <ProblemList problems={problems} empty={partCount === 0} />
        </div>
      </div>

      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {p.minimumsNote(maxStorageDrives)}
      </p>
      {action}
    </section>
  );
}
