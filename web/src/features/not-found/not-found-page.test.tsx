import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows 404, Not Found and the exact sentence of the spec', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('This resource requested could not be found on this server!'),
    ).toBeInTheDocument();
  });
});
