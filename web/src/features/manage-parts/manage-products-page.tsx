import {
  categories,
  copy,
  isCategory,
  lowStockThreshold,
  parseStockThreshold,
  type Part,
  type PartFilters,
} from '@cps/domain';
import { useEffect, useId, useState } from 'react';
import { CursorPager } from '@/components/cursor-pager';
import { inputClass, labelClass, secondaryButtonClass, selectHeightClass } from '@/components/form';
import type { ListState } from '@/components/data-table';
import { useDebounced } from '@/hooks/use-debounced';
import { countLabel } from '@/lib/format-count';
import { mapReady } from '@/lib/read-state';
import { EditPartDialog } from './edit-part-dialog';
import { ManageProductsTable } from './manage-products-table';
import { useDeletePart } from './use-delete-part';
import { useManageParts, type ManagePartsView } from './use-manage-parts';

/** The search box, the category and stock filters; the search runs as the admin types. */
function Toolbar({ view }: { view: ManagePartsView }) {
  const { filters, setFilter } = view;
  const urlQ = filters.q ?? '';
  const [text, setText] = useState(urlQ);
  const searchId = useId();
  const categoryId = useId();

  // Back, Forward or a link changed the URL's search: the box follows it (but a trailing space
  // being typed is not taken away).
  const [seenQ, setSeenQ] = useState(urlQ);
  if (urlQ !== seenQ) {
    setSeenQ(urlQ);
    if (text.trim() !== urlQ) setText(urlQ);
  }

  // The search runs once typing rests.
  const rested = useDebounced(text);
  useEffect(() => {
    if (rested === text && rested.trim() !== urlQ) setFilter({ q: rested });
  }, [rested, text, urlQ, setFilter]);

  return (
    <form
      role="search"
      aria-label="Parts"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        setFilter({ q: text });
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className={labelClass}>
          {copy.catalogue.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={copy.catalogue.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor={categoryId} className={labelClass}>
          {copy.catalogue.category}
        </label>
        <select
          id={categoryId}
          value={filters.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setFilter({ category: isCategory(value) ? value : '' });
          }}
          className={`${inputClass} ${selectHeightClass}`}
        >
          <option value="">{copy.catalogue.allCategories}</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <StockFilterControl view={view} />
      {hasFilter(filters) && (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setText('');
            setFilter({ q: '', category: '', stock: null }, { replace: false });
          }}
        >
          {copy.catalogue.clearFilters}
        </button>
      )}
    </form>
  );
}

const hasFilter = (filters: PartFilters) => Boolean(filters.q || filters.category || filters.stock);

const stockText = copy.catalogue.stockFilter;

/**
 * The stock filter: any, out of stock, or low (in stock with at most N units, the number beside
 * it). The URL holds it, so the overview's links open the list filtered and Back undoes a choice.
 */
function StockFilterControl({ view }: { view: ManagePartsView }) {
  const { filters, setFilter } = view;
  const levelId = useId();
  const belowId = useId();
  const urlBelow = filters.stock?.level === 'low' ? String(filters.stock.below) : '';
  const [below, setBelow] = useState(urlBelow);
  // Back, Forward or a link changed the URL's number: the box follows it.
  const [seenBelow, setSeenBelow] = useState(urlBelow);
  if (urlBelow !== seenBelow) {
    setSeenBelow(urlBelow);
    setBelow(urlBelow);
  }

  return (
    <>
      <div className="sm:w-44">
        <label htmlFor={levelId} className={labelClass}>
          {stockText.label}
        </label>
        <select
          id={levelId}
          value={filters.stock?.level ?? ''}
          onChange={(event) => {
            const level = event.target.value;
            const units = parseStockThreshold(below) ?? lowStockThreshold.default;
            setFilter({
              stock:
                level === 'out'
                  ? { level: 'out' }
                  : level === 'low'
                    ? { level: 'low', below: units }
                    : null,
            });
          }}
          className={`${inputClass} ${selectHeightClass}`}
        >
          <option value="">{stockText.any}</option>
          <option value="out">{stockText.out}</option>
          <option value="low">{stockText.low}</option>
        </select>
      </div>
      {filters.stock?.level === 'low' && (
        <div className="sm:w-32">
          <label htmlFor={belowId} className={labelClass}>
            {stockText.below}
          </label>
          <input
            id={belowId}
            type="number"
            inputMode="numeric"
            min={lowStockThreshold.min}
            max={lowStockThreshold.max}
            step={1}
            value={below}
            aria-invalid={parseStockThreshold(below) === undefined ? true : undefined}
            onChange={(event) => {
              const text = event.target.value.trim();
              setBelow(text);
              const units = parseStockThreshold(text);
              if (units !== undefined) {
                setFilter({ stock: { level: 'low', below: units } }, { replace: true });
              }
            }}
            className={inputClass}
          />
        </div>
      )}
    </>
  );
}

/** "1,234 parts", once known; a line of the same height before, so nothing moves. */
function Count({ view }: { view: ManagePartsView }) {
  const { count } = view;
  return (
    <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
      {count !== undefined && countLabel(count)}
    </p>
  );
}

const listState = (page: ManagePartsView['page']): ListState<Part> =>
  mapReady(page, (data) => data.parts);

/**
 * Spec §2 Manage Product (admin): one page of parts at a time, live,
 * newest first, searchable and filtered by category and stock, with Edit and Delete.
 */
export function ManageProductsPage() {
  const view = useManageParts();
  const { remove, pendingId } = useDeletePart();
  const [editing, setEditing] = useState<Part | null>(null);
  const filtered = hasFilter(view.filters);

  return (
    <section aria-labelledby="manage-products-heading">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 id="manage-products-heading" className="text-2xl font-bold text-ink">
          Manage Product
        </h1>
        <Count view={view} />
      </div>
      <Toolbar view={view} />
      <ManageProductsTable
        parts={listState(view.page)}
        stale={view.page.status === 'ready' && view.page.stale}
        onDelete={(part) => void remove(part)}
        onEdit={setEditing}
        deletingId={pendingId}
        emptyMessage={filtered ? copy.catalogue.empty : undefined}
      />
      <CursorPager page={view.page} search={view.search} />
      <EditPartDialog part={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
