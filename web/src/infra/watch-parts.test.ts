import type { Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPartsById } from './watch-parts';

vi.mock('@/infra/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({ doc: (_db: unknown, _c: string, id: string) => ({ id }) }));

const listeners = new Map<string, { onDoc: (part: Part | undefined) => void; stop: () => void }>();
vi.mock('@/infra/firestore-live', () => ({
  watchDoc: (ref: { id: string }, onDoc: (part: Part | undefined) => void) => {
    const stop = vi.fn();
    listeners.set(ref.id, { onDoc, stop });
    return stop;
  },
}));

const part = (id: string): Part => ({ _id: id, ...makePart({ name: `Part ${id}` }) });
const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const answer = (id: string) => listeners.get(id)!.onDoc(part(id));
const missing = (id: string) => listeners.get(id)!.onDoc(undefined);

beforeEach(() => {
  listeners.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('watchPartsById', () => {
  it('listens a group at a time and reports the parts found, in order, once all have answered', () => {
    const onParts = vi.fn();
    watchPartsById(ids, onParts);
    expect([...listeners.keys()]).toEqual(ids.slice(0, 3));
    ids.slice(0, 3).forEach((id) => (id === 'c' ? missing(id) : answer(id)));
    // The next group starts in a task of its own.
    expect(listeners.size).toBe(3);
    vi.runAllTimers();
    expect([...listeners.keys()]).toEqual(ids.slice(0, 6));
    ids.slice(3, 6).forEach(answer);
    vi.runAllTimers();
    expect([...listeners.keys()]).toEqual(ids);
    answer('h');
    expect(onParts).not.toHaveBeenCalled();
    answer('g');
    expect(onParts).toHaveBeenCalledOnce();
    expect(onParts.mock.lastCall![0].map((found: Part) => found._id)).toEqual(
      ids.filter((id) => id !== 'c'),
    );
    // Then every change is reported: a part that comes back takes its place.
    answer('c');
    expect(onParts.mock.lastCall![0].map((found: Part) => found._id)).toEqual(ids);
  });

  it('stops every listener, and starts no group after', () => {
    const stop = watchPartsById(ids, () => {});
    ids.slice(0, 3).forEach((id) => answer(id));
    stop();
    vi.runAllTimers();
    expect(listeners.size).toBe(3);
    for (const listener of listeners.values()) expect(listener.stop).toHaveBeenCalledOnce();
  });
});
