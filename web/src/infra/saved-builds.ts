// The signed-in customer's saved builds: read live from Firestore (the rules let only the owner
// read them, a page of at most 20; the hooks live with My Builds and the PC builder), written
// through the API (POST /builds, PATCH and DELETE /build/{id}).
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
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { api } from '@/infra/api';
import type { WithDocId } from '@/infra/firestore-live';

/** A saved build's document as the app shows it: its id in `_id`, without the owner's uid. */
export const asSaved = ({ uid: _uid, ...fields }: WithDocId<SavedBuildDoc>): SavedBuild => fields;

/** `uid`'s saved builds, newest first: every one of them (at most `perAccount`). */
export function savedBuildsQuery(firestore: Firestore, uid: string): Query<SavedBuildDoc> {
  const builds = collection(
    firestore,
    collections.users,
    uid,
    collections.savedBuilds,
  ) as CollectionReference<SavedBuildDoc>;
  return query(builds, orderBy('createdAt', 'desc'), limit(savedBuildLimits.perAccount));
}

/** One of `uid`'s saved builds by id. */
export const savedBuildRef = (firestore: Firestore, uid: string, id: string) =>
  doc(
    firestore,
    collections.users,
    uid,
    collections.savedBuilds,
    id,
  ) as DocumentReference<SavedBuildDoc>;

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
