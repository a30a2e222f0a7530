import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { CompareTray } from '@/features/compare/compare-tray';
import { Navbar } from './navbar';
import { TopBar } from '@/components/top-bar';
import { DrawerProvider } from '@/lib/drawer';
import { useCartOwner } from '@/hooks/use-cart';
import { useRole } from '@/lib/auth/role';

/**
 * Navbar, the second top component, the page and the footer on every route (spec §2), and the
 * compare tray while it holds parts.
 */
export function Layout() {
  useCartOwner(useRole());
  return (
    <DrawerProvider>
      <div className="flex min-h-screen flex-col bg-slate-50 font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 text-ink focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <Navbar />
        <main id="main" className="flex-1 pt-16">
          <TopBar />
          <Outlet />
        </main>
        <Footer />
        <CompareTray />
      </div>
    </DrawerProvider>
  );
}
