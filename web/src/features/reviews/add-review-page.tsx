import { messages } from '@cps/domain';
import toast from 'react-hot-toast';
import { useRole } from '@/lib/auth/role';
import { ReviewForm } from './review-form';
import { postReview, type NewReview } from './review-api';

async function send(review: NewReview): Promise<boolean> {
  try {
    if (await postReview(review)) {
      toast.success(messages.success.reviewPosted);
      return true;
    }
    toast.error('Your review could not be posted. Please try again.');
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
  return false;
}

/** Spec §2 Add Review: a form; the review then shows on Home. */
export function AddReviewPage() {
  const { user } = useRole();
  return (
    <section aria-labelledby="add-review-heading" className="max-w-2xl">
      <h1 id="add-review-heading" className="mb-6 text-2xl font-bold text-ink">
        Add Review
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {user && <ReviewForm defaultName={user.displayName ?? ''} onSubmit={send} />}
      </div>
    </section>
  );
}
