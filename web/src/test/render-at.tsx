import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` on any route of a memory router that starts at `url`; `location()` is the path and
 * query string the app is at now (after its links and navigations).
 */
export function renderAt(url: string, ui: ReactNode) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { location: () => screen.getByRole('status', { name: 'location' }).textContent };
}
