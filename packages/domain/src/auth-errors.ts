import { messages } from './messages';

const { auth } = messages;

/** Firebase error codes come as `auth/wrong-password`; the spec names them without the prefix. */
function bare(code: string | undefined): string {
  return (code ?? '').replace(/^auth\//, '');
}

/** Spec §8, Login. */
export function loginErrorMessage(code: string | undefined): string {
  switch (bare(code)) {
    case 'wrong-password':
      return auth.login.wrongPassword;
    case 'too-many-requests':
      return auth.login.tooManyRequests;
    case 'user-not-found':
      return auth.login.userNotFound;
    default:
      return auth.fallback;
  }
}

/** Spec §8, Sign-up. */
export function signUpErrorMessage(code: string | undefined): string {
  switch (bare(code)) {
    case 'email-already-in-use':
      return auth.signUp.emailAlreadyInUse;
    case 'invalid-email':
      return auth.signUp.invalidEmail;
    default:
      return auth.fallback;
  }
}

/** Spec §8, Google login. */
export function googleErrorMessage(code: string | undefined): string {
  switch (bare(code)) {
    case 'popup-closed-by-user':
      return auth.google.popupClosedByUser;
    case 'invalid-email':
      return auth.google.invalidEmail;
    default:
      return auth.fallback;
  }
}

/** Spec §8, Password reset. */
export function passwordResetErrorMessage(code: string | undefined): string {
  switch (bare(code)) {
    case 'invalid-email':
      return auth.passwordReset.invalidEmail;
    case 'missing-email':
      return auth.passwordReset.missingEmail;
    case 'user-not-found':
      return auth.passwordReset.userNotFound;
    default:
      return auth.fallback;
  }
}
