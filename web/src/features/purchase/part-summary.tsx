import { documentsCopy, formatPrice, messages, type Part } from '@cps/domain';
import { CompareToggle } from '@/components/compare-toggle';
import { Modal } from '@/components/modal';
import { secondaryButtonClass } from '@/components/form';
import { SpecTable } from '@/components/spec-table';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * Spec §2 purchase page: the part's picture, name, minimum order quantity, stock, Details, Add to
 * compare and its specifications.
 */
export function PartSummary({ part, onDetails }: { part: Part; onDetails: () => void }) {
  return (
    <section aria-labelledby="part-name" className={cardClass}>
      <img
        src={part.img}
        alt={part.name}
        width={400}
        height={300}
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
      />
      <h1 id="part-name" className="mt-5 text-2xl font-bold leading-tight text-ink">
        {part.name}
      </h1>
      <p className="mt-1 text-xl font-semibold text-brand-700">{formatPrice(part.price)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-500">{messages.card.minimumOrderQuantity}</dt>
          <dd className="text-lg font-semibold text-ink">{part.minimumOrderQuanity}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-500">{messages.card.stock}</dt>
          <dd className="text-lg font-semibold text-ink">{part.availableQuanity}</dd>
        </div>
        {part.warranty?.trim() ? (
          <div className="col-span-2 rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">{documentsCopy.invoice.warranty}</dt>
            <dd className="text-lg font-semibold text-ink">{part.warranty}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={onDetails}
          aria-haspopup="dialog"
          className={secondaryButtonClass}
        >
          {messages.purchase.details}
        </button>
        <CompareToggle part={part} className="rounded-lg px-4 py-2 font-semibold" />
      </div>
      <SpecTable part={part} />
    </section>
  );
}

/** The Details modal: name, description, price, stock, minimum order quantity and specifications. */
export function PartDetailsModal({
  part,
  open,
  onClose,
}: {
  part: Part;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={part.name} onClose={onClose}>
      <p className="whitespace-pre-line text-slate-700">{part.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Price</dt>
          <dd className="font-semibold text-ink">{formatPrice(part.price)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{messages.card.stock}</dt>
          <dd className="font-semibold text-ink">{part.availableQuanity}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{messages.card.minimumOrderQuantity}</dt>
          <dd className="font-semibold text-ink">{part.minimumOrderQuanity}</dd>
        </div>
      </dl>
      <SpecTable part={part} headingLevel={3} />
    </Modal>
  );
}

export function PurchaseSkeleton() {
  const line = 'animate-pulse rounded bg-slate-200';
  return (
    <div
      role="status"
      aria-label="Loading the part"
      className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8"
    >
      <div className={cardClass} aria-hidden="true">
        <div className="aspect-[4/3] w-full animate-pulse rounded-xl bg-slate-200" />
        <div className={`mt-5 h-8 w-3/4 ${line}`} />
        <div className={`mt-2 h-7 w-1/4 ${line}`} />
        <div className="mt-4 grid grid-cols-2 gap-3">
          <div className="h-[4.5rem] animate-pulse rounded-lg bg-slate-100" />
          <div className="h-[4.5rem] animate-pulse rounded-lg bg-slate-100" />
        </div>
        <div className="mt-5 h-10 animate-pulse rounded-lg bg-slate-100" />
      </div>
      <div className={cardClass} aria-hidden="true">
        <div className={`h-7 w-1/2 ${line}`} />
        <div className="mt-6 space-y-6">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="space-y-2">
              <div className={`h-4 w-24 ${line}`} />
              <div className="h-10 animate-pulse rounded-lg bg-slate-100" />
            </div>
          ))}
          <div className="h-12 animate-pulse rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
