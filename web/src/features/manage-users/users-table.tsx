import { messages } from '@cps/domain';
import { Spinner } from '@/components/spinner';
import {
  Cell,
  DataTable,
  dangerButtonClass,
  Row,
  RowButton,
  smallButtonClass,
  type ListState,
} from '@/components/data-table';
import type { UserRow } from './use-users';

const columns = ['Email', 'Name', 'Role', 'Actions'] as const;

/** Make Admin (spec §4): Make Admin only for users who are not admins, Delete Admin for all. */
export function UsersTable({
  users,
  onChange,
  pendingEmail = null,
  stale = false,
  emptyMessage = 'There are no users yet',
}: {
  users: ListState<UserRow>;
  onChange: (email: string, admin: boolean) => void;
  pendingEmail?: string | null;
  /** Rows being replaced by the next page while it loads: dimmed. */
  stale?: boolean;
  emptyMessage?: string;
}) {
  return (
    <DataTable
      label="Users"
      columns={columns}
      list={users}
      stale={stale}
      skeletonRows={4}
      errorMessage="The users could not be loaded. Check your connection and reload the page."
      emptyMessage={emptyMessage}
    >
      {(user) => {
        const isAdmin = user.roll === 'admin';
        const busy = pendingEmail === user.email;
        return (
          <Row
            key={user._id}
            className={`flex flex-wrap items-center gap-x-5 gap-y-1.5 ${stale ? 'opacity-60' : ''}`}
          >
            <Cell className="basis-full font-medium [overflow-wrap:anywhere] md:[overflow-wrap:normal]">
              {user.email}
            </Cell>
            <Cell label="Name" className="md:min-w-32">
              {user.displayName || '—'}
            </Cell>
            <Cell label="Role">
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  isAdmin ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700'
                }`}
              >
                {isAdmin ? 'Admin' : 'User'}
              </span>
            </Cell>
            <Cell className="basis-full pt-1 md:pt-3">
              <div className="flex flex-wrap items-center gap-2">
                {!isAdmin && (
                  <RowButton
                    className={`${smallButtonClass} whitespace-nowrap`}
                    busy={busy}
                    onClick={() => onChange(user.email, true)}
                    label={`${messages.users.makeAdmin}: ${user.email}`}
                  >
                    {messages.users.makeAdmin}
                  </RowButton>
                )}
                <RowButton
                  className={`${dangerButtonClass} whitespace-nowrap`}
                  busy={busy}
                  onClick={() => onChange(user.email, false)}
                  label={`${messages.users.deleteAdmin}: ${user.email}`}
                >
                  {messages.users.deleteAdmin}
                </RowButton>
                {busy && <Spinner label="Changing the role" />}
              </div>
            </Cell>
          </Row>
        );
      }}
    </DataTable>
  );
}
