import { accountsCopy } from '@cps/domain';
import { pageListState } from '@/components/data-table';
import { CursorPager } from '@/components/cursor-pager';
import { SearchBox } from '@/components/search-box';
import { useChangeRole, useUsers } from './use-users';
import { UsersTable } from './users-table';

/**
 * Spec §2 Make Admin (admin), at any scale: 25 users a page in email order, live, searched by
 * email prefix as the admin types, with Make Admin and Delete Admin.
 */
export function MakeAdminPage() {
  const view = useUsers();
  const { change, pending } = useChangeRole();
  return (
    <section aria-labelledby="make-admin-heading" className="min-h-screen">
      <h1 id="make-admin-heading" className="mb-4 text-2xl font-bold text-ink">
        Make Admin
      </h1>
      <div className="mb-4 sm:max-w-md">
        <SearchBox
          label={accountsCopy.users.searchLabel}
          placeholder={accountsCopy.users.searchPlaceholder}
          value={view.q ?? ''}
          onSearch={view.setSearch}
          asYouType
        />
      </div>
      <UsersTable
        users={pageListState(view.page)}
        stale={view.stale}
        onChange={(email, admin) => void change(email, admin)}
        pendingEmail={pending}
        emptyMessage={view.q ? accountsCopy.users.noMatch : undefined}
      />
      <CursorPager page={view.page} search={view.search} />
    </section>
  );
}
