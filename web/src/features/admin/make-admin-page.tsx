import { toListState } from '@/components/data-table';
import { useChangeRole, useUsers } from './use-users';
import { UsersTable } from './users-table';

/** Spec §2 Make Admin (admin): every user, live, with Make Admin and Delete Admin. */
export function MakeAdminPage() {
  const users = useUsers();
  const { change, pending } = useChangeRole();
  return (
    <section aria-labelledby="make-admin-heading">
      <h1 id="make-admin-heading" className="mb-6 text-2xl font-bold text-ink">
        Make Admin
      </h1>
      <UsersTable
        users={toListState(users)}
        onChange={(email, admin) => void change(email, admin)}
        pendingEmail={pending}
      />
    </section>
  );
}
