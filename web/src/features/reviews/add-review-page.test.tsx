import { copy, messages } from '@cps/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddReviewPage } from './add-review-page';
import { postReview, type PostOutcome } from './review-api';

vi.mock('./review-api', () => ({ postReview: vi.fn() }));
vi.mock('@/lib/auth/role', () => ({
  useRole: () => ({ status: 'signedIn', isAdmin: false, user: { displayName: 'Rahim Uddin' } }),
}));

// jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion.
beforeAll(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

afterEach(() => act(() => toast.remove()));

async function post(outcome: PostOutcome) {
  vi.mocked(postReview).mockResolvedValue(outcome);
  render(
    <>
      <AddReviewPage />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Rating'), '5');
  await user.type(screen.getByLabelText('Description'), 'Genuine parts.');
  await user.click(screen.getByRole('button', { name: 'Add Review' }));
}

const notice = () => screen.getAllByRole('status').find((s) => s.tagName === 'P')!;

describe('AddReviewPage', () => {
  it("a review that waits for approval: the spec's toast, and a notice that stays, saying so", async () => {
    await post('waiting');
    expect(await screen.findByText(messages.success.reviewPosted)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(copy.reviews.waitingNotice);
  });

  it("a buyer's review, published at once: the spec's toast, and a notice that it is on Home", async () => {
    await post('published');
    expect(await screen.findByText(messages.success.reviewPosted)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(copy.reviews.publishedNotice);
    expect(notice()).not.toHaveTextContent(copy.reviews.waitingNotice);
  });

  it('a review that was not posted: an error toast, no success and no notice', async () => {
    await post('failed');
    expect(await screen.findByText(copy.reviews.notPosted)).toBeInTheDocument();
    expect(screen.queryByText(messages.success.reviewPosted)).toBeNull();
    expect(notice()).toBeEmptyDOMElement();
  });
});
