import { collections } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';

// Saved builds live under users/{uid}, and deleting that document leaves them: the suites on the
// shared demo project remove their accounts' builds and counts with this.

/** Removes every saved build of these accounts, and their counts. */
export async function removeSavedBuildsOf(db: Firestore, uids: Iterable<string>): Promise<void> {
  const writes = db.bulkWriter();
  for (const uid of new Set(uids)) {
    const builds = await db
      .collection(collections.users)
      .doc(uid)
      .collection(collections.savedBuilds)
      .get();
    for (const build of builds.docs) void writes.delete(build.ref);
    void writes.delete(db.collection(collections.savedBuildCounts).doc(uid));
  }
  await writes.close();
}
