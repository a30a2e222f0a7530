import type { Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, missing as none, ready, type ReadState } from '@/lib/read-state';
import { livePartsById, type PartsById } from './live-parts';

vi.mock('@/infra/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({ doc: (_db: unknown, _c: string, id: string) => ({ id }) }));
vi.mock('./firestore-live', () => ({ liveDoc: (ref: { id: string }) => ({ id: ref.id }) }));

// Each part's own stored source, as the live layer hands them out.
const listeners = new Map<
  string,
  { onState: (state: ReadState<Part>) => void; stop: () => void }
>();
vi.mock('./use-live', () => ({
  watchLive: (source: { id: string }, onState: (state: ReadState<Part>) => void) => {
    const stop = vi.fn();
    listeners.set(source.id, { onState, stop });
    return stop;
  },
}));

const part = (id: string): Part => ({ _id: id, ...makePart({ name: `Part ${id}` }) });
const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const answer = (id: string) => listeners.get(id)!.onState(ready(part(id)));
const missing = (id: string) => listeners.get(id)!.onState(none);

/** Listens to the parts of `ids`; `onParts` gets each ready answer's parts. */
function watchPartsById(list: string[], onParts: (parts: Part[]) => void, onState = vi.fn()) {
  return livePartsById(list).listen((state: ReadState<PartsById>) => {
    onState(state);
    if (state.status === 'ready') onParts(state.data.parts);
  });
}

beforeEach(() => {
  listeners.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('livePartsById', () => {
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

  it('names the missing ids, and makes the whole answer an error when one listener fails', () => {
    const onState = vi.fn();
    watchPartsById(['a', 'b'], () => {}, onState);
    answer('a');
    missing('b');
    expect(onState).toHaveBeenLastCalledWith(
      expect.objectContaining({
        status: 'ready',
        data: expect.objectContaining({ missing: ['b'] }),
      }),
    );
    listeners.get('a')!.onState(failed(new Error('denied')));
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'error' }));
  });
});
