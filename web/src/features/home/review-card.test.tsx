import { copy } from '@cps/domain';
import { makeReview } from '@cps/fixtures';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('marks a review from a verified buyer beside the name', () => {
    const review = { _id: 'r1', ...makeReview({ name: 'Tanvir Hasan' }), verifiedBuyer: true };
    const card = within(render(<ReviewCard review={review} />).container);
    const mark = card.getByText(copy.reviews.verifiedBuyer);
    expect(mark).toBeInTheDocument();
    expect(mark.parentElement).toContainElement(
      card.getByRole('heading', { name: 'Tanvir Hasan' }),
    );
  });

  it.each([false, undefined])('shows no mark when verifiedBuyer is %s', (verifiedBuyer) => {
    const review = { _id: 'r2', ...makeReview({ name: 'Sadia Islam' }), verifiedBuyer };
    const card = within(render(<ReviewCard review={review} />).container);
    expect(card.getByRole('heading', { name: 'Sadia Islam' })).toBeInTheDocument();
    expect(card.queryByText(copy.reviews.verifiedBuyer)).toBeNull();
  });
});
