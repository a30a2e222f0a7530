import { makePart } from '@cps/fixtures';
import { renderHook } from '@testing-library/react';
import { useFirestoreCollection } from 'reactfire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompareParts } from './use-compare-parts';

// Stand-ins for the SDK's query builders and for reactfire, whose answer each test plays.
vi.mock('reactfire', () => ({ useFirestore: vi.fn(() => ({})), useFirestoreCollection: vi.fn() }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(() => 'parts'),
  documentId: vi.fn(() => '__name__'),
  where: vi.fn((...args: unknown[]) => ({ where: args })),
  query: vi.fn((...args: unknown[]) => ({ query: args })),
}));
const collectionAnswer = vi.mocked(useFirestoreCollection);

const doc = (id: string) => ({ id, data: () => makePart({ name: id }) });

/** What reactfire gives for a query: a snapshot of `ids`, from the cache or from the server. */
function answer(ids: string[], fromCache: boolean) {
  collectionAnswer.mockReturnValue({
    status: 'success',
    data: { docs: ids.map(doc), metadata: { fromCache } },
  } as unknown as ReturnType<typeof useFirestoreCollection>);
}

beforeEach(() => {
  collectionAnswer.mockReset();
});

describe('useCompareParts', () => {
  it('is loading until reactfire answers', () => {
    collectionAnswer.mockReturnValue({
      status: 'loading',
      data: undefined,
    } as unknown as ReturnType<typeof useFirestoreCollection>);
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('gives the parts in the order of the ids, whatever order the answer has', () => {
    answer(['b', 'a'], false);
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    expect(result.current.status === 'ready' && result.current.parts.map((p) => p._id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('says an id is missing only once the server has answered, not from the cache', () => {
    answer(['a'], true);
    const { result, rerender } = renderHook(() => useCompareParts(['a', 'gone']));
    expect(result.current).toEqual({ status: 'loading' });
    answer(['a'], false);
    rerender();
    expect(result.current).toMatchObject({ status: 'ready', missing: ['gone'] });
  });

  it('a cache answer with every part is shown at once', () => {
    answer(['a', 'b'], true);
    const { result } = renderHook(() => useCompareParts(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'ready', missing: [] });
  });

  it('while a narrower set of ids loads, keeps showing the parts it had', () => {
    answer(['a', 'b', 'c'], false);
    const { result, rerender } = renderHook(({ ids }) => useCompareParts(ids), {
      initialProps: { ids: ['a', 'b', 'c'] },
    });
    collectionAnswer.mockReturnValue({
      status: 'loading',
      data: undefined,
    } as unknown as ReturnType<typeof useFirestoreCollection>);
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
