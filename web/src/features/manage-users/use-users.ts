import {
  collections,
  decodeCursor,
  messages,
  pageSizes,
  planUsersQuery,
  type UserDoc,
} from '@cps/domain';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { api, ApiError } from '@/infra/api';
import { useLivePage, type LivePageState } from '@/infra/live-page';

export type UserRow = UserDoc & { _id: string };

export interface UsersUrlState {
  /** The email prefix searched, trimmed and lowercase (emails are stored lowercase). */
  q?: string;
  cursor?: string;
}

/** Make Admin's state from its URL (`?q=&cursor=`); a blank search or a bad cursor is dropped. */
export function readUsersSearch(params: URLSearchParams): UsersUrlState {
  const q = params.get('q')?.trim().toLowerCase().slice(0, 200) || undefined;
  const cursor = params.get('cursor') ?? undefined;
  return { ...(q && { q }), ...(cursor && decodeCursor(cursor) && { cursor }) };
}

export function usersSearch(state: UsersUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.cursor) params.set('cursor', state.cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface UsersView {
  q: string | undefined;
  page: LivePageState<UserRow>;
  stale: boolean;
  search: (cursor: string) => string;
  setSearch: (q: string) => void;
}

/**
 * Make Admin's users at any scale: `pageSizes.admin` a page in email order, searched
 * by email prefix (`planUsersQuery`), paged by cursor, live, its state in the URL.
 */
export function useUsers(): UsersView {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text
  const { q, cursor } = useMemo(() => readUsersSearch(params), [paramsKey]);
  const source = useMemo(
    () => ({ collection: collections.users, plan: planUsersQuery(q), key: q ?? '' }),
    [q],
  );
  const live = useLivePage<UserDoc>(source, cursor, pageSizes.admin);
  const page = live;
  const stale = page.status === 'ready' && page.stale;
  const search = useCallback((to: string) => usersSearch({ q, cursor: to }), [q]);
  const setSearch = useCallback(
    (text: string) => {
      // Typing replaces the history entry: Back leaves the search rather than each keystroke.
      setParams(
        new URLSearchParams(usersSearch(readUsersSearch(new URLSearchParams({ q: text })))),
        {
          replace: true,
        },
      );
    },
    [setParams],
  );
  return { q, page, stale, search, setSearch };
}

/** PUT /user/makeAdmin/{email} or /user/deleteAdmin/{email}, with the spec §8 toasts. */
export function useChangeRole() {
  const [pending, setPending] = useState<string | null>(null);

  const change = useCallback(async (email: string, admin: boolean) => {
    setPending(email);
    try {
      const answer = await api<{ acknowledged: boolean }>(
        'PUT',
        `/user/${admin ? 'makeAdmin' : 'deleteAdmin'}/${encodeURIComponent(email)}`,
      );
      if (answer.acknowledged) {
        toast.success(
          admin ? messages.success.madeAdmin(email) : messages.success.removedAdmin(email),
        );
      } else {
        toast.error(`The role of ${email} could not be changed. Please try again.`);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) toast.error(messages.shop.notAdmin);
      else toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  }, []);

  return { change, pending };
}
