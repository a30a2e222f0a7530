import { useParts } from '@/hooks/use-parts';
import { toListState } from '@/components/data-table';
import { ManageProductsTable } from './manage-products-table';
import { useDeletePart } from './use-delete-part';

/** Spec §2 Manage Product (admin): the live catalogue with Delete. */
export function ManageProductsPage() {
  const parts = useParts();
  const { remove, pendingId } = useDeletePart();
  return (
    <section aria-labelledby="manage-products-heading">
      <h1 id="manage-products-heading" className="mb-6 text-2xl font-bold text-ink">
        Manage Product
      </h1>
      <ManageProductsTable
        parts={toListState(parts)}
        onDelete={(part) => void remove(part)}
        deletingId={pendingId}
      />
    </section>
  );
}
