import { describe, expect, it } from 'vitest';
import { loginState } from './remembered-page';

describe('the page a login returns to', () => {
  const adminPage = { pathname: '/dashboard/manageAllOrders', search: '?status=unpaid' };

  it('is remembered for a visitor who reached it signed out', () => {
    expect(loginState(adminPage, false)).toEqual({ from: adminPage });
    expect(loginState({ pathname: '/purchase/p1' }, false)).toEqual({
      from: { pathname: '/purchase/p1', search: '' },
    });
  });

  it('is forgotten for one signed out while on it (Logout, the admin-only refusal): no login loop', () => {
    expect(loginState(adminPage, true)).toBeNull();
    expect(loginState({ pathname: '/dashboard/myOrder', search: '' }, true)).toBeNull();
  });
});
