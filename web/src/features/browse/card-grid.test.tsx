import type { Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CardGrid } from './card-grid';
import { watches } from '@/test/live-parts-stub';

vi.mock('@/lib/after-load', () => ({ afterPageLoad: () => Promise.resolve() }));

vi.mock('@/infra/live-parts', () => import('@/test/live-parts-stub'));
vi.mock('@/infra/use-live', () => import('@/test/live-parts-stub'));

const part = (id: string, stock: number): Part => ({
  _id: id,
  ...makePart({ name: `Part ${id}`, availableQuanity: stock }),
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('the live cards', () => {
  it('follow the database by id, in the same elements, and follow the page shown', async () => {
    const first = [part('a', 5), part('b', 6)];
    const { rerender } = render(<CardGrid parts={first} />, { wrapper: MemoryRouter });
    await settle();
    expect(watches.map((w) => w.ids)).toEqual([['a', 'b']]);
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('5')).toBeInTheDocument();

    // A restock written in the database shows on its card, which is not re-mounted.
    act(() => watches[0]!.onParts([{ ...first[0]!, availableQuanity: 42 }, first[1]!]));
    expect(screen.getAllByRole('article')[0]).toBe(card);
    expect(within(card).getByText('42')).toBeInTheDocument();

    // Another page: the old watch stops and the new page's ids are watched.
    rerender(<CardGrid parts={[part('c', 1)]} />);
    await settle();
    expect(watches[0]!.stop).toHaveBeenCalled();
    expect(watches.map((w) => w.ids)).toEqual([['a', 'b'], ['c']]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
