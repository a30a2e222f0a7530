import { copy } from '@cps/domain';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useDrawer } from '@/lib/drawer';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/role';
import { useLogout } from '@/features/auth/use-logout';
import { crossPath, LineIcon } from '@/components/icon';
import { Spinner } from '@/components/spinner';
import { useCart } from '@/hooks/use-cart';
import { cartCount } from '@/lib/cart';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'
  }`;

/** The cart and how many things it holds: beside the spec's links, never among them. */
function CartLink() {
  const count = cartCount(useCart().cart);
  return (
    <NavLink
      to={paths.cart}
      aria-label={copy.cart.navLabel(count)}
      className={({ isActive }) =>
        `relative rounded-md p-2 ${isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'}`
      }
    >
      <LineIcon>
        <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </LineIcon>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

/** Spec §2: fixed at the top; hamburger on small screens; auth-dependent links. */
export function Navbar() {
  const { status } = useRole();
  const logout = useLogout();
  const drawer = useDrawer();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const signedIn = status === 'signedIn';

  const links = (
    <>
      <li>
        <NavLink to={paths.home} end className={linkClass} onClick={() => setOpen(false)}>
          Home
        </NavLink>
      </li>
      {signedIn && (
        <li>
          <NavLink to={paths.dashboard} className={linkClass} onClick={() => setOpen(false)}>
            Dashboard
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to={paths.myPortfolio} className={linkClass} onClick={() => setOpen(false)}>
          Portfolio
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.blogs} className={linkClass} onClick={() => setOpen(false)}>
          Blogs
        </NavLink>
      </li>
      <li className="flex items-center">
        {status === 'loading' ? (
          <Spinner label="Checking sign-in" className="px-3 py-2" />
        ) : signedIn ? (
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
            className="rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
          >
            Logout
          </button>
        ) : (
          <NavLink to={paths.login} className={linkClass} onClick={() => setOpen(false)}>
            Login
          </NavLink>
        )}
      </li>
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-ink shadow-md">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4"
      >
        <div className="flex items-center gap-2">
          {signedIn && (
            <button
              type="button"
              className="rounded-md p-2 text-slate-200 hover:bg-white/10 lg:hidden"
              aria-label="Toggle dashboard menu"
              aria-expanded={pathname.startsWith(paths.dashboard) ? drawer.open : false}
              aria-controls="dashboard-menu"
              onClick={() => {
                if (pathname.startsWith(paths.dashboard)) drawer.toggle();
                else navigate(paths.dashboard);
              }}
            >
              <LineIcon>
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <path d="M9 4v16" />
              </LineIcon>
            </button>
          )}
          <NavLink to={paths.home} className="text-lg font-bold tracking-tight text-white">
            Computer Parts <span className="text-brand-500">BD</span>
          </NavLink>
        </div>
        <div className="flex items-center gap-1">
          <ul className="hidden items-center gap-1 md:flex">{links}</ul>
          <CartLink />
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-white/10 md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <LineIcon>{open ? crossPath : <path d="M4 7h16M4 12h16M4 17h16" />}</LineIcon>
          </button>
        </div>
      </nav>
      {open && (
        <ul
          id="mobile-menu"
          className="space-y-1 border-t border-white/10 px-4 pb-3 pt-2 md:hidden"
        >
          {links}
        </ul>
      )}
    </header>
  );
}
