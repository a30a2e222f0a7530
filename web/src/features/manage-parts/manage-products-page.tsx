import { categories, copy, isCategory, type Part } from '@cps/domain';
import { useEffect, useId, useState } from 'react';
import { CursorPager } from '@/components/cursor-pager';
import { inputClass, labelClass, selectHeightClass } from '@/components/form';
import type { ListState } from '@/components/data-table';
import { useDebounced } from '@/hooks/use-debounced';
import { countLabel } from '@/lib/format-count';
import { mapReady } from '@/lib/read-state';
import { EditPartDialog } from './edit-part-dialog';
import { ManageProductsTable } from './manage-products-table';
import { useDeletePart } from './use-delete-part';
import { useManageParts, type ManagePartsView } from './use-manage-parts';

/** The search box and the category filter; the search runs as the admin types. */
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
    </form>
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
 * newest first, searchable and filtered by category, with Edit and Delete.
 */
export function ManageProductsPage() {
  const view = useManageParts();
  const { remove, pendingId } = useDeletePart();
  const [editing, setEditing] = useState<Part | null>(null);
  const filtered = Boolean(view.filters.q || view.filters.category);

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
