import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-12-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('ticks every second while something counts down, and stops when nothing does', () => {
    const start = Date.now();
    const end = start + 2_500;
    const { result } = renderHook(() => useNow((now) => now < end));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(start + 1_000);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(start + 3_000); // past the end: the last tick
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(start + 3_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays still when nothing counts down', () => {
    const { result } = renderHook(() => useNow(() => false));
    const first = result.current;
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(first);
    expect(vi.getTimerCount()).toBe(0);
  });
});
