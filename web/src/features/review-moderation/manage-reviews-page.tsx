import { copy } from '@cps/domain';
import { useCallback, useRef } from 'react';
import { pageListState } from '@/components/data-table';
import { CursorPager } from '@/components/cursor-pager';
import { ReviewQueueTable } from './review-queue-table';
import { useModerate, useReviewQueue } from './use-review-queue';

const texts = copy.reviews.manage;

/**
 * Manage Reviews (admin): the reviews waiting for approval, oldest first, paged by cursor and
 * live. Approve publishes one on Home; Reject deletes it after a confirmation. Once either is
 * done the focus returns to the heading, since the row it was on has left the list.
 */
export function ManageReviewsPage() {
  const view = useReviewQueue();
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useCallback(() => heading.current?.focus(), []);
  const { approve, reject, pendingId } = useModerate(refocus);
  return (
    <section aria-labelledby="manage-reviews-heading" className="min-h-screen">
      <h1
        id="manage-reviews-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-2xl font-bold text-ink focus:outline-none"
      >
        {texts.title}
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">{texts.intro}</p>
      <ReviewQueueTable
        reviews={pageListState(view.page)}
        stale={view.stale}
        pendingId={pendingId}
        onApprove={(review) => void approve(review)}
        onReject={(review) => void reject(review)}
      />
      <CursorPager page={view.page} search={view.search} />
    </section>
  );
}
