import { copy } from '@cps/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render-at';
import { DashboardLayout } from './dashboard-layout';

const role = vi.hoisted(() => ({ isAdmin: true }));
vi.mock('@/lib/auth/role', () => ({ useRole: () => ({ status: 'signedIn', ...role }) }));

const menu = () =>
  within(screen.getByRole('complementary', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('DashboardLayout', () => {
  it("opens an admin's menu with the overview, then the spec's items in their order", () => {
    role.isAdmin = true;
    renderAt('/dashboard', <DashboardLayout />);
    expect(menu()).toEqual([
      [copy.overview.menu, '/dashboard/overview'],
      ['My Profile', '/dashboard'],
      ['Manage All Orders', '/dashboard/manageAllOrders'],
      ['Add Product', '/dashboard/addProduct'],
      ['Manage Product', '/dashboard/manageProduct'],
      [copy.catalogueImport.menu, '/dashboard/importParts'],
      [copy.reviews.manage.menu, '/dashboard/manageReviews'],
      ['Make Admin', '/dashboard/makeAdmin'],
    ]);
  });

  it("gives a customer's menu no overview", () => {
    role.isAdmin = false;
    renderAt('/dashboard', <DashboardLayout />);
    expect(menu().map(([label]) => label)).toEqual([
      'My Profile',
      'My Orders',
      'Add Review',
      copy.savedBuilds.menu,
    ]);
  });
});
