// The decisions of `npm run deploy` (scripts/deploy.mjs), kept pure so they are unit tested:
// which project a deploy goes to, whether that project and the web build may be deployed, and
// what to remind the deployer of. No I/O here; the script reads the files and passes them in.

/** Emulator-only project ids: the SDKs never reach Google with them, so nothing can be deployed. */
export const DEMO_PREFIX = 'demo-';

/** The values web/src/config/env.ts needs for a real project (the others have sound defaults). */
export const REQUIRED_WEB_VARS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_APP_ID',
];

/** Where the SPA's production values go (git-ignored; Vite also reads them from the environment). */
export const WEB_ENV_FILE = 'web/.env.production.local';

/**
 * The arguments of `firebase deploy` that the checks depend on: `--project`/`-P` and `--only`.
 * Everything is still passed through to firebase-tools unchanged.
 * @param {string[]} args
 * @returns {{ project: string | undefined, only: string[] | undefined }}
 */
export function parseDeployArgs(args) {
  let project;
  let only;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [name, inline] = arg.startsWith('--') ? splitOnce(arg, '=') : [arg, undefined];
    if (name === '--project' || name === '-P') {
      project = inline ?? args[++i];
    } else if (name === '--only') {
      const value = inline ?? args[++i] ?? '';
      only = value
        .split(',')
        .map((target) => target.trim())
        .filter(Boolean);
    }
  }
  return { project: project || undefined, only };
}

/** @param {string} text @param {string} separator */
function splitOnce(text, separator) {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * The project `firebase deploy` would use, resolved as firebase-tools does (Command.applyRC):
 * the --project flag, else the directory's active project (`firebase use`), else .firebaserc's only
 * alias or its `default`; an alias maps to its project id. `selector` is what to hand back to
 * firebase-tools as --project so it loads the same functions/.env.<alias> files.
 * @param {{ flag?: string, activeProject?: string | null, aliases?: Record<string, string> }} where
 * @returns {{ projectId: string | undefined, alias: string | undefined, selector: string | undefined }}
 */
export function resolveProject({ flag, activeProject, aliases = {} }) {
  const chosen = flag ?? activeProject ?? undefined;
  if (chosen) {
    return aliases[chosen]
      ? { projectId: aliases[chosen], alias: chosen, selector: chosen }
      : { projectId: chosen, alias: undefined, selector: chosen };
  }
  const names = Object.keys(aliases);
  const alias = names.length === 1 ? names[0] : aliases.default ? 'default' : undefined;
  return alias
    ? { projectId: aliases[alias], alias, selector: alias }
    : { projectId: undefined, alias: undefined, selector: undefined };
}

/**
 * Whether a deploy with these --only targets includes `service` (hosting, functions, ...).
 * @param {string[] | undefined} only
 * @param {string} service
 */
export function deploys(only, service) {
  return !only || only.some((target) => target === service || target.startsWith(`${service}:`));
}

/**
 * Why a deploy to `projectId` must not go ahead; empty when it may. `webEnv` holds the VITE_
 * values the SPA will be built with (Vite's loadEnv for mode production: the environment over
 * web/.env.production.local over web/.env.production over web/.env). The web checks apply only
 * when Hosting is deployed.
 * @param {string | undefined} projectId
 * @param {Record<string, string | undefined>} [webEnv]
 * @param {{ only?: string[] }} [options]
 * @returns {string[]}
 */
export function checkDeployTarget(projectId, webEnv = {}, { only } = {}) {
  const problems = [];
  if (!projectId) {
    problems.push(
      'No Firebase project is active. Add yours with `npx firebase use --add` ' +
        '(or pass `-- --project <project-id>`).',
    );
  } else if (projectId.startsWith(DEMO_PREFIX)) {
    problems.push(
      `The active project "${projectId}" is a demo- project: it exists only in the local ` +
        'emulators and cannot be deployed. Add your real project with `npx firebase use --add` ' +
        '(or pass `-- --project <project-id>`).',
    );
  }
  if (!deploys(only, 'hosting')) return problems;

  const missing = REQUIRED_WEB_VARS.filter((name) => !webEnv[name]);
  if (missing.length > 0) {
    problems.push(
      `The web app would be built for the emulators: ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not set. Put your web app's values ` +
        `(Firebase console > Project settings > Your apps) in ${WEB_ENV_FILE} or the environment.`,
    );
  }
  const webProject = webEnv.VITE_FIREBASE_PROJECT_ID;
  if (webProject && projectId && webProject !== projectId) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is "${webProject}" but the deploy goes to "${projectId}": ` +
        'the web app would talk to another project.',
    );
  }
  if (webEnv.VITE_USE_EMULATORS === 'true') {
    problems.push('VITE_USE_EMULATORS=true would point the deployed web app at local emulators.');
  }
  return problems;
}

/**
 * What the deployer should know but the script cannot check: secrets live in Secret Manager and
 * are never read here. `hasAdminEmailsFile`: functions/.env, .env.<project id> or .env.<alias> exists.
 * @param {string} projectId
 * @param {Record<string, string | undefined>} [webEnv]
 * @param {{ only?: string[], hasAdminEmailsFile?: boolean }} [options]
 * @returns {string[]}
 */
export function deployReminders(projectId, webEnv = {}, { only, hasAdminEmailsFile = false } = {}) {
  const notes = [];
  if (deploys(only, 'functions')) {
    notes.push(
      'Stripe keys are function secrets; firebase deploy stops and asks if one is missing. ' +
        'Set them once with `npx firebase functions:secrets:set STRIPE_SECRET_KEY` and ' +
        '`npx firebase functions:secrets:set STRIPE_WEBHOOK_SECRET` (the signing secret of the ' +
        `Stripe webhook endpoint https://${projectId}.web.app/api/webhooks/stripe, or your own domain).`,
    );
    if (!hasAdminEmailsFile) {
      notes.push(
        `ADMIN_EMAILS (a param, not a secret) is not in functions/.env.${projectId}: firebase ` +
          'deploy asks for it (empty means no automatic admins; `npm run grant-admin` also works).',
      );
    }
  }
  if (deploys(only, 'hosting') && !webEnv.VITE_STRIPE_PUBLISHABLE_KEY) {
    notes.push(
      'VITE_STRIPE_PUBLISHABLE_KEY is not set: the Payment page will show the test-mode card ' +
        'form, which only the emulators accept. Set it to take real card payments.',
    );
  }
  return notes;
}

/**
 * The environment for the build and `firebase deploy`: without the emulator variables, which would
 * otherwise make the functions load as in the emulator (no secrets bound) during deploy analysis.
 * @param {Record<string, string | undefined>} env
 */
export function deployEnv(env) {
  const clean = { ...env };
  for (const name of Object.keys(clean)) {
    if (name === 'FUNCTIONS_EMULATOR' || /^[A-Z_]*_EMULATOR_HOST$/.test(name)) delete clean[name];
  }
  return clean;
}
