import { isDocumentId } from '@cps/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { buttonClass } from '@/components/form';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/role';
import { LoadBoundary } from '@/components/load-boundary';
import { PartDetailsModal, PartSummary, PurchaseSkeleton } from './part-summary';
import { PurchaseForm } from './purchase-form';
import { usePart } from './use-part';
import { usePlaceOrder } from './use-place-order';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
      <Link to={paths.parts()} className={`${buttonClass} mt-6`}>
        Browse all parts
      </Link>
    </div>
  );
}

function PartNotFound() {
  return (
    <Notice title="Part not found">
      This part is no longer on sale, or the link is wrong. Pick another one from the catalogue.
    </Notice>
  );
}

function PurchaseView({ id }: { id: string }) {
  const state = usePart(id);
  const role = useRole();
  const placeOrder = usePlaceOrder();
  const [detailsOpen, setDetailsOpen] = useState(false);

  if (state.status === 'loading') return <PurchaseSkeleton />;
  if (state.status === 'missing') return <PartNotFound />;
  // Nothing better to say here than the section's LoadBoundary.
  if (state.status === 'error') throw state.error;
  const part = state.data;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      <PartSummary part={part} onDetails={() => setDetailsOpen(true)} />
      <section
        aria-labelledby="order-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="order-heading" className="mb-5 text-xl font-bold text-ink">
          Place your order
        </h2>
        <PurchaseForm
          part={part}
          userName={role.user?.displayName ?? ''}
          userEmail={role.user?.email ?? ''}
          onSubmit={(values) => placeOrder(part, values)}
        />
        <AddToCartButton part={part} className="mt-3 w-full rounded-lg px-4 py-3 font-semibold" />
      </section>
      <PartDetailsModal part={part} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </div>
  );
}

/** Spec §2 purchase page for /purchase/{id} (signed in: the router wraps it in RequireAuth). */
export function PurchasePage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {isDocumentId(id) ? (
        <LoadBoundary
          key={id}
          fallback={
            <Notice title="Something went wrong">
              The part could not be loaded. Check your connection and reload the page.
            </Notice>
          }
        >
          <PurchaseView id={id} />
        </LoadBoundary>
      ) : (
        <PartNotFound />
      )}
    </div>
  );
}
