import { messages } from './messages';

const { auth } = messages;

type ErrorTable = Readonly<Record<string, string>>;

/** Spec §8: Firebase error code (without its `auth/` prefix) → toast, per flow. */
const tables = {
  login: {
    'wrong-password': auth.login.wrongPassword,
    'too-many-requests': auth.login.tooManyRequests,
    'user-not-found': auth.login.userNotFound,
    // A project with email enumeration protection (the default since 2023) answers a wrong
    // password and an unknown email alike. Of the spec's strings only this one is true of both:
    // no account has this email with this password (docs/security.md, "Sign-in errors").
    'invalid-credential': auth.login.wrongPassword,
  },
  signUp: {
    'email-already-in-use': auth.signUp.emailAlreadyInUse,
    'invalid-email': auth.signUp.invalidEmail,
  },
  google: {
    'popup-closed-by-user': auth.google.popupClosedByUser,
    'invalid-email': auth.google.invalidEmail,
  },
  passwordReset: {
    'invalid-email': auth.passwordReset.invalidEmail,
    'missing-email': auth.passwordReset.missingEmail,
    'user-not-found': auth.passwordReset.userNotFound,
  },
} satisfies Record<string, ErrorTable>;

export type AuthFlow = keyof typeof tables;

/** The spec's message for a Firebase auth error in one flow; anything unlisted is 'Somting is wrong'. */
export function authErrorMessage(flow: AuthFlow, code: string | undefined): string {
  const table: ErrorTable = tables[flow];
  const bare = (code ?? '').replace(/^auth\//, '');
  return Object.hasOwn(table, bare) ? table[bare]! : auth.fallback;
}
