import type { TrayItem } from '@cps/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The tray module keeps what it read in memory: each test imports it afresh, as a page load would.
async function freshTray() {
  vi.resetModules();
  return import('./use-compare-tray');
}

const key = 'cps.compareTray';
const ryzen: TrayItem = {
  id: 'amd-ryzen-7-7800x3d',
  name: 'AMD Ryzen 7 7800X3D',
  img: '/images/parts/amd-ryzen-7-7800x3d.svg',
  category: 'processors',
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the compare tray store', () => {
  it('survives a reload: what was added is read back from storage', async () => {
    const before = await freshTray();
    expect(before.toggleCompare(ryzen).ok).toBe(true);

    const after = await freshTray();
    const { result } = renderHook(() => after.useCompareTray());
    expect(result.current).toEqual([ryzen]);
  });

  it('a stored value that is not JSON reads as an empty tray, and the next add replaces it', async () => {
    localStorage.setItem(key, '[{"id": "amd-ryzen');
    const store = await freshTray();
    const { result } = renderHook(() => store.useCompareTray());
    expect(result.current).toEqual([]);

    act(() => void store.toggleCompare(ryzen));
    expect(result.current).toEqual([ryzen]);
    expect(JSON.parse(localStorage.getItem(key) ?? '')).toEqual([ryzen]);
  });

  it('follows a change made in another tab', async () => {
    const store = await freshTray();
    const { result } = renderHook(() => store.useCompareTray());
    act(() => {
      localStorage.setItem(key, JSON.stringify([ryzen]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current).toEqual([ryzen]);
  });

  it('works for the visit when storage refuses to be read or written', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = await freshTray();
    const { result } = renderHook(() => store.useCompareTray());
    expect(result.current).toEqual([]);
    act(() => void store.toggleCompare(ryzen));
    expect(result.current).toEqual([ryzen]);
  });

  it('an emptied tray leaves nothing in storage', async () => {
    const store = await freshTray();
    store.toggleCompare(ryzen);
    store.removeFromCompare(ryzen.id);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
