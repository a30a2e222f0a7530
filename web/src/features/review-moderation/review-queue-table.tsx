import { copy, defaultAvatar } from '@cps/domain';
import {
  Cell,
  DataTable,
  dangerButtonClass,
  Row,
  RowButton,
  smallButtonClass,
  type ListState,
} from '@/components/data-table';
import { formatEventTime } from '@/components/order-timeline';
import { Spinner } from '@/components/spinner';
import { StarRating } from '@/components/star-rating';
import type { WaitingReview } from './use-review-queue';

const texts = copy.reviews.manage;
const columns = ['Reviewer', 'Rating', 'Review', texts.posted, 'Actions'] as const;

/**
 * The reviews waiting for approval: who (as the review will show them), the rating, the whole
 * text (an admin judges all of it, not Home's 100-character preview), when, and Approve and
 * Reject, each a button named after its review.
 */
export function ReviewQueueTable({
  reviews,
  onApprove,
  onReject,
  pendingId = null,
  stale = false,
}: {
  reviews: ListState<WaitingReview>;
  onApprove: (review: WaitingReview) => void;
  onReject: (review: WaitingReview) => void;
  pendingId?: string | null;
  /** Rows being replaced by the next page while it loads: dimmed. */
  stale?: boolean;
}) {
  return (
    <DataTable
      label={texts.listLabel}
      columns={columns}
      list={reviews}
      stale={stale}
      skeletonRows={3}
      errorMessage={texts.failed}
      emptyMessage={texts.empty}
    >
      {(review) => {
        const busy = pendingId === review._id;
        return (
          <Row key={review._id} className={`flex flex-col gap-2 ${stale ? 'opacity-60' : ''}`}>
            <Cell className="md:w-48">
              <div className="flex items-center gap-3">
                <img
                  src={review.img || defaultAvatar}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover"
                />
                <span className="font-medium [overflow-wrap:anywhere]">{review.name}</span>
              </div>
            </Cell>
            <Cell label="Rating" className="whitespace-nowrap">
              <StarRating rating={review.rating} />
            </Cell>
            <Cell className="max-w-prose whitespace-pre-line [overflow-wrap:anywhere]">
              {review.review}
            </Cell>
            <Cell label={texts.posted} className="whitespace-nowrap text-slate-600">
              {review.createdAt ? (
                <time dateTime={new Date(review.createdAt).toISOString()}>
                  {formatEventTime(review.createdAt)}
                </time>
              ) : (
                '—'
              )}
            </Cell>
            <Cell className="pt-1 md:pt-3">
              <div className="flex flex-wrap items-center gap-2">
                <RowButton
                  className={`${smallButtonClass} whitespace-nowrap`}
                  busy={busy}
                  onClick={() => onApprove(review)}
                  label={texts.approveLabel(review.name)}
                >
                  {texts.approve}
                </RowButton>
                <RowButton
                  className={`${dangerButtonClass} whitespace-nowrap`}
                  busy={busy}
                  onClick={() => onReject(review)}
                  label={texts.rejectLabel(review.name)}
                >
                  {texts.reject}
                </RowButton>
                {busy && <Spinner label={texts.working} />}
              </div>
            </Cell>
          </Row>
        );
      }}
    </DataTable>
  );
}
