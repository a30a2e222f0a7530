// Spec §4 and §9: once the user has closed the Google popup, the flow rejects after 2 s, where
// Firebase's own signInWithPopup waits 8 to 10 s. So the SPA watches the popup itself, the same
// way on a real project and with the local stand-in: window.open is wrapped just while the flow
// opens its popup, to keep the window, and its `closed` is polled. Only the web platform is relied
// on, not the SDK's internals; a flow that opens no window keeps the SDK's own handling
// (docs/security.md, "Google popup closed by the user").

/** How often the popup's `closed` is read: a cheap property, so the 2 s follow the closing closely. */
export const POPUP_POLL_MS = 100;

/** An error shaped like the Firebase SDK's: its `code` is what the toasts are chosen by. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/** The Firebase-shaped error of a popup closed by the user (code auth/popup-closed-by-user). */
export function popupClosedByUser(): Error & { code: string } {
  return authError('auth/popup-closed-by-user');
}

export interface PopupWatch<T> {
  /** How long after the popup is seen closed the flow rejects (spec: 2 s). */
  delayMs: number;
  /**
   * The flow succeeded after it had been rejected as closed: the popup closed itself after
   * handing over the account (it does so before the sign-in's network call ends) and that call
   * took longer than the delay. The account is signed in, so the caller should finish the sign-in.
   */
  onLateSuccess?: (value: T) => void;
}

/**
 * Runs `open`, a flow that opens one popup with window.open, and rejects with
 * auth/popup-closed-by-user `delayMs` after that popup is seen closed (polled every 100 ms),
 * unless the flow has settled by then. Otherwise it settles as the flow does.
 */
export function rejectWhenPopupCloses<T>(
  open: () => Promise<T>,
  { delayMs, onLateSuccess }: PopupWatch<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    let delay: ReturnType<typeof setTimeout> | undefined;

    const browserOpen = window.open;
    const restoreOpen = () => {
      if (window.open === watchingOpen) window.open = browserOpen;
    };
    const stop = () => {
      restoreOpen();
      clearInterval(poll);
      clearTimeout(delay);
    };
    const watch = (popup: Window) => {
      poll = setInterval(() => {
        if (!popup.closed) return;
        clearInterval(poll);
        delay = setTimeout(() => {
          if (settled) return;
          settled = true;
          stop();
          reject(popupClosedByUser());
        }, delayMs);
      }, POPUP_POLL_MS);
    };
    function watchingOpen(this: unknown, ...args: Parameters<typeof window.open>) {
      const popup = browserOpen.apply(window, args);
      restoreOpen();
      if (popup && !settled) watch(popup);
      return popup;
    }
    window.open = watchingOpen;

    let flow: Promise<T>;
    try {
      flow = open();
    } catch (error) {
      flow = Promise.reject(error as Error);
    }
    flow.then(
      (value) => {
        if (settled) {
          onLateSuccess?.(value);
          return;
        }
        settled = true;
        stop();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return; // the SDK's own, later popup-closed-by-user, already answered
        settled = true;
        stop();
        reject(error as Error);
      },
    );
  });
}
