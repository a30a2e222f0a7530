import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import { mapReady, type ReadState } from '@/lib/read-state';

// Table pieces shared by the dashboard lists (My Orders and the admin tables): one look, and one
// DOM for every width. From md up it is a table; on phones each row becomes a card whose cells
// carry their column name (data-label), so the actions stay in view without scrolling sideways.

const labelledClass =
  'before:mr-1.5 before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] md:before:content-none';

/** One cell; `label` is the column name shown before the value on phones. */
export function Cell({
  label,
  className = '',
  title,
  children,
}: {
  label?: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      title={title}
      className={`block md:table-cell md:px-3 md:py-3 md:align-middle md:first:pl-4 md:last:pr-4 ${label ? labelledClass : ''} ${className}`}
    >
      {children}
    </td>
  );
}

/**
 * A row; `className` lays out its phone card (a column of cells unless told otherwise). `onOpen`
 * makes a click anywhere on the row outside its own controls open it (say, a details dialog): a
 * pointer shortcut only, so the row must also hold a link or button that does the same.
 */
export function Row({
  className = 'flex flex-col gap-1.5',
  onOpen,
  children,
}: {
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <tr
      className={`p-4 md:table-row md:p-0 ${onOpen ? 'cursor-pointer hover:bg-slate-50' : ''} ${className}`}
      onClick={
        onOpen &&
        ((event) => {
          const target = event.target as HTMLElement;
          if (target.closest('a, button, input, select, textarea, label')) return;
          if (window.getSelection()?.toString()) return; // selecting text, not opening
          onOpen();
        })
      }
    >
      {children}
    </tr>
  );
}

export function TableShell({
  label,
  columns,
  busy = false,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** While the first data loads: announced, and the skeleton rows are hidden from readers. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className="block w-full text-left text-sm text-ink md:table md:min-w-full">
        <caption className="sr-only">{label}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="whitespace-nowrap px-3 py-3 first:pl-4 last:pr-4"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 md:table-row-group">{children}</tbody>
      </table>
      {busy && (
        <p role="status" className="sr-only">
          Loading
        </p>
      )}
    </div>
  );
}

/** Placeholder rows of the same height as real ones, so nothing jumps when data arrives. */
export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" className="block p-4 md:table-row md:p-0">
          {Array.from({ length: columns }, (_, column) => (
            <td
              key={column}
              className={`md:table-cell md:px-3 md:py-3 ${column === 0 ? 'block' : 'hidden'}`}
            >
              <div className="h-12 min-w-12 animate-pulse rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** One row across the whole table: the empty or the error state. */
export function MessageRow({
  columns,
  children,
  tone = 'muted',
}: {
  columns: number;
  children: ReactNode;
  tone?: 'muted' | 'error';
}) {
  return (
    <tr className="block md:table-row">
      <td
        colSpan={columns}
        role={tone === 'error' ? 'alert' : undefined}
        className={`block px-4 py-10 text-center md:table-cell ${tone === 'error' ? 'text-red-600' : 'text-slate-600'}`}
      >
        {children}
      </td>
    </tr>
  );
}

/**
 * A dashboard list as a table: skeleton rows while it loads, the error or the empty message
 * across the table, else a row an item (`children` draws one, keyed). `stale` marks the table
 * busy while the next page replaces the rows.
 */
export function DataTable<T>({
  label,
  columns,
  list,
  stale = false,
  skeletonRows,
  errorMessage,
  emptyMessage,
  children,
}: {
  label: string;
  columns: readonly string[];
  list: ListState<T>;
  stale?: boolean;
  skeletonRows?: number;
  errorMessage: ReactNode;
  emptyMessage: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <TableShell label={label} columns={columns} busy={list.status === 'loading' || stale}>
      {list.status === 'loading' && <SkeletonRows columns={columns.length} rows={skeletonRows} />}
      {list.status === 'error' && (
        <MessageRow columns={columns.length} tone="error">
          {errorMessage}
        </MessageRow>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <MessageRow columns={columns.length}>{emptyMessage}</MessageRow>
      )}
      {list.status === 'ready' && list.data.map((item) => children(item))}
    </TableShell>
  );
}

/** The list states every dashboard table goes through: a read's, its data the rows. */
export type ListState<T> = ReadState<T[]>;

/** A live page (infra/live-page) as the table's state: its items. */
export function pageListState<T>(page: ReadState<{ items: T[] }>): ListState<T> {
  return mapReady(page, (data) => data.items);
}

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:cursor-not-allowed disabled:opacity-60';

export const smallButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-slate-400';

/**
 * A row's action, named after its item (`label`); while `busy` it is disabled and, given
 * `busyLabel`, shows a spinner announcing what it does.
 */
export function RowButton({
  label,
  onClick,
  busy = false,
  busyLabel,
  className = smallButtonClass,
  children,
}: {
  label: string;
  onClick: () => void;
  busy?: boolean;
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={onClick}
      aria-label={label}
    >
      {busy && busyLabel && <Spinner label={busyLabel} />}
      {children}
    </button>
  );
}
