import { formatPrice, type Part } from '@cps/domain';
import { Spinner } from '@/components/spinner';
import {
  Cell,
  dangerButtonClass,
  MessageRow,
  Row,
  SkeletonRows,
  TableShell,
  type ListState,
} from '@/components/data-table';

const columns = ['Picture', 'Name', 'Price', 'Stock', 'Actions'] as const;

/** Manage Product (spec §2): every part with its picture, price and stock, and Delete. */
export function ManageProductsTable({
  parts,
  onDelete,
  deletingId = null,
}: {
  parts: ListState<Part>;
  onDelete: (part: Part) => void;
  deletingId?: string | null;
}) {
  return (
    <TableShell label="Parts" columns={columns} busy={parts.status === 'loading'}>
      {parts.status === 'loading' && <SkeletonRows columns={columns.length} rows={4} />}
      {parts.status === 'error' && (
        <MessageRow columns={columns.length} tone="error">
          The parts could not be loaded. Check your connection and reload the page.
        </MessageRow>
      )}
      {parts.status === 'success' && parts.items.length === 0 && (
        <MessageRow columns={columns.length}>There are no parts in the store yet</MessageRow>
      )}
      {parts.status === 'success' &&
        parts.items.map((part) => (
          <Row
            key={part._id}
            className="grid grid-cols-[auto_auto_1fr] items-center gap-x-4 gap-y-1.5"
          >
            <Cell className="row-span-3 self-start">
              <img
                src={part.img}
                alt=""
                width={56}
                height={42}
                loading="lazy"
                className="h-[42px] w-14 rounded-md bg-slate-100 object-cover"
              />
            </Cell>
            <Cell className="col-span-2 font-medium md:min-w-48">{part.name}</Cell>
            <Cell label="Price" className="whitespace-nowrap">
              {formatPrice(part.price)}
            </Cell>
            <Cell label="Stock">{part.availableQuanity}</Cell>
            <Cell className="col-span-2 pt-1 md:pt-3">
              <button
                type="button"
                className={dangerButtonClass}
                disabled={deletingId === part._id}
                onClick={() => onDelete(part)}
                aria-label={`Delete ${part.name}`}
              >
                {deletingId === part._id && <Spinner label="Deleting" />}
                Delete
              </button>
            </Cell>
          </Row>
        ))}
    </TableShell>
  );
}
