import { collections, type Part, type PartDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { firestore } from '@/infra/firestore';
import { failed, ready, type ReadState } from '@/lib/read-state';
import { liveDoc, type LiveSource } from './firestore-live';
import { watchLive } from './use-live';

// Parts by id, live: the one strategy for every list of parts kept live (the browse page's
// cards, Manage Product's rows, Compare's columns, the PC builder's parts). One document listener
// per part, never an `in` query on ids: the emulator answers that by scanning the catalogue
// (measured 2026-11-27 for 24 ids: see docs/performance.md), where a document's listen is a
// lookup by key. Each document is reactfire's own stored source (`doc:parts/{id}`), so a part
// open on two pages, or on a page and its card, is listened to once.

/**
 * Parts whose listeners start together: starting a listener and taking in its answer each cost
 * the SDK 2 to 4 ms of main thread, so a group of three stays within a short task on a slow phone.
 */
const partsPerStep = 3;

export interface PartsById {
  /** The parts found, in the order asked. */
  parts: Part[];
  /** The ids the server has no part for. */
  missing: string[];
}

const partRef = (id: string) => doc(firestore, collections.parts, id) as DocumentReference<PartDoc>;

/**
 * The parts with these ids. The listeners start a group at a time, the next once the last has
 * answered, so that no single task takes in the whole page. Ready once every part has answered,
 * then on every change; a failed listener makes the whole answer `error`.
 */
export function livePartsById(ids: readonly string[]): LiveSource<PartsById> {
  return {
    id: `parts:${ids.join(',')}`,
    listen: (next) => {
      const answers = new Map<string, ReadState<Part>>();
      const stops: (() => void)[] = [];
      let stopped = false;
      const report = () => {
        if (answers.size < ids.length) return;
        const states = ids.map((id) => answers.get(id)!);
        const failure = states.find((state) => state.status === 'error');
        if (failure) return next(failed(failure.error));
        next(
          ready({
            parts: states.flatMap((state) => (state.status === 'ready' ? [state.data] : [])),
            missing: ids.filter((id) => answers.get(id)!.status === 'missing'),
          }),
        );
      };
      const listen = (from: number) => {
        if (stopped || from >= ids.length) return;
        const group = ids.slice(from, from + partsPerStep);
        for (const id of group) {
          stops.push(
            watchLive(liveDoc(partRef(id)), (state) => {
              if (state.status === 'loading') return;
              const first = !answers.has(id);
              answers.set(id, state);
              report();
              // The group has answered: the next starts in a task of its own.
              if (first && group.every((key) => answers.has(key))) {
                setTimeout(() => listen(from + partsPerStep), 0);
              }
            }),
          );
        }
      };
      listen(0);
      return () => {
        stopped = true;
        stops.forEach((stop) => stop());
      };
    },
  };
}
