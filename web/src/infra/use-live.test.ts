import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ready, type ReadState } from '@/lib/read-state';
import type { LiveSource } from './firestore-live';
import { releaseAllLive, useLive } from './use-live';

/** A source whose listener the test drives: `listen` counts starts, `stop` counts stops. */
function source(id: string) {
  const stop = vi.fn();
  let emit: (state: ReadState<string>) => void = () => {};
  const listen = vi.fn((next: (state: ReadState<string>) => void) => {
    emit = next;
    return stop;
  });
  const live: LiveSource<string> = { id, listen };
  return { live, listen, stop, emit: (state: ReadState<string>) => act(() => emit(state)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  releaseAllLive();
  vi.useRealTimers();
});

describe('useLive', () => {
  it('is loading until the source answers, then gives its states', () => {
    const s = source('a');
    const { result } = renderHook(() => useLive(s.live));
    expect(result.current).toEqual({ status: 'loading' });
    s.emit(ready('one'));
    expect(result.current).toEqual(ready('one'));
  });

  it('waits without listening when there is no source', () => {
    const { result } = renderHook(() => useLive<string>(undefined));
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('stops the listener once its last user has gone, and listens again for a new one', () => {
    const s = source('b');
    const first = renderHook(() => useLive(s.live));
    const second = renderHook(() => useLive(s.live));
    s.emit(ready('two'));
    expect(s.listen).toHaveBeenCalledTimes(1);
    first.unmount();
    act(() => vi.runOnlyPendingTimers());
    expect(s.stop).not.toHaveBeenCalled();
    expect(second.result.current).toEqual(ready('two'));
    second.unmount();
    act(() => vi.runOnlyPendingTimers());
    expect(s.stop).toHaveBeenCalledOnce();
    const again = renderHook(() => useLive(s.live));
    expect(s.listen).toHaveBeenCalledTimes(2);
    expect(again.result.current).toEqual({ status: 'loading' });
  });

  it('keeps a left source for keepForMs: coming back shows its answer at once', () => {
    const s = source('c');
    const first = renderHook(() => useLive(s.live, { keepForMs: 30_000 }));
    s.emit(ready('three'));
    first.unmount();
    act(() => vi.advanceTimersByTime(10_000));
    const back = renderHook(() => useLive(s.live, { keepForMs: 30_000 }));
    expect(back.result.current).toEqual(ready('three'));
    expect(s.listen).toHaveBeenCalledTimes(1);
    expect(s.stop).not.toHaveBeenCalled();
  });

  it('keeps the last ready answer, marked stale, while a new source loads (keepPrevious)', () => {
    const a = source('d');
    const b = source('e');
    const { result, rerender } = renderHook(({ live }) => useLive(live, { keepPrevious: true }), {
      initialProps: { live: a.live },
    });
    a.emit(ready('four'));
    rerender({ live: b.live });
    expect(result.current).toEqual({ status: 'ready', data: 'four', stale: true });
    b.emit(ready('five'));
    expect(result.current).toEqual(ready('five'));
  });
});
