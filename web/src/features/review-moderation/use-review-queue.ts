import {
  collections,
  copy,
  decodeCursor,
  messages,
  pageSizes,
  planReviewQueueQuery,
  type ReviewDoc,
} from '@cps/domain';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { announceDone, confirmAction } from '@/components/confirm';
import { api, ApiError } from '@/infra/api';
import { useLivePage, type LivePageState } from '@/infra/live-page';

export type WaitingReview = ReviewDoc & { _id: string };

export interface ReviewQueueView {
  page: LivePageState<WaitingReview>;
  stale: boolean;
  /** The query string of the page a cursor leads to. */
  search: (cursor: string) => string;
}

const source = {
  collection: collections.reviewQueue,
  plan: planReviewQueueQuery(),
  key: 'oldest-first',
};

/** The page's cursor from its URL (`?cursor=`); one that does not decode is dropped. */
export function readQueueCursor(params: URLSearchParams): string | undefined {
  const cursor = params.get('cursor') ?? undefined;
  return cursor && decodeCursor(cursor) ? cursor : undefined;
}

/**
 * The reviews waiting for approval, oldest first (the order they are worked through),
 * `pageSizes.admin` a page, live: an approved or rejected review leaves the list by itself, here
 * and on every other admin's screen. The cursor lives in the URL.
 */
export function useReviewQueue(): ReviewQueueView {
  const [params] = useSearchParams();
  const cursor = readQueueCursor(params);
  const live = useLivePage<ReviewDoc>(source, cursor, pageSizes.admin);
  const page = live;
  const stale = page.status === 'ready' && page.stale;
  const search = useCallback((to: string) => `?${new URLSearchParams({ cursor: to })}`, []);
  return { page, stale, search };
}

/** Why an approval or rejection failed, for its toast. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return copy.reviews.notWaiting;
  if (error instanceof ApiError && error.status === 403) return messages.shop.notAdmin;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Approve (PUT /review/{id}/approve) and Reject (DELETE /review/{id}, after a confirmation), one
 * review at a time; `pendingId` is the review being saved. `onDone` runs after either succeeded.
 */
export function useModerate(onDone?: () => void) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const texts = copy.reviews.manage;

  const approve = useCallback(
    async (review: WaitingReview) => {
      setPendingId(review._id);
      try {
        await api('PUT', `/review/${encodeURIComponent(review._id)}/approve`);
        toast.success(texts.approved(review.name));
        onDone?.();
      } catch (error) {
        toast.error(failureMessage(error));
      } finally {
        setPendingId(null);
      }
    },
    [texts, onDone],
  );

  const reject = useCallback(
    async (review: WaitingReview) => {
      if (!(await confirmAction(texts.confirmReject))) return;
      setPendingId(review._id);
      try {
        await api('DELETE', `/review/${encodeURIComponent(review._id)}`);
        void announceDone(texts.confirmReject);
        onDone?.();
      } catch (error) {
        toast.error(failureMessage(error));
      } finally {
        setPendingId(null);
      }
    },
    [texts, onDone],
  );

  return useMemo(() => ({ approve, reject, pendingId }), [approve, reject, pendingId]);
}
