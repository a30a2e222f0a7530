import { useMemo } from 'react';
import { livePartsById } from '@/infra/live-parts';
import { useLive } from '@/infra/use-live';
import type { Cart } from '@/lib/cart';
import { cartPartIds, reviewCart, type CartReview } from '@/lib/cart-review';

const noIds: ReadonlySet<string> = new Set();

/**
 * The cart against its parts as the database has them now: one document listener per part (the
 * lines', at most 15, and the build's, at most 14), the way every list of parts stays live. A part
 * is only said to be gone once the server has answered. Throws nothing: a failed listener is
 * `failed`.
 */
export function useCartReview(cart: Cart): { review: CartReview; failed?: Error } {
  const key = cartPartIds(cart).join(',');
  const source = useMemo(() => (key ? livePartsById(key.split(',')) : undefined), [key]);
  const live = useLive(source, { keepPrevious: true });
  const answer = live.status === 'ready' ? live : undefined;
  const review = useMemo(() => {
    const byId = new Map((answer?.data.parts ?? []).map((part) => [part._id, part]));
    const missing = answer && !answer.stale ? new Set(answer.data.missing) : noIds;
    return reviewCart(cart, byId, missing);
  }, [cart, answer]);
  return live.status === 'error' ? { review, failed: live.error } : { review };
}
