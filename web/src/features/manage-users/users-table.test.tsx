import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UsersTable } from './users-table';
import type { UserRow } from './use-users';
import { ready } from '@/lib/read-state';

const users: UserRow[] = [
  { _id: 'a', email: 'admin@example.com', displayName: 'Store Admin', roll: 'admin' },
  { _id: 'c', email: 'customer@example.com', displayName: 'Rahim Uddin' },
];

function setup() {
  const onChange = vi.fn();
  render(<UsersTable users={ready(users)} onChange={onChange} />);
  const row = (email: string) => within(screen.getByText(email).closest('tr') as HTMLElement);
  return { onChange, row };
}

describe('UsersTable', () => {
  it('shows Make Admin only for users who are not admins, Delete Admin for every user', () => {
    const { row } = setup();
    expect(row('admin@example.com').queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(row('admin@example.com').getByRole('button', { name: /Delete Admin/ })).toBeVisible();
    expect(row('customer@example.com').getByRole('button', { name: /Make Admin/ })).toBeVisible();
    expect(row('customer@example.com').getByRole('button', { name: /Delete Admin/ })).toBeVisible();
    expect(row('admin@example.com').getByText('Admin')).toBeInTheDocument();
    expect(row('customer@example.com').getByText('User')).toBeInTheDocument();
  });

  it('asks to grant or revoke with the email', async () => {
    const { onChange, row } = setup();
    const user = userEvent.setup();
    await user.click(row('customer@example.com').getByRole('button', { name: /Make Admin/ }));
    expect(onChange).toHaveBeenLastCalledWith('customer@example.com', true);
    await user.click(row('admin@example.com').getByRole('button', { name: /Delete Admin/ }));
    expect(onChange).toHaveBeenLastCalledWith('admin@example.com', false);
  });
});
