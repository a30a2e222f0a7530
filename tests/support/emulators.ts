import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// Emulator hosts: `firebase emulators:exec` exports these; the defaults are the ports that
// firebase.json gives the emulators (Firestore 8080, Auth 9099, Hosting 5000).
export const hosts = {
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  app: process.env.APP_URL ?? 'http://127.0.0.1:5000',
};
process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
process.env.METADATA_SERVER_DETECTION ??= 'none';

export const DEMO_PROJECT = 'demo-computer-parts';

/** An Admin SDK app bound to one emulated project; tests use their own project ids to stay apart. */
export function adminFor(projectId: string) {
  const app: App = initializeApp(
    { projectId },
    `${projectId}-${Math.random().toString(36).slice(2)}`,
  );
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}

/** Wipes one project's Firestore and Auth data in the emulators. */
export async function resetProject(projectId: string): Promise<void> {
  const responses = await Promise.all([
    fetch(
      `http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    fetch(`http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }),
  ]);
  for (const response of responses) {
    if (!response.ok)
      throw new Error(`emulator reset failed: ${response.status} ${await response.text()}`);
  }
}

/** Signs in with email and password at the Auth emulator; answers a fresh Firebase ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}
