// The firebase.json that the local emulators run with. firebase.json is the deployed truth; locally
// the SPA also talks to the Auth and Firestore emulators over plain http on loopback, so their
// origins join the CSP's connect-src and `upgrade-insecure-requests` (which would send those calls
// to https) is dropped. Everything else, headers included, is served exactly as deployed.
// The emulator gives a function the values of its env files over its own environment, so the
// functions read copies of their env files (LOCAL_ENV_DIR) with the params `npm start` passes
// through added to .env.local's copy; the developer's files never change (docs/orders.md,
// "Function params, locally"). And the emulator loads the local entry, functions/emulator (the
// deployed functions plus the emulated services: functions/build.mjs), never the deployed bundle's
// folder, which holds none of them.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_CONFIG = 'firebase.local.json';
export const LOCAL_ENV_DIR = '.cache/functions-env';
/** The functions folder the emulator loads: its package.json's main is the local entry's bundle. */
export const LOCAL_FUNCTIONS_SOURCE = 'functions/emulator';
/** Function params that the local stack takes from its environment. */
export const passedThroughParams = ['ORDER_HOLD_SECONDS', 'MAX_UNPAID_ORDERS'];

/** The emulator origins the browser calls directly (Hosting proxies the functions). */
export function emulatorOrigins(config) {
  const { auth, firestore } = config.emulators;
  return [`http://${auth.host}:${auth.port}`, `http://${firestore.host}:${firestore.port}`];
}

/** A production CSP made fit for the emulators: see the file's comment. */
export function localCsp(csp, origins) {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) =>
      directive.startsWith('connect-src ') ? `${directive} ${origins.join(' ')}` : directive,
    )
    .join('; ');
}

/**
 * The auth domain that firebase.json's CSP names in `frame-src` (Firebase Auth's helper iframe
 * and sign-in popup): the demo project's, the default of .firebaserc. A real project's site may
 * frame its own auth domain and no other, so `npm run deploy` writes its config with the
 * project's (see deployConfig), and a plain `firebase deploy` of firebase.json fails closed.
 */
export const COMMITTED_AUTH_ORIGIN = 'https://demo-computer-parts.firebaseapp.com';

/** A CSP whose frame-src admits `authDomain` (a host name) in place of the committed one. */
export function cspForAuthDomain(csp, authDomain) {
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(authDomain)) {
    throw new Error(
      `The auth domain must be a host name like shop.example.com, not "${authDomain}".`,
    );
  }
  const directives = csp.split(';').map((directive) => directive.trim());
  const frames = directives.findIndex((directive) => directive.startsWith('frame-src '));
  const sources = frames < 0 ? [] : directives[frames].split(/\s+/).slice(1);
  if (!sources.includes(COMMITTED_AUTH_ORIGIN)) {
    throw new Error(`firebase.json's frame-src must name ${COMMITTED_AUTH_ORIGIN}.`);
  }
  directives[frames] = [
    'frame-src',
    ...sources.map((source) =>
      source === COMMITTED_AUTH_ORIGIN ? `https://${authDomain}` : source,
    ),
  ].join(' ');
  return directives.join('; ');
}

/** The Firebase Auth domain of a project: VITE_FIREBASE_AUTH_DOMAIN, as the SPA's config takes it. */
export function authDomainOf(projectId, webEnv = {}) {
  return webEnv.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`;
}

/** `config` with every Content-Security-Policy header passed through `change`. */
function mapCsp(config, change) {
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: change(header.value) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/** What `npm run deploy` deploys: firebase.json with the project's auth domain in frame-src. */
export function deployConfig(config, authDomain) {
  return mapCsp(config, (csp) => cspForAuthDomain(csp, authDomain));
}

/** firebase.json for the emulators of project `projectId`: see the file's comment. */
export function localConfig(config, projectId = 'demo-computer-parts') {
  const origins = emulatorOrigins(config);
  const authDomain = authDomainOf(projectId);
  const local = mapCsp(config, (csp) => localCsp(cspForAuthDomain(csp, authDomain), origins));
  const functions = config.functions.map((codebase) => ({
    ...codebase,
    source: LOCAL_FUNCTIONS_SOURCE,
    configDir: LOCAL_ENV_DIR,
  }));
  return { ...local, functions };
}

/** The lines a passed-through param adds: only whole positive numbers, others are refused. */
export function paramOverrides(env) {
  const lines = [];
  for (const name of passedThroughParams) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!/^[1-9][0-9]*$/.test(value)) {
      throw new Error(`${name} must be a whole number above 0, not "${value}".`);
    }
    lines.push(`${name}=${value}`);
  }
  return lines;
}

/** Writes LOCAL_ENV_DIR (see the file's comment) for `projectId`; returns the overrides. */
export function writeLocalEnv(root, projectId, env = process.env) {
  const source = join(root, 'functions');
  const dir = join(root, LOCAL_ENV_DIR);
  mkdirSync(dir, { recursive: true });
  for (const name of ['.env', `.env.${projectId}`]) {
    rmSync(join(dir, name), { force: true });
    if (existsSync(join(source, name))) copyFileSync(join(source, name), join(dir, name));
  }
  const overrides = paramOverrides(env);
  const own = existsSync(join(source, '.env.local'))
    ? readFileSync(join(source, '.env.local'), 'utf8').trimEnd()
    : '';
  rmSync(join(dir, '.env.local'), { force: true });
  const local = [own, ...overrides].filter(Boolean).join('\n');
  if (local) writeFileSync(join(dir, '.env.local'), `${local}\n`);
  return overrides;
}

/**
 * Writes firebase.local.json (git-ignored) beside firebase.json, and the functions' env directory
 * for `projectId`; returns the CLI's arguments.
 */
export function writeLocalConfig(root, projectId) {
  const overrides = writeLocalEnv(root, projectId);
  if (overrides.length)
    console.log(`Function params from the environment: ${overrides.join(', ')}`);
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  writeFileSync(
    join(root, LOCAL_CONFIG),
    `${JSON.stringify(localConfig(config, projectId), null, 2)}\n`,
  );
  return ['--config', LOCAL_CONFIG];
}
