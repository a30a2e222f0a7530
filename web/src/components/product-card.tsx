import { formatPrice, limits, messages, preview, type Part } from '@cps/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AddToCartButton } from './add-to-cart-button';
import { CompareToggle } from './compare-toggle';

const { card } = messages;

/**
 * The card's text blocks. Their minimum heights (two lines of name, four of description, which
 * the 100-character preview fits at every grid width, two of each fact's label) make every card the height of its skeleton,
 * so nothing below moves when the parts arrive.
 */
export const cardText = {
  name: 'min-h-[2lh] text-base font-bold uppercase leading-snug text-ink',
  price: 'text-lg font-semibold text-brand-700',
  description: 'min-h-[4lh] text-sm text-slate-600',
  facts: 'mt-auto grid grid-cols-2 gap-2 pt-2 text-sm',
  // Two lines: "Minimum Order Quantity" wraps in a card's half, and both figures line up.
  factLabel: 'min-h-[2lh] text-slate-500',
  button: 'mt-2 whitespace-nowrap rounded-lg px-4 py-2 text-center text-sm font-semibold',
} as const;

export const cardFrame =
  'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm';

/** Spec §2 product card: image, NAME, $price, description (first 100), minimum, stock, Buy Now. */
function Card({
  part,
  eager = false,
  heading: Heading = 'h3',
}: {
  part: Part;
  eager?: boolean;
  /** The name's heading level: h3 under Home's Products (h2), h2 on the browse page (h1). */
  heading?: 'h2' | 'h3';
}) {
  return (
    // Every card lays out at once, at its own height. A card deferred until near the viewport
    // (content-visibility) takes a guessed height and grows as it comes into view, moving
    // Previous and Next under the pointer.
    <article className={cardFrame}>
      <img
        src={part.img}
        alt={part.name}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'sync' : 'async'}
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className={cardText.name}>{part.name}</Heading>
        <p className={cardText.price}>{formatPrice(part.price)}</p>
        <p className={cardText.description}>
          {preview(part.description, limits.descriptionPreview)}
        </p>
        <dl className={cardText.facts}>
          <div>
            <dt className={cardText.factLabel}>{card.minimumOrderQuantity}</dt>
            <dd className="font-semibold text-ink">{part.minimumOrderQuanity}</dd>
          </div>
          <div>
            <dt className={cardText.factLabel}>{card.stock}</dt>
            <dd className="font-semibold text-ink">{part.availableQuanity}</dd>
          </div>
        </dl>
        {/* Both buttons carry the row's margin, and the toggle's outline is a ring, not a
            border: the row is as tall as the skeleton's one button. */}
        <div className="flex items-end gap-2">
          <Link
            to={paths.purchase(part._id)}
            className={`${cardText.button} flex-1 bg-brand-600 text-white hover:bg-brand-700`}
            aria-label={`${card.buyNow}: ${part.name}`}
          >
            {card.buyNow}
          </Link>
          <CompareToggle part={part} short className={cardText.button} />
          <AddToCartButton part={part} compact className={`${cardText.button} !px-3`} />
        </div>
      </div>
    </article>
  );
}

/** The fields a card shows (the category goes to the compare tray with the part). */
const shownFields = [
  '_id',
  'name',
  'img',
  'price',
  'description',
  'minimumOrderQuanity',
  'availableQuanity',
  'category',
] as const satisfies readonly (keyof Part)[];

/**
 * A card renders again only when something it shows changes: a live answer that repeats a
 * page's parts (the browse page's landing cards, then the live query) costs no render.
 */
export const ProductCard = memo(
  Card,
  (before, after) =>
    before.eager === after.eager &&
    before.heading === after.heading &&
    shownFields.every((field) => before.part[field] === after.part[field]),
);
