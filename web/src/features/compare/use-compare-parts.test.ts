import { makePart } from '@cps/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseAllLive } from '@/infra/use-live';
import { useCompareParts } from './use-compare-parts';

// Stand-ins for the SDK's document references and its listener, whose answers each test plays:
// one listener per part, as the live layer opens them (through reactfire's own store).
vi.mock('@/infra/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({
    id,
    path: `${collection}/${id}`,
  })),
  onSnapshot: vi.fn(() => () => {}),
}));
const listen = vi.mocked(onSnapshot);

/** The last listener opened on part `id` answers: the part, or none; from the cache or not. */
function answer(id: string, exists: boolean, fromCache = false) {
  const call = listen.mock.calls.findLast(([ref]) => (ref as unknown as { id: string }).id === id);
  const onNext = call?.[1] as unknown as (snapshot: unknown) => void;
  act(() =>
    onNext({
      id,
      data: () => (exists ? makePart({ name: id }) : undefined),
      metadata: { fromCache },
    }),
  );
}
/** Lets the next group of listeners start (they start a group at a time). */
const nextGroup = () => act(() => vi.runOnlyPendingTimers());
const ids = (state: ReturnType<typeof useCompareParts>) =>
  state.status === 'ready' && state.data.parts.map((p) => p._id);

beforeEach(() => {
  vi.useFakeTimers();
  listen.mockClear();
});
afterEach(() => {
  cleanup();
  releaseAllLive();
  vi.useRealTimers();
});

describe('useCompareParts', () => {
  it('is loading until every part has answered', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    answer('a', true);
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('gives the parts in the order of the ids, whatever order they answer in', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b', 'c', 'd']));
    ['c', 'b', 'a'].forEach((id) => answer(id, true));
    nextGroup();
    answer('d', true);
    expect(ids(result.current)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('says an id is missing only once the server has answered, not from the cache', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'gone']));
    answer('a', true, true);
    answer('gone', false, true);
    expect(result.current).toEqual({ status: 'loading' });
    answer('gone', false);
    expect(result.current).toMatchObject({ status: 'ready', data: { missing: ['gone'] } });
  });

  it('a cache answer with every part is shown at once', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    answer('a', true, true);
    answer('b', true, true);
    expect(result.current).toMatchObject({ status: 'ready', data: { missing: [] } });
  });

  it('a failed read is an error state, not a throw', () => {
    const { result } = renderHook(() => useCompareParts(['a']));
    const call = listen.mock.calls.at(-1)!;
    const onError = call[2] as unknown as (error: Error) => void;
    act(() => onError(new Error('permission-denied')));
    expect(result.current).toMatchObject({
      status: 'error',
      error: { message: 'permission-denied' },
    });
  });

  it('while a narrower set of ids loads, keeps showing the parts it had', () => {
    const { result, rerender } = renderHook(({ list }) => useCompareParts(list), {
      initialProps: { list: ['a', 'b', 'c'] },
    });
    ['a', 'b', 'c'].forEach((id) => answer(id, true));
    rerender({ list: ['a', 'c'] });
    expect(ids(result.current)).toEqual(['a', 'c']);
    // An id it never had is not made up: that waits for the answer.
    rerender({ list: ['a', 'z'] });
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('shares one listener per part between the pages that show it', () => {
    const first = renderHook(() => useCompareParts(['a']));
    const second = renderHook(() => useCompareParts(['a']));
    answer('a', true);
    expect(listen).toHaveBeenCalledTimes(1);
    expect(ids(first.result.current)).toEqual(['a']);
    expect(ids(second.result.current)).toEqual(['a']);
  });
});
