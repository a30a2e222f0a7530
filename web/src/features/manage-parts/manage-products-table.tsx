import { categoryLabel, copy, formatPrice, type Part } from '@cps/domain';
import {
  Cell,
  DataTable,
  dangerButtonClass,
  Row,
  RowButton,
  type ListState,
} from '@/components/data-table';
import { PartThumb } from '@/components/part-thumb';

const columns = ['Picture', 'Name', 'Price', 'Stock', 'Actions'] as const;

const editButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

/** "Graphics Cards · ASUS"; a part from before categories and brands shows what it has. */
function categoryLine(part: Part): string {
  return [part.category ? categoryLabel(part.category) : undefined, part.brand]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Manage Product (spec §2): the parts of one page with picture, price and stock, and Edit and
 * Delete. `stale` dims rows that are being replaced by the next page while it loads.
 */
export function ManageProductsTable({
  parts,
  onDelete,
  onEdit,
  deletingId = null,
  emptyMessage = 'There are no parts in the store yet',
  stale = false,
}: {
  parts: ListState<Part>;
  onDelete: (part: Part) => void;
  onEdit?: (part: Part) => void;
  deletingId?: string | null;
  emptyMessage?: string;
  stale?: boolean;
}) {
  return (
    <DataTable
      label="Parts"
      columns={columns}
      list={parts}
      stale={stale}
      skeletonRows={4}
      errorMessage="The parts could not be loaded. Check your connection and reload the page."
      emptyMessage={emptyMessage}
    >
      {(part) => (
        <Row
          key={part._id}
          className={`grid grid-cols-[auto_auto_1fr] items-center gap-x-4 gap-y-1.5 ${stale ? 'opacity-60' : ''}`}
        >
          <Cell className="row-span-3 self-start">
            <PartThumb
              src={part.img}
              width={56}
              height={42}
              className="h-[42px] w-14 rounded-md bg-slate-100 object-cover"
            />
          </Cell>
          <Cell className="col-span-2 md:min-w-48">
            <span className="font-medium">{part.name}</span>
            {categoryLine(part) && (
              <span className="block text-xs text-slate-500">{categoryLine(part)}</span>
            )}
          </Cell>
          <Cell label="Price" className="whitespace-nowrap">
            {formatPrice(part.price)}
          </Cell>
          <Cell label="Stock">{part.availableQuanity}</Cell>
          <Cell className="col-span-2 pt-1 md:pt-3">
            <div className="flex flex-wrap items-center gap-2">
              {onEdit && (
                <RowButton
                  className={editButtonClass}
                  onClick={() => onEdit(part)}
                  label={`${copy.catalogue.edit} ${part.name}`}
                >
                  {copy.catalogue.edit}
                </RowButton>
              )}
              <RowButton
                className={dangerButtonClass}
                busy={deletingId === part._id}
                busyLabel="Deleting"
                onClick={() => onDelete(part)}
                label={`Delete ${part.name}`}
              >
                Delete
              </RowButton>
            </div>
          </Cell>
        </Row>
      )}
    </DataTable>
  );
}
