import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_POLL_MS, rejectWhenPopupCloses } from './popup-closure';

// A flow like Firebase's signInWithPopup: it opens its popup with window.open after an await, and
// on its own settles only when told to (the SDK waits 8 s after a closed popup).
function sdkLikeFlow() {
  const popup = { closed: false };
  let settle!: { resolve: (v: string) => void; reject: (e: Error) => void };
  const open = vi.fn(async () => {
    await Promise.resolve();
    window.open('https://example.firebaseapp.com/__/auth/handler', 'x', 'popup');
    return new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return { popup, open, settle: () => settle };
}

describe('the Google popup closed by the user', () => {
  const browserOpen = window.open;
  let opened: { closed: boolean } | null;

  beforeEach(() => {
    vi.useFakeTimers();
    opened = null;
    window.open = vi.fn(() => opened as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.open = browserOpen;
  });

  it('rejects with popup-closed-by-user 2 s after the popup is seen closed, not before', async () => {
    const flow = sdkLikeFlow();
    opened = flow.popup;
    const fake = window.open;
    const result = rejectWhenPopupCloses(flow.open, { delayMs: 2_000 });
    const outcome = vi.fn();
    result.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake).toHaveBeenCalledOnce();
    expect(window.open).toBe(fake); // the browser's own is back as soon as the popup is open

    flow.popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + 1_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'auth/popup-closed-by-user' }),
    );
  });

  it('settles as the flow does when the flow ends first, and stops watching', async () => {
    const flow = sdkLikeFlow();
    opened = flow.popup;
    const result = rejectWhenPopupCloses(flow.open, { delayMs: 2_000 });
    await vi.advanceTimersByTimeAsync(0);
    flow.settle().resolve('signed in');
    await expect(result).resolves.toBe('signed in');
    flow.popup.closed = true;
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the flow's own refusal through (a blocked popup)", async () => {
    const fake = window.open;
    const result = rejectWhenPopupCloses(
      () => Promise.reject(Object.assign(new Error('blocked'), { code: 'auth/popup-blocked' })),
      { delayMs: 2_000 },
    );
    await expect(result).rejects.toMatchObject({ code: 'auth/popup-blocked' });
    expect(window.open).toBe(fake); // it never opened one: the browser's own is back all the same
  });

  it('puts window.open back when the flow throws before it opens anything', async () => {
    const fake = window.open;
    const result = rejectWhenPopupCloses(
      () => {
        throw Object.assign(new Error('no auth'), { code: 'auth/argument-error' });
      },
      { delayMs: 2_000 },
    );
    await expect(result).rejects.toMatchObject({ code: 'auth/argument-error' });
    expect(window.open).toBe(fake);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands a sign-in that completes after the rejection to onLateSuccess', async () => {
    const flow = sdkLikeFlow();
    opened = flow.popup;
    const onLateSuccess = vi.fn();
    const result = rejectWhenPopupCloses(flow.open, { delayMs: 2_000, onLateSuccess });
    const rejected = expect(result).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    await vi.advanceTimersByTimeAsync(0);
    flow.popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + 2_000);
    await rejected;
    expect(vi.getTimerCount()).toBe(0); // rejected as closed: nothing is polled any more
    flow.settle().resolve('signed in late');
    await vi.advanceTimersByTimeAsync(0);
    expect(onLateSuccess).toHaveBeenCalledWith('signed in late');
  });
});
