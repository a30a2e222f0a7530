import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settling, useSettled } from './use-settled';

describe('useSettled', () => {
  it('is pending until the promise settles, then gives its value', async () => {
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((r) => (resolve = r));
    const { result } = renderHook(() => useSettled(promise));
    expect(result.current).toEqual({ value: undefined, pending: true });
    await act(async () => resolve('parts'));
    expect(result.current).toEqual({ value: 'parts', error: undefined, pending: false });
  });

  it('keeps the previous value while a new promise is pending', async () => {
    const first = Promise.resolve('page 1');
    const { result, rerender } = renderHook(({ promise }) => useSettled(promise), {
      initialProps: { promise: first },
    });
    await act(async () => {});
    rerender({ promise: new Promise<string>(() => {}) });
    expect(result.current).toEqual({ value: 'page 1', pending: true });
  });

  it('gives in its first render what a promise passed to settling has already answered', async () => {
    const answered = settling(Promise.resolve('landed'));
    const failed = settling(Promise.reject(new Error('down')));
    await Promise.allSettled([answered, failed]);
    const renders: unknown[] = [];
    renderHook(() => renders.push(useSettled(answered)));
    expect(renders[0]).toEqual({ value: 'landed', error: undefined, pending: false });
    const { result } = renderHook(() => useSettled(failed));
    expect(result.current).toMatchObject({ error: new Error('down'), pending: false });
  });
});
