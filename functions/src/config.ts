import { defineString } from 'firebase-functions/params';

// Configuration, read once. ADMIN_EMAILS lists the accounts that become admin the first time they
// call PUT /user/{email} with a verified email: how the first admin of a real project is made.
// Locally it comes from functions/.env.demo-computer-parts; on deploy, firebase asks for it or
// reads functions/.env.<projectId> (never committed for a real project).
export const adminEmailsParam = defineString('ADMIN_EMAILS', {
  default: '',
  description: 'Comma-separated emails that become admin at their first verified sign-in.',
});

export interface Config {
  adminEmails: ReadonlySet<string>;
  /** Lifetime of the login token that PUT /user/{email} answers (a Firebase session cookie). */
  sessionMs: number;
}

export function readConfig(adminEmails: string = adminEmailsParam.value()): Config {
  return {
    adminEmails: new Set(
      adminEmails
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    sessionMs: 5 * 24 * 60 * 60 * 1000,
  };
}
