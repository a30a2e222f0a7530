import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from '@/config/paths';
import { PurchasePage } from './purchase-page';

describe('PurchasePage', () => {
  it('a link that cannot name a part says so and leads to the browse page', () => {
    render(
      <MemoryRouter initialEntries={['/purchase/__reserved__']}>
        <Routes>
          <Route path={patterns.purchase} element={<PurchasePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute(
      'href',
      paths.parts(),
    );
  });
});
