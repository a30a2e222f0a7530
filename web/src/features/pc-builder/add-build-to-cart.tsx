import { formatPrice, priceBuild, copy } from '@cps/domain';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { secondaryButtonClass } from '@/components/form';
import { changeCart } from '@/hooks/use-cart';
import { putBuild } from '@/lib/cart';
import { blocker, type BuildActionProps } from './order-build';

/**
 * "Add this build to the cart": the build goes in whole, as one entry, with its total (bundle
 * saving taken off) as seen now; checkout checks it and prices it again. The cart keeps one
 * build: a second replaces the first, and the toast says so.
 */
export function AddBuildToCart({ build, parts, problems, settled }: BuildActionProps) {
  const reasonId = useId();
  const reason = blocker(parts, problems, settled);
  const price = priceBuild(parts);
  const add = () => {
    let replaced = false;
    changeCart((cart) => {
      replaced = cart.build !== undefined;
      return putBuild(cart, { parts: build, total: price.total });
    });
    toast.success(replaced ? copy.cart.buildReplaced : copy.cart.buildAdded, { id: 'cart-build' });
  };
  return (
    <div>
      <button
        type="button"
        className={`${secondaryButtonClass} w-full py-3`}
        disabled={reason !== undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={add}
      >
        {copy.cart.addBuild}
      </button>
      {reason ? (
        <p id={reasonId} className="sr-only">
          {reason}
        </p>
      ) : (
        price.bundleSaving > 0 && (
          <p className="mt-1 text-sm text-emerald-700">
            {copy.cart.buildSaving(formatPrice(price.bundleSaving))}
          </p>
        )
      )}
    </div>
  );
}
