import { copy } from '@cps/domain';
import { makeReview } from '@cps/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListState } from '@/components/data-table';
import { ReviewQueueTable } from './review-queue-table';
import type { WaitingReview } from './use-review-queue';
import { failed, ready } from '@/lib/read-state';

const texts = copy.reviews.manage;

const long = `${'Genuine parts. '.repeat(10)}THE END`;
const waiting: WaitingReview[] = [
  { _id: 'r1', ...makeReview({ name: 'Jahid Hossain', rating: 4, review: long }) },
  { _id: 'r2', ...makeReview({ name: 'Tasnim Chowdhury', rating: 5, review: 'Friendly shop.' }) },
];

function setup(reviews: ListState<WaitingReview>, pendingId: string | null = null) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(
    <ReviewQueueTable
      reviews={reviews}
      onApprove={onApprove}
      onReject={onReject}
      pendingId={pendingId}
    />,
  );
  return { onApprove, onReject, table: screen.getByRole('region', { name: texts.listLabel }) };
}

describe('ReviewQueueTable', () => {
  it('is busy with placeholder rows while the queue loads', () => {
    const { table } = setup({ status: 'loading' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Loading');
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('says when no review waits', () => {
    setup(ready([]));
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });

  it('says when the queue could not be loaded', () => {
    setup(failed(new Error('unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent(texts.failed);
  });

  it('shows each review whole, with its name, stars and an Approve and a Reject named after it', () => {
    const { table } = setup(ready(waiting));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Jahid Hossain')).toBeInTheDocument();
    expect(first.getByText(long)).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(
      first.getByRole('button', { name: texts.approveLabel('Jahid Hossain') }),
    ).toHaveTextContent(texts.approve);
    expect(
      first.getByRole('button', { name: texts.rejectLabel('Jahid Hossain') }),
    ).toHaveTextContent(texts.reject);
  });

  it('is worked by keyboard: Tab reaches each action in order, Enter and Space press it', async () => {
    const { onApprove, onReject } = setup(ready(waiting));
    const user = userEvent.setup();
    await user.tab(); // the scrollable table region
    await user.tab();
    expect(screen.getByRole('button', { name: texts.approveLabel('Jahid Hossain') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onApprove).toHaveBeenCalledWith(waiting[0]);
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('button', { name: texts.rejectLabel('Tasnim Chowdhury') }),
    ).not.toHaveFocus();
    expect(
      screen.getByRole('button', { name: texts.approveLabel('Tasnim Chowdhury') }),
    ).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(onReject).toHaveBeenCalledWith(waiting[1]);
  });

  it('disables the actions of the review being saved, and only those', () => {
    setup(ready(waiting), 'r1');
    expect(
      screen.getByRole('button', { name: texts.approveLabel('Jahid Hossain') }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: texts.rejectLabel('Jahid Hossain') })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: texts.approveLabel('Tasnim Chowdhury') }),
    ).toBeEnabled();
  });
});
