import { Outlet } from 'react-router';
import { Footer } from '@/components/footer';
import { Navbar } from '@/components/navbar';

/** Navbar, page and footer on every route (spec §2). */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 font-sans">
      <Navbar />
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
