import { describe, expect, it } from 'vitest';
import { manageFilters } from './use-manage-parts';

describe('manageFilters', () => {
  it('takes the search and the category from the URL, newest first', () => {
    expect(manageFilters(new URLSearchParams('q=%20rtx%2040%20&category=graphics-cards'))).toEqual({
      q: 'rtx 40',
      category: 'graphics-cards',
      sort: 'newest',
    });
  });

  it('ignores the browse filters it does not offer and drops a bad category', () => {
    expect(
      manageFilters(
        new URLSearchParams('brand=ASUS&min=10&inStock=true&sort=price-asc&category=x'),
      ),
    ).toEqual({ sort: 'newest' });
  });
});
