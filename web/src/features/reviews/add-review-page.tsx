import { copy, messages } from '@cps/domain';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useRole } from '@/lib/auth/role';
import { ReviewForm } from './review-form';
import { postReview, type NewReview, type PostOutcome } from './review-api';

/**
 * Spec §2 Add Review: a form. A customer with a paid order is published on Home at once; anyone
 * else's review waits for the shop's approval, and the page says so where it stays in view (the
 * spec's success toast lasts 2 s).
 */
export function AddReviewPage() {
  const { user } = useRole();
  const [outcome, setOutcome] = useState<Exclude<PostOutcome, 'failed'> | null>(null);

  const send = useCallback(async (review: NewReview): Promise<boolean> => {
    setOutcome(null);
    try {
      const posted = await postReview(review);
      if (posted !== 'failed') {
        toast.success(messages.success.reviewPosted);
        setOutcome(posted);
        return true;
      }
      toast.error(copy.reviews.notPosted);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    return false;
  }, []);

  return (
    <section aria-labelledby="add-review-heading" className="max-w-2xl">
      <h1 id="add-review-heading" className="mb-6 text-2xl font-bold text-ink">
        Add Review
      </h1>
      <p role="status" className={outcome ? 'mb-4' : undefined}>
        {outcome && (
          <span
            className={`block rounded-lg border px-4 py-3 text-sm font-medium ${
              outcome === 'waiting'
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-emerald-300 bg-emerald-50 text-emerald-900'
            }`}
          >
            {outcome === 'waiting' ? copy.reviews.waitingNotice : copy.reviews.publishedNotice}
          </span>
        )}
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {user && <ReviewForm defaultName={user.displayName ?? ''} onSubmit={send} />}
      </div>
    </section>
  );
}
