import type { Auth, UserRecord } from 'firebase-admin/auth';

/** The Auth account that uses an email, or undefined when none does. */
export async function findUserByEmail(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}
