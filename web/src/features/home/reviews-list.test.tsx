import type { Review } from '@cps/domain';
import { makeReview } from '@cps/fixtures';
import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewsList } from './reviews-list';
import { ready, type ReadState } from '@/lib/read-state';
import { useReviews } from './use-reviews';

vi.mock('./use-reviews', () => ({ useReviews: vi.fn() }));

function renderWith(state: ReadState<Review[]>) {
  vi.mocked(useReviews).mockReturnValue(state);
  const { container } = render(<ReviewsList />);
  return container;
}

describe('ReviewsList', () => {
  it('shows six fixed-size skeletons while the reviews load', () => {
    const section = renderWith({ status: 'loading' });
    const loading = within(section).getByRole('status', { name: 'Loading reviews' });
    expect(loading.children).toHaveLength(6);
  });

  it('shows each review: name, picture, the first 100 characters and read-only stars', () => {
    const long = {
      _id: 'r1',
      ...makeReview({ name: 'Tanvir Hasan', rating: 4, review: `${'x'.repeat(100)}TAIL` }),
    };
    const short = { _id: 'r2', ...makeReview({ name: 'Sadia Islam', rating: 2, review: 'Fine.' }) };
    const section = renderWith(ready([long, short]));
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Tanvir Hasan' })).toBeInTheDocument();
    const picture = first.getByRole('img', { name: 'Tanvir Hasan' });
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
    expect(first.getByText('x'.repeat(100))).toBeInTheDocument();
    expect(first.queryByText(/TAIL/)).toBeNull();
    expect(first.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first.queryByRole('button')).toBeNull();

    expect(within(cards[1]!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
  });

  it('says so when there are no reviews yet', () => {
    const section = renderWith(ready([]));
    expect(within(section).getByText(/No reviews yet/)).toBeInTheDocument();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
  });
});
