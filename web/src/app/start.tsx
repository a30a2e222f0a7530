import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A transition: React renders the first screen in slices that yield to the browser, instead of
// one long task that would block input while the page starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
