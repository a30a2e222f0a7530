// `npm run deploy`: builds the SPA and the bundled functions, then runs `firebase deploy` against
// the project chosen with `firebase use` (or `-- --project <id>`). It refuses, before building, a
// missing or demo- project (those live only in the emulators) and a web build that would not talk
// to that project. Extra arguments go to firebase-tools, e.g. `npm run deploy -- --only hosting`.
// Secrets are never read here: Stripe's keys live in Secret Manager (see docs/deploy.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  checkDeployTarget,
  deployEnv,
  deployReminders,
  deploys,
  parseDeployArgs,
  resolveProject,
} from './support/deploy-target.mjs';
import { authDomainOf, deployConfig } from './support/hosting-config.mjs';
import { bin, root, run } from './support/local-stack.mjs';

const DEPLOY_CONFIG = 'firebase.deploy.json';
const args = process.argv.slice(2);
const { project: flag, only } = parseDeployArgs(args);

const { projectId, alias, selector } = resolveProject({
  flag,
  activeProject: activeProjectOf(root),
  aliases: readAliases(),
});
const webEnv = await productionWebEnv();

const problems = checkDeployTarget(projectId, webEnv, { only });
if (problems.length > 0) {
  console.error('\nNot deploying:\n');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('');
  process.exit(1);
}

console.log(`Deploying to ${projectId}${alias ? ` (alias ${alias})` : ''}.`);
const env = deployEnv(process.env);
run('npm', ['run', 'build'], { env });

if (deploys(only, 'hosting') && !distMentions(join(root, 'web', 'dist'), projectId)) {
  console.error(
    `\nNot deploying: web/dist does not mention "${projectId}"; the web build did not pick up ` +
      'VITE_FIREBASE_PROJECT_ID.',
  );
  process.exit(1);
}

const hasAdminEmailsFile = ['.env', `.env.${projectId}`, alias && `.env.${alias}`]
  .filter(Boolean)
  .some((name) => existsSync(join(root, 'functions', name)));
for (const note of deployReminders(projectId, webEnv, { only, hasAdminEmailsFile })) {
  console.log(`Note: ${note}`);
}

// firebase.json with this project's auth domain as the only site the pages may frame (the CSP's
// frame-src; scripts/support/hosting-config.mjs), written beside it (git-ignored).
const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const authDomain = authDomainOf(projectId, webEnv);
writeFileSync(
  join(root, DEPLOY_CONFIG),
  `${JSON.stringify(deployConfig(config, authDomain), null, 2)}\n`,
);
console.log(`Pages may frame ${authDomain} (Firebase Auth) and, on /payment, Stripe.`);

// The selector (alias or id) goes back as --project so firebase-tools deploys the project checked
// above and loads the same functions/.env.<alias> files.
run(
  bin('firebase'),
  ['deploy', '--config', DEPLOY_CONFIG, ...(flag ? [] : ['--project', selector]), ...args],
  { env },
);

/** .firebaserc's aliases (`{ default: 'demo-computer-parts' }` in this repo). */
function readAliases() {
  const file = join(root, '.firebaserc');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')).projects ?? {};
}

/**
 * The project `firebase use <id>` made active for this directory (or a parent), from
 * firebase-tools' own store; only that entry is read.
 */
function activeProjectOf(dir) {
  try {
    const require = createRequire(import.meta.url);
    const { configstore } = require('firebase-tools/lib/configstore.js');
    const active = configstore.get('activeProjects') ?? {};
    for (let current = dir; ; current = join(current, '..')) {
      if (active[current]) return active[current];
      if (join(current, '..') === current) return undefined;
    }
  } catch {
    return undefined;
  }
}

/** The VITE_ values `vite build` (mode production) will see, exactly as Vite loads them. */
async function productionWebEnv() {
  const { loadEnv } = await import('vite');
  return loadEnv('production', join(root, 'web'), 'VITE_');
}

/**
 * Whether the built SPA's scripts carry the project id as a string literal: Vite inlines the VITE_
 * values (the minifier may quote them with ", ' or `).
 */
function distMentions(dist, id) {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return false;
  const quoted = ['"', "'", '`'].map((q) => `${q}${id}${q}`);
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => {
      const text = readFileSync(join(assets, name), 'utf8');
      return quoted.some((literal) => text.includes(literal));
    });
}
