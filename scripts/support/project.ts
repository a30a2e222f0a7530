import { readFileSync } from 'node:fs';

// The project an operator's script acts on, and where it finds it: `--project`, else
// GCLOUD_PROJECT, else .firebaserc's default alias. A demo- project means the local emulators
// (the environment points the Admin SDK at them); a real one uses Application Default
// Credentials.

function defaultProject(): string {
  const rc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8')) as {
    projects: Record<string, string>;
  };
  return rc.projects.default ?? 'demo-computer-parts';
}

/** The project id to use; for a demo- project, the emulators' hosts are set unless already. */
export function scriptProject(flag: string | undefined): string {
  const projectId = flag ?? process.env.GCLOUD_PROJECT ?? defaultProject();
  if (projectId.startsWith('demo-')) {
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  return projectId;
}
