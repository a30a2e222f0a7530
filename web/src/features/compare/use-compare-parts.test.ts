import { makePart } from '@cps/fixtures';
import { act, renderHook } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompareParts } from './use-compare-parts';

// Stand-ins for the SDK's query builders and its listener, whose answers each test plays.
vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})) }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(() => 'parts'),
  documentId: vi.fn(() => '__name__'),
  where: vi.fn((...args: unknown[]) => ({ where: args })),
  query: vi.fn((...args: unknown[]) => ({ query: args })),
  onSnapshot: vi.fn(() => () => {}),
}));
const listen = vi.mocked(onSnapshot);

const doc = (id: string) => ({ id, data: () => makePart({ name: id }) });

/** The listener's answer for the query: a snapshot of `ids`, from the cache or from the server. */
function answer(ids: string[], fromCache: boolean) {
  const onNext = listen.mock.calls.at(-1)?.[1] as unknown as (snapshot: unknown) => void;
  act(() => onNext({ docs: ids.map(doc), metadata: { fromCache } }));
}

beforeEach(() => {
  listen.mockClear();
});

describe('useCompareParts', () => {
  it('is loading until the database answers', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('gives the parts in the order of the ids, whatever order the answer has', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    answer(['b', 'a'], false);
    expect(result.current.status === 'ready' && result.current.parts.map((p) => p._id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('says an id is missing only once the server has answered, not from the cache', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'gone']));
    answer(['a'], true);
    expect(result.current).toEqual({ status: 'loading' });
    answer(['a'], false);
    expect(result.current).toMatchObject({ status: 'ready', missing: ['gone'] });
  });

  it('a cache answer with every part is shown at once', () => {
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    answer(['a', 'b'], true);
    expect(result.current).toMatchObject({ status: 'ready', missing: [] });
  });

  it('while a narrower set of ids loads, keeps showing the parts it had', () => {
    const { result, rerender } = renderHook(({ ids }) => useCompareParts(ids), {
      initialProps: { ids: ['a', 'b', 'c'] },
    });
    answer(['a', 'b', 'c'], false);
    rerender({ ids: ['a', 'c'] });
    expect(result.current.status === 'ready' && result.current.parts.map((p) => p._id)).toEqual([
      'a',
      'c',
    ]);
    // An id it never had is not made up: that waits for the answer.
    rerender({ ids: ['a', 'z'] });
    expect(result.current).toEqual({ status: 'loading' });
  });
});
