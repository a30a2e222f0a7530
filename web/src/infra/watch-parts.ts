import { collections, type Part, type PartDoc } from '@cps/domain';
import { doc, type DocumentReference, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/infra/firestore';
import { watchDoc } from '@/infra/firestore-live';

// Loaded on demand with the Firebase SDK (use-live-parts), so the page never waits for it.

/**
 * Parts whose listeners start together: starting a listener and taking in its answer each cost
 * the SDK 2 to 4 ms of main thread, so a group of three stays within a short task on a slow phone.
 */
const partsPerStep = 3;

/**
 * Listens to the parts with these ids (a page's cards), one document listener each: a document's
 * listen is a lookup by key, where an `in` query on ids makes the emulator scan the whole
 * catalogue (3.3 s at 20,000 parts). The listeners start a group at a time, the next once the
 * last has answered, so that no single task takes in the whole page. Reports the parts that exist,
 * in the order asked, once every listener has answered, then on every change.
 */
export function watchPartsById(ids: string[], onParts: (parts: Part[]) => void): () => void {
  const answers = new Map<string, Part | undefined>();
  const stops: Unsubscribe[] = [];
  let stopped = false;
  const listen = (from: number) => {
    if (stopped || from >= ids.length) return;
    const group = ids.slice(from, from + partsPerStep);
    for (const id of group) {
      stops.push(
        watchDoc(
          doc(firestore, collections.parts, id) as DocumentReference<PartDoc>,
          (part) => {
            const first = !answers.has(id);
            answers.set(id, part);
            if (answers.size === ids.length) onParts(ids.flatMap((key) => answers.get(key) ?? []));
            // The group has answered: the next starts in a task of its own.
            else if (first && group.every((key) => answers.has(key))) {
              setTimeout(() => listen(from + partsPerStep), 0);
            }
          },
          // A watch that fails reports nothing more: the cards keep what they show.
          () => {},
        ),
      );
    }
  };
  listen(0);
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
