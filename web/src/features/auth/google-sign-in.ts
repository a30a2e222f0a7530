import { limits } from '@cps/domain';
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { env } from '@/config/env';
import { authError, popupClosedByUser, rejectWhenPopupCloses } from './popup-closure';

const POLL_MS = 500;
/** How long Firebase's own popup waits, once it sees its window closed, before it rejects. */
const FIREBASE_CLOSED_POPUP_GRACE_MS = 8_000;

/**
 * Locally the Firebase SDK's popup cannot work: it loads Google's gapi script first, which is
 * unreachable offline. So with the emulators a same-origin popup offers a test Google account and
 * the emulator signs it in from a JSON credential (its documented test path). Like the SDK's
 * popup, it gives up 8 s after it sees its window closed; the spec's 2 s is the SPA's watch over
 * either popup (popup-closure.ts), so the local build proves the rule a real project relies on.
 */
function emulatorPopup(auth: Auth): Promise<UserCredential> {
  return new Promise((resolve, reject) => {
    const popup = window.open(
      '/__/emulator/google-sign-in.html',
      'google-sign-in',
      'popup,width=480,height=640',
    );
    if (!popup) {
      reject(authError('auth/popup-blocked'));
      return;
    }
    let settled = false;
    const finish = () => {
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; email?: string; displayName?: string };
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (data.type !== 'emulator-google-account' || !data.email) return;
      finish();
      const claims = {
        sub: `google-${data.email}`,
        email: data.email,
        email_verified: true,
        ...(data.displayName ? { name: data.displayName } : {}),
      };
      signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims))).then(
        resolve,
        reject,
      );
    };
    const poll = setInterval(() => {
      if (!popup.closed || settled) return;
      finish();
      setTimeout(() => reject(popupClosedByUser()), FIREBASE_CLOSED_POPUP_GRACE_MS);
    }, POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

/**
 * Emulator builds only: sessionStorage `cps.googlePopup` = `firebase` makes the SPA use Firebase's
 * own signInWithPopup (a real project's path, with the Auth emulator's handler page as the popup)
 * instead of the stand-in. It needs Google's gapi script, so only a test that answers gapi's few
 * calls in the page uses it (tests/e2e/google-popup.test.ts). A real project's build ignores it.
 */
function firebasePopupInEmulators(): boolean {
  try {
    return sessionStorage.getItem('cps.googlePopup') === 'firebase';
  } catch {
    return false;
  }
}

/**
 * Google sign-in in a popup (spec §4): Google's own page on a real project. A popup the user
 * closes rejects with popup-closed-by-user 2 s later (spec §9), whichever popup it is. A sign-in
 * that still completes after that goes to `onLateSuccess` (see popup-closure.ts).
 */
export function signInWithGoogle(
  auth: Auth,
  onLateSuccess?: (credential: UserCredential) => void,
): Promise<UserCredential> {
  const open =
    env.useEmulators && !firebasePopupInEmulators()
      ? () => emulatorPopup(auth)
      : () => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return rejectWhenPopupCloses(open, { delayMs: limits.googlePopupCloseDelayMs, onLateSuccess });
}
