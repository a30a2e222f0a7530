import {
  categoryLabel,
  compatibleSpecFilters,
  compatibleWith,
  formatPrice,
  slotRules,
  type BuildSlot,
  type BySlot,
  type CategorySlug,
  type Part,
  pcBuildCopy,
} from '@cps/domain';
import { useId, useMemo, useState } from 'react';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/form';
import { CloseButton, ModalDialog } from '@/components/modal';
import { useDebounced } from '@/hooks/use-debounced';
import { BuilderThumb, StockLine } from './slot-list';
import { useSlotParts, type SlotListRequest } from './use-slot-parts';

const { page: p } = pcBuildCopy;

const pickButton = 'min-h-11 shrink-0 px-3 py-1.5 text-sm';

export interface PickerTarget {
  slot: BuildSlot;
  /** The drive a buyer is replacing: it is left out of the build the list checks against. */
  replacing?: string;
}

/** One row: the part, its price and stock, why it clashes or what to mind, and Choose. */
function Candidate({
  part,
  slot,
  context,
  chosen,
  onPick,
}: {
  part: Part;
  slot: BuildSlot;
  context: BySlot<Part>;
  chosen: boolean;
  onPick: (part: Part) => void;
}) {
  const reasonId = useId();
  const problems = compatibleWith(part, slot, context);
  const errors = problems.filter((x) => x.severity === 'error');
  const warnings = problems.filter((x) => x.severity === 'warning');
  return (
    <li className="flex items-start gap-3 py-3">
      <BuilderThumb part={part} size={56} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{part.name}</p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span className="font-semibold text-brand-700">{formatPrice(part.price)}</span>
          <StockLine part={part} />
        </p>
        {problems.length > 0 && (
          <div id={reasonId} className="mt-1 space-y-1 text-sm">
            {errors.map((x) => (
              <p key={x.message} className="text-red-800">
                <strong>{p.clashes}</strong> {x.message}
              </p>
            ))}
            {warnings.map((x) => (
              <p key={x.message} className="text-amber-900">
                <strong>{p.warning}:</strong> {x.message}
              </p>
            ))}
          </div>
        )}
      </div>
      {chosen ? (
        <span className={`${secondaryButtonClass} ${pickButton} border-transparent text-slate-500`}>
          {p.chosen}
        </span>
      ) : (
        <button
          type="button"
          aria-label={errors.length ? p.pickAnywayName(part.name) : p.pick(part.name)}
          aria-describedby={problems.length ? reasonId : undefined}
          className={`${errors.length ? secondaryButtonClass : buttonClass} ${pickButton}`}
          onClick={() => onPick(part)}
        >
          {errors.length ? p.pickAnyway : p.chooseButton}
        </button>
      )}
    </li>
  );
}

