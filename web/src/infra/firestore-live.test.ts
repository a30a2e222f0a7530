import { onSnapshot } from 'firebase/firestore';
import type { DocumentReference, Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDoc, watchQuery } from './firestore-live';

vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn(() => () => {}) }));
const listen = vi.mocked(onSnapshot);

/** Plays one snapshot to the listener the last watch opened. */
function play(snapshot: unknown) {
  const onNext = listen.mock.calls.at(-1)?.[1] as unknown as (snapshot: unknown) => void;
  onNext(snapshot);
}
const docs = (ids: string[]) => ids.map((id) => ({ id, data: () => ({ name: id }) }));
const query = {} as Query<{ name: string }>;
const ref = {} as DocumentReference<{ name: string }>;

beforeEach(() => listen.mockClear());

describe('a cache-only answer that lacks what was asked proves nothing', () => {
  it('an empty list from the cache is held back; the server saying empty is passed on', () => {
    const onAnswer = vi.fn();
    watchQuery(query, onAnswer, () => {});
    play({ docs: [], metadata: { fromCache: true } });
    expect(onAnswer).not.toHaveBeenCalled();
    play({ docs: [], metadata: { fromCache: false } });
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ items: [], settled: true }));
  });

  it('a list from the cache that has documents is passed on at once, with their ids', () => {
    const onAnswer = vi.fn();
    watchQuery(query, onAnswer, () => {});
    play({ docs: docs(['a']), metadata: { fromCache: true } });
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ name: 'a', _id: 'a' }], settled: false }),
    );
  });

  it('the caller says what lacking means (an id not found)', () => {
    const onAnswer = vi.fn();
    const lacking = (items: { _id: string }[]) => !items.some((item) => item._id === 'b');
    watchQuery(query, onAnswer, () => {}, { lacking });
    play({ docs: docs(['a']), metadata: { fromCache: true } });
    expect(onAnswer).not.toHaveBeenCalled();
    play({ docs: docs(['a']), metadata: { fromCache: false } });
    expect(onAnswer).toHaveBeenCalledOnce();
  });

  it('a missing document from the cache is held back; from the server it is missing', () => {
    const onDoc = vi.fn();
    watchDoc(ref, onDoc, () => {});
    play({ id: 'x', data: () => undefined, metadata: { fromCache: true } });
    expect(onDoc).not.toHaveBeenCalled();
    play({ id: 'x', data: () => undefined, metadata: { fromCache: false } });
    expect(onDoc).toHaveBeenCalledWith(undefined);
    play({ id: 'x', data: () => ({ name: 'x' }), metadata: { fromCache: true } });
    expect(onDoc).toHaveBeenLastCalledWith({ name: 'x', _id: 'x' });
  });
});
