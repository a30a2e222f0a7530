import {
  categoryLabel,
  compareSummary,
  compareTable,
  copy,
  type CompareRow,
  type Part,
} from '@cps/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { paths } from '@/config/paths';
import { PartThumb } from '@/components/part-thumb';

const { compare } = copy;

/** The row labels' column stays in view while the parts scroll sideways (a phone fits ~1.5). */
const labelCell =
  'sticky left-0 z-10 border-b border-r border-slate-200 px-3 py-2 text-left align-top font-normal text-slate-600';
const valueCell = 'border-b border-slate-200 px-3 py-2 align-top text-ink';
const differsTint = 'bg-amber-50';

/** Widths the columns keep on a narrow screen; wider tables share out the rest. */
function Columns({ count }: { count: number }) {
  return (
    <colgroup>
      <col className="w-32 sm:w-44" />
      {Array.from({ length: count }, (_, i) => (
        <col key={i} className="w-40 sm:w-52" />
      ))}
    </colgroup>
  );
}

/** The badge of a row whose values differ: text, so it does not rely on the tint alone. */
function DiffersBadge() {
  return (
    <span className="ml-0.5 inline-flex items-center gap-0.5 rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-900">
      <span aria-hidden="true">≠</span>
      {compare.differs}
    </span>
  );
}

function ValueRow({ row }: { row: CompareRow }) {
  const tint = row.differs ? differsTint : 'bg-white';
  return (
    <tr data-differs={row.differs || undefined}>
      <th scope="row" className={`${labelCell} ${tint}`}>
        {row.label}
        {row.differs && (
          <>
            {' '}
            <DiffersBadge />
          </>
        )}
      </th>
      {row.values.map((value, i) => (
        <td key={i} className={`${valueCell} ${tint} ${row.differs ? 'font-semibold' : ''}`}>
          {value || (
            <>
              <span aria-hidden="true" className="text-slate-400">
                —
              </span>
              <span className="sr-only">{compare.notStated}</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

/**
 * Parts of one category side by side, in a real table: a column header per part (picture, name,
 * remove), then price and stock, then the specification rows grouped as on a part's page.
 * Differing rows carry a "Differs" badge in their header cell, which screen readers read with it.
 */
export function CompareTable({
  parts,
  onRemove,
}: {
  parts: Part[];
  onRemove: (part: Part) => void;
}) {
  const category = parts[0]?.category;
  const groups = compareTable(
    category ?? '',
    parts.map((part) => part.specs),
  );
  const basics = compareSummary(parts);
  const captionId = useId();
  return (
    // A region with a name and a tab stop: keyboard users scroll it sideways with the arrow keys.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption id={captionId} className="px-3 py-2 text-left text-sm text-slate-600">
          {compare.caption(parts.length, categoryLabel(category))}
        </caption>
        <Columns count={parts.length} />
        <thead>
          <tr>
            <td className="sticky left-0 z-10 border-r border-slate-200 bg-white" />
            {parts.map((part) => (
              // The part's name is the column's header; its picture says nothing more.
              <th key={part._id} scope="col" className="px-3 pt-1 text-left align-top font-normal">
                <PartThumb
                  src={part.img}
                  width={400}
                  height={300}
                  lazy={false}
                  className="aspect-[4/3] w-full max-w-48 rounded-lg bg-slate-100 object-cover"
                />
                <Link
                  to={paths.purchase(part._id)}
                  className="mt-2 block min-h-[2lh] font-semibold leading-snug text-ink hover:text-brand-700 hover:underline"
                >
                  {part.name}
                </Link>
              </th>
            ))}
          </tr>
          {/* Remove buttons in cells of their own, out of the headers' names. */}
          <tr>
            <td className={`${labelCell} bg-white`} />
            {parts.map((part) => (
              <td key={part._id} className="border-b border-slate-200 px-3 pb-3 pt-2 align-top">
                <AddToCartButton
                  part={part}
                  className="mb-2 rounded-md px-2 py-1 text-xs font-semibold"
                />
                <button
                  type="button"
                  onClick={() => onRemove(part)}
                  aria-label={compare.removeColumn(part.name)}
                  className="rounded-md px-2 py-1 text-xs font-semibold text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
                >
                  <span aria-hidden="true">✕ </span>
                  {compare.remove}
                </button>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {basics.map((row) => (
            <ValueRow key={row.key} row={row} />
          ))}
        </tbody>
        {groups.map(({ group, rows }) => (
          <tbody key={group}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={parts.length + 1}
                className="border-b border-slate-200 bg-slate-50 p-0 text-left text-xs font-semibold uppercase tracking-wide text-slate-500"
              >
                {/* Sticky inside the wide cell, so the group's name stays in view too. */}
                <span className="sticky left-0 inline-block px-3 py-1.5">{group}</span>
              </th>
            </tr>
            {rows.map((row) => (
              <ValueRow key={row.key} row={row} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The table's stand-in while the parts load: as many columns, the same header block heights. */
export function CompareSkeleton({ columns }: { columns: number }) {
  const bar = 'animate-pulse rounded bg-slate-200';
  return (
    <div
      role="status"
      aria-label={compare.loading}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table
        aria-hidden="true"
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
      >
        <caption className="px-3 py-2 text-left">
          <span className={`block h-[1lh] w-2/3 max-w-sm ${bar}`} />
        </caption>
        <Columns count={columns} />
        <tbody>
          <tr>
            <td className="border-r border-slate-200" />
            {Array.from({ length: columns }, (_, i) => (
              <td key={i} className="px-3 pt-1 align-top">
                <div className="aspect-[4/3] w-full max-w-48 animate-pulse rounded-lg bg-slate-200" />
                <div className="mt-2 min-h-[2lh] leading-snug">
                  <div className={`h-[1lh] w-3/4 ${bar}`} />
                </div>
              </td>
            ))}
          </tr>
          <tr>
            <td className={`${labelCell} bg-white`} />
            {Array.from({ length: columns }, (_, i) => (
              <td key={i} className="border-b border-slate-200 px-3 pb-3 pt-2 align-top">
                <div className="h-6 w-20 animate-pulse rounded-md bg-slate-100" />
              </td>
            ))}
          </tr>
          {Array.from({ length: 8 }, (_, row) => (
            <tr key={row}>
              <td className={`${labelCell} bg-white`}>
                <div className={`h-[1lh] w-2/3 ${bar}`} />
              </td>
              {Array.from({ length: columns }, (_, i) => (
                <td key={i} className={valueCell}>
                  <div className="h-[1lh] w-1/2 animate-pulse rounded bg-slate-100" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
