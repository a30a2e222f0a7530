import { copy, type Part } from '@cps/domain';
import toast from 'react-hot-toast';
import { changeCart } from '@/hooks/use-cart';
import { addToCart, cartLimits, type Cart } from '@/lib/cart';

/**
 * Puts the part in the cart: its minimum order the first time, one more each time after, at
 * today's price (kept to show a change later). A sold-out part cannot be added. `compact` draws
 * the cart icon alone (a product card's narrow row); the name is the same either way.
 */
export function AddToCartButton({
  part,
  compact = false,
  className = '',
}: {
  part: Pick<Part, '_id' | 'name' | 'price' | 'minimumOrderQuanity' | 'availableQuanity'>;
  compact?: boolean;
  className?: string;
}) {
  const soldOut = part.availableQuanity < 1;
  const add = () => {
    let full = false;
    changeCart((cart: Cart) => {
      const inCart = cart.lines.some((line) => line.partId === part._id);
      const change = addToCart(cart, part._id, inCart ? 1 : part.minimumOrderQuanity, part.price);
      full = !change.ok;
      return change.ok ? change.cart : cart;
    });
    if (full) toast.error(copy.cart.full(cartLimits.lines), { id: 'cart-full' });
    else toast.success(copy.cart.added(part.name), { id: `cart-added-${part._id}` });
  };
  return (
    <button
      type="button"
      onClick={add}
      disabled={soldOut}
      aria-label={copy.cart.addLabel(part.name)}
      title={soldOut ? copy.cart.soldOut : undefined}
      className={`inline-flex items-center justify-center gap-1.5 whitespace-nowrap bg-white text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-4 w-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {!compact && (soldOut ? copy.cart.soldOut : copy.cart.add)}
    </button>
  );
}
