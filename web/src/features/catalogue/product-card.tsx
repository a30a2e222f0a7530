import { formatPrice, limits, messages, preview, type Part } from '@cps/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const { card } = messages;

/** Spec §2 product card: image, NAME, $price, description (first 100), minimum, stock, Buy Now. */
export function ProductCard({ part, eager = false }: { part: Part; eager?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img
        src={part.img}
        alt={part.name}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-bold uppercase leading-snug text-ink">{part.name}</h3>
        <p className="text-lg font-semibold text-brand-700">{formatPrice(part.price)}</p>
        <p className="text-sm text-slate-600">
          {preview(part.description, limits.descriptionPreview)}
        </p>
        <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-slate-500">{card.minimumOrderQuantity}</dt>
            <dd className="font-semibold text-ink">{part.minimumOrderQuanity}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{card.stock}</dt>
            <dd className="font-semibold text-ink">{part.availableQuanity}</dd>
          </div>
        </dl>
        <Link
          to={paths.purchase(part._id)}
          className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`${card.buyNow}: ${part.name}`}
        >
          {card.buyNow}
        </Link>
      </div>
    </article>
  );
}