/** Stand-in rows while the first page loads: the list's height, so the dialog does not jump. */
function LoadingRows() {
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">{p.loadingList}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-3">
          <span className="h-14 w-14 shrink-0 animate-pulse rounded-lg bg-slate-200" />
          <span className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

function PickerBody({
  target,
  titleId,
  context,
  chosenIds,
  onPick,
  onClose,
}: {
  target: PickerTarget;
  titleId: string;
  context: BySlot<Part>;
  chosenIds: ReadonlySet<string>;
  onPick: (part: Part) => void;
  onClose: () => void;
}) {
  const { slot } = target;
  const categories = slotRules[slot].categories;
  const [category, setCategory] = useState<CategorySlug>(categories[0]!);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [fitOnly, setFitOnly] = useState(true);
  const searchId = useId();

  const narrowing = useMemo(
    () =>
      fitOnly
        ? compatibleSpecFilters(slot, category, context)
        : { fits: true as const, filters: [] },
    [fitOnly, slot, category, context],
  );
  const request: SlotListRequest | null = narrowing.fits
    ? { category, q, filters: narrowing.filters }
    : null;
  const { list, loadMore, retry } = useSlotParts(request);

  const parts = list.status === 'ready' ? list.data.parts : [];
  const clashes = (part: Part) =>
    compatibleWith(part, slot, context).some((x) => x.severity === 'error');
  const shown = fitOnly ? parts.filter((part) => !clashes(part)) : parts;
  const hidden = parts.length - shown.length;

  const showAll = (
    <button
      type="button"
      className={`${secondaryButtonClass} mt-3`}
      onClick={() => setFitOnly(false)}
    >
      {p.showAll}
    </button>
  );

  let body;
  if (list.status === 'loading') body = <LoadingRows />;
  else if (list.status === 'error' || list.status === 'missing')
    body = (
      <div role="alert" className="py-6 text-center text-red-800">
        <p>{p.listFailed}</p>
        <button type="button" className={`${secondaryButtonClass} mt-3`} onClick={retry}>
          {p.retry}
        </button>
      </div>
    );
  else if (shown.length === 0 && !list.data.hasMore)
    body = (
      <div className="py-6 text-center text-slate-600">
        <p>{fitOnly && !q ? p.noneFit : p.noMatch}</p>
        {fitOnly && showAll}
      </div>
    );
  else
    body = (
      <>
        <ul
          aria-labelledby={titleId}
          aria-busy={list.stale}
          className={`divide-y divide-slate-100 ${list.stale ? 'opacity-60' : ''}`}
        >
          {shown.map((part) => (
            <Candidate
              key={part._id}
              part={part}
              slot={slot}
              context={context}
              chosen={chosenIds.has(part._id)}
              onPick={onPick}
            />
          ))}
        </ul>
        {list.data.hasMore && (
          <div className="py-3 text-center">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={list.data.more === 'loading'}
              onClick={loadMore}
            >
              {list.data.more === 'error' ? p.retry : p.more}
            </button>
          </div>
        )}
      </>
    );

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {p.choose[slot]}
        </h2>
        <CloseButton onClick={onClose} className="p-2" />
      </div>
      <div className="space-y-3 border-b border-slate-200 px-4 py-3">
        {categories.length > 1 && (
          <fieldset className="flex gap-2">
            <legend className="sr-only">{pcBuildCopy.slots[slot]}</legend>
            {categories.map((c) => (
              <label
                key={c}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name={`${titleId}-category`}
                  value={c}
                  checked={category === c}
                  onChange={() => setCategory(c)}
                  className="sr-only"
                />
                {categoryLabel(c)}
              </label>
            ))}
          </fieldset>
        )}
        <div>
          <label htmlFor={searchId} className="sr-only">
            {p.search(categoryLabel(category))}
          </label>
          <input
            id={searchId}
            type="search"
            // Focus starts here when the dialog opens. React sets no `autofocus` attribute (it
            // focuses on mount itself, before the dialog is shown): the dialog reads this one.
            ref={(input) => {
              if (input) input.autofocus = true;
            }}
            value={text}
            maxLength={100}
            placeholder={p.search(categoryLabel(category))}
            onChange={(event) => setText(event.target.value)}
            className={inputClass}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            role="switch"
            checked={fitOnly}
            onChange={(event) => setFitOnly(event.target.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          {p.fitOnly}
        </label>
        {fitOnly && hidden > 0 && <p className="text-sm text-slate-600">{p.hidden(hidden)}</p>}
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4">{body}</div>
    </div>
  );
}

/**
 * A slot's list of parts in a modal dialog (the browser keeps focus inside and closes it on
 * Escape; focus goes back to the page's button): searchable, a page at a time, and by default only
 * the parts that fit the build (`compatibleSpecFilters` narrows the search, `compatibleWith`
 * checks each part). With every part shown, a part that clashes says why, and can still be chosen.
 * Full screen on a phone.
 */
export function SlotPicker({
  target,
  context,
  chosenIds,
  onPick,
  onClose,
}: {
  target: PickerTarget | null;
  context: BySlot<Part>;
  chosenIds: ReadonlySet<string>;
  onPick: (part: Part) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 shadow-2xl backdrop:bg-black/40 sm:m-auto sm:h-[min(44rem,90dvh)] sm:max-w-2xl sm:rounded-2xl"
    >
      {target && (
        <PickerBody
          // A new slot is a new list: its search and switch start afresh.
          key={`${target.slot}|${target.replacing ?? ''}`}
          target={target}
          titleId={titleId}
          context={context}
          chosenIds={chosenIds}
          onPick={onPick}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}
