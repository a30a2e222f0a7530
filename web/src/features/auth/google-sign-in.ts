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

const POLL_MS = 500;

function authError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

/**
 * Locally the Firebase SDK's popup cannot work: it loads Google's gapi script first, which is
 * unreachable offline. So with the emulators a same-origin popup offers a test Google account and
 * the emulator signs it in from a JSON credential (its documented test path). Like the SDK, the
 * popup is polled for closure and a closed popup rejects with popup-closed-by-user after 2 s.
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
      setTimeout(
        () => reject(authError('auth/popup-closed-by-user')),
        limits.googlePopupCloseDelayMs,
      );
    }, POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

/** Google sign-in in a popup (spec §4): Google's own page on a real project. */
export function signInWithGoogle(auth: Auth): Promise<UserCredential> {
  return env.useEmulators
    ? emulatorPopup(auth)
    : signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
