import {
  formatPrice,
  maxStorageDrives,
  slotRules,
  type Build,
  type BuildProblem,
  type BuildSlot,
  type Part,
  pcBuildCopy,
} from '@cps/domain';
import type { MouseEvent } from 'react';
import { secondaryButtonClass } from '@/components/form';
import { PartThumb } from '@/components/part-thumb';
import type { BuildPartsState } from './use-build-parts';

const { slots: slotLabels, page: p } = pcBuildCopy;

/** The compact button of a slot's row: 44 px tall, a thumb's target. */
const rowButton = `${secondaryButtonClass} min-h-11 px-3 py-1.5 text-sm`;

/** A part's row: picture, text, buttons; the buttons below the two on a phone. */
const rowGrid =
  'grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto]';
const rowButtons = 'col-span-2 flex gap-2 sm:col-span-1';

export interface SlotActions {
  /** Open the slot's list; `replacing` is the drive a buyer changes; `opener` gets focus back. */
  choose: (slot: BuildSlot, opener: HTMLElement, replacing?: string) => void;
  remove: (slot: BuildSlot, id: string) => void;
}

/** A part's stock as a build takes it: one is enough (a build's parts have no minimum). */
export function StockLine({ part }: { part: Part }) {
  return part.availableQuanity > 0 ? (
    <span className="text-emerald-700">{p.inStock(part.availableQuanity)}</span>
  ) : (
    <span className="font-semibold text-red-700">{p.outOfStock}</span>
  );
}

/** A part's picture in the builder's rows and lists: square, the whole part in view. */
export function BuilderThumb({ part, size }: { part: Part; size: number }) {
  return (
    <PartThumb
      src={part.img}
      width={size}
      decoding="async"
      style={{ width: size, height: size }}
      className="shrink-0 rounded-lg bg-slate-100 object-contain"
    />
  );
}

/** The marks of a part that takes part in a problem: a clash (error) or advice (warning). */
function ProblemMarks({ problems }: { problems: readonly BuildProblem[] }) {
  const error = problems.some((x) => x.severity === 'error');
  const warning = problems.some((x) => x.severity === 'warning');
  if (!error && !warning) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {error && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {p.slotHasError}
        </span>
      )}
      {warning && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {p.slotHasWarning}
        </span>
      )}
    </span>
  );
}

/** The row of a slot's empty place, a loading part, a part the link names that is gone, or a part. */
function PartRow({
  slot,
  id,
  loaded,
  problems,
  actions,
}: {
  slot: BuildSlot;
  id: string;
  loaded: BuildPartsState;
  problems: readonly BuildProblem[];
  actions: SlotActions;
}) {
  const part = loaded.byId.get(id);
  const label = slotLabels[slot];
  const remove = (name: string) => (
    <button
      type="button"
      className={rowButton}
      aria-label={p.removePart(name)}
      onClick={() => actions.remove(slot, id)}
    >
      {p.remove}
    </button>
  );
  // A part, its stand-in while it loads, and the place of a part that is gone share one grid
  // (the buttons on a line of their own on a phone), so what arrives does not move the page.
  if (!part) {
    const gone = loaded.missing.has(id);
    return gone ? (
      <div className={rowGrid}>
        <span className="h-16 w-16 rounded-lg border-2 border-dashed border-red-200" />
        <p className="text-sm text-red-800">{p.missing(id)}</p>
        <div className={rowButtons}>{remove(id)}</div>
      </div>
    ) : (
      <div role="status" className={rowGrid}>
        <span className="h-16 w-16 animate-pulse rounded-lg bg-slate-200">
          <span className="sr-only">{p.loadingPart}</span>
        </span>
        <span className="space-y-2">
          <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        </span>
        <span className={rowButtons}>
          <span className="h-11 w-24 rounded-lg bg-slate-100" />
          <span className="h-11 w-24 rounded-lg bg-slate-100" />
        </span>
      </div>
    );
  }
  const mine = problems.filter((x) => x.parts.includes(part._id));
  return (
    <div className={rowGrid}>
      <BuilderThumb part={part} size={64} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{part.name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span className="font-semibold text-brand-700">{formatPrice(part.price)}</span>
          <StockLine part={part} />
        </p>
        <ProblemMarks problems={mine} />
      </div>
      <div className={rowButtons}>
        <button
          type="button"
          className={rowButton}
          data-slot-focus={slot}
          aria-label={p.changePart(label, part.name)}
          onClick={(event: MouseEvent<HTMLButtonElement>) =>
            actions.choose(slot, event.currentTarget, slotRules[slot].many ? id : undefined)
          }
        >
          {p.change}
        </button>
        {remove(part.name)}
      </div>
    </div>
  );
}

/** One slot: its label, its part (or drives), and Choose or Add a drive. */
function SlotItem({
  slot,
  build,
  loaded,
  problems,
  actions,
}: {
  slot: BuildSlot;
  build: Build;
  loaded: BuildPartsState;
  problems: readonly BuildProblem[];
  actions: SlotActions;
}) {
  const value = build[slot];
  const ids = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  const many = slotRules[slot].many;
  const canAdd = ids.length === 0 || (many && ids.length < maxStorageDrives);
  const headingId = `slot-${slot}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-bold uppercase tracking-wide text-slate-500">
          {slotLabels[slot]}
        </h3>
        {canAdd && ids.length > 0 && (
          <button
            type="button"
            className={rowButton}
            data-slot-focus={slot}
            onClick={(event) => actions.choose(slot, event.currentTarget)}
          >
            {p.addDrive}
          </button>
        )}
      </div>
      {ids.length === 0 ? (
        <div className="mt-2 flex min-h-16 items-center justify-between gap-3">
          <span className="h-16 w-16 shrink-0 rounded-lg border-2 border-dashed border-slate-200" />
          <span className="flex-1 text-sm text-slate-500">{p.notChosen}</span>
          <button
            type="button"
            className={`${rowButton} border-brand-600 text-brand-700`}
            data-slot-focus={slot}
            aria-label={p.choose[slot]}
            onClick={(event) => actions.choose(slot, event.currentTarget)}
          >
            {p.chooseButton}
          </button>
        </div>
      ) : (
        <ul className="mt-2 space-y-3">
          {ids.map((id) => (
            <li key={id}>
              <PartRow slot={slot} id={id} loaded={loaded} problems={problems} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {many && ids.length >= maxStorageDrives && (
        <p className="mt-2 text-sm text-slate-500">{p.drivesLimit(maxStorageDrives)}</p>
      )}
    </li>
  );
}

/**
 * The build's slots, the computer's first and then the extras: each shows its part (picture,
 * name, price, live stock, and a mark when it takes part in a problem) or Choose.
 */
export function SlotList({
  slots,
  build,
  loaded,
  problems,
  actions,
}: {
  slots: readonly BuildSlot[];
  build: Build;
  loaded: BuildPartsState;
  problems: readonly BuildProblem[];
  actions: SlotActions;
}) {
  return (
    <ul className="space-y-3">
      {slots.map((slot) => (
        <SlotItem
          key={slot}
          slot={slot}
          build={build}
          loaded={loaded}
          problems={problems}
          actions={actions}
        />
      ))}
    </ul>
  );
}
