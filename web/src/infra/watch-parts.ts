import type { Part } from '@cps/domain';
import { firestore } from '@/infra/firestore';
import { watchQuery } from '@/infra/firestore-live';
import { partsWithIds } from '@/infra/parts-query';

// Loaded on demand with the Firebase SDK (use-live-parts), so the page never waits for it.

/** Listens to the parts with these ids (at most 30, Firestore's `in`): a page's cards. */
export const watchPartsById = (ids: string[], onParts: (parts: Part[]) => void) =>
  watchQuery(
    partsWithIds(firestore, ids),
    ({ items }) => onParts(items),
    // A watch that fails changes nothing: the cards keep what the API answered.
    () => {},
  );
