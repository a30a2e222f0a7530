// The signed-in customer's saved builds: read live from Firestore (the rules let only the owner
// read them, a page of at most 20), written through the API (POST /builds, PATCH and DELETE
// /build/{id}). The PC builder saves and updates them; My Builds lists, renames and deletes them.
import {
  collections,
  savedBuildLimits,
  type Build,
  type SavedBuild,
  type SavedBuildDoc,
} from '@cps/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type CollectionReference,
  type DocumentReference,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { api } from '@/infra/api';
import { watchDoc, watchQuery } from '@/infra/firestore-live';

export type SavedBuildsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; builds: SavedBuild[] };

const asSaved = (id: string, { uid: _uid, ...fields }: SavedBuildDoc): SavedBuild => ({
  _id: id,
  ...fields,
});

/**
 * `uid`'s saved builds, newest first, live: every one of them (at most `perAccount`, one read
 * each), so a rename or a delete shows here and in any other tab. An empty answer from the local
 * cache is not taken for "none" (an offline start gives one); the server's is.
 */
export function useSavedBuilds(uid: string): SavedBuildsState {
  const firestore = useFirestore();
  const [state, setState] = useState<{ uid: string; value: SavedBuildsState }>();
  useEffect(() => {
    const builds = collection(
      firestore,
      collections.users,
      uid,
      collections.savedBuilds,
    ) as CollectionReference<SavedBuildDoc>;
    const newestFirst = query(
      builds,
      orderBy('createdAt', 'desc'),
      limit(savedBuildLimits.perAccount),
    );
    return watchQuery(
      newestFirst,
      ({ items }) => {
        const list = items.map(({ _id, ...data }) => asSaved(_id, data));
        setState({ uid, value: { status: 'ready', builds: list } });
      },
      () => setState({ uid, value: { status: 'error' } }),
    );
  }, [firestore, uid]);
  return state?.uid === uid ? state.value : { status: 'loading' };
}

export type SavedBuildState =
  | { status: 'loading' }
  /** Not one of this account's builds: deleted, someone else's, or a wrong id. */
  | { status: 'missing' }
  | { status: 'ready'; build: SavedBuild };

/** One of `uid`'s saved builds by id, live; undefined ids wait. */
export function useSavedBuild(uid: string | undefined, id: string | undefined): SavedBuildState {
  const firestore = useFirestore();
  const key = uid && id ? `${uid}/${id}` : undefined;
  const [state, setState] = useState<{ key: string; value: SavedBuildState }>();
  useEffect(() => {
    if (!uid || !id || !key) return;
    const ref = doc(
      firestore,
      collections.users,
      uid,
      collections.savedBuilds,
      id,
    ) as DocumentReference<SavedBuildDoc>;
    return watchDoc(
      ref,
      (data) =>
        setState({
          key,
          value: data ? { status: 'ready', build: asSaved(id, data) } : { status: 'missing' },
        }),
      // The rules refuse an id that is not under this account as they refuse any other read.
      () => setState({ key, value: { status: 'missing' } }),
    );
  }, [firestore, uid, id, key]);
  return key && state?.key === key ? state.value : { status: 'loading' };
}

/** POST /builds: the new build's id. */
export async function saveBuild(name: string, parts: Build): Promise<string> {
  const answer = await api<{ insertedId: string }>('POST', '/builds', { name, parts });
  return answer.insertedId;
}

/** PATCH /build/{id}: a new name, new parts, or both; the build as saved. */
export function updateSavedBuild(
  id: string,
  change: { name?: string; parts?: Build },
): Promise<SavedBuild> {
  return api<SavedBuild>('PATCH', savedBuildPath(id), { ...change });
}

/** The API path of one saved build (PATCH renames or replaces it, DELETE deletes it). */
export const savedBuildPath = (id: string) => `/build/${encodeURIComponent(id)}`;
