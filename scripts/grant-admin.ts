// `npm run grant-admin -- <email> [--revoke] [--project <id>]`: makes an account admin (or not)
// through the same service as the API and the callables (so only an account whose email is
// verified is made admin, and the last admin is not revoked; either refusal exits 1 saying why). Against a demo- project it talks to the
// local emulators; against a real project it uses your Application Default Credentials
// (`gcloud auth application-default login`) and the project of `firebase use` / --project.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { scriptProject } from './support/project';
import { setAdminRole } from '../functions/src/services/accounts/roles';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { revoke: { type: 'boolean', default: false }, project: { type: 'string' } },
});
const email = positionals[0]?.trim().toLowerCase();
if (!email || positionals.length !== 1) {
  console.error('Usage: npm run grant-admin -- <email> [--revoke] [--project <id>]');
  process.exit(2);
}

const projectId = scriptProject(values.project);

const app = initializeApp({ projectId });
try {
  const change = await setAdminRole(
    { db: getFirestore(app), auth: getAuth(app) },
    email,
    !values.revoke,
  );
  const state = values.revoke ? 'is no longer an admin' : 'is an admin';
  console.log(`${change.email} ${state} in ${projectId}${change.changed ? '' : ' (unchanged)'}.`);
} catch (error) {
  console.error(
    `Could not change the role of ${email} in ${projectId}: ${(error as Error).message}`,
  );
  process.exit(1);
}
