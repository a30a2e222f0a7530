// The firebase.json that the local emulators run with. firebase.json is the deployed truth; locally
// the SPA also talks to the Auth and Firestore emulators over plain http on loopback, so their
// origins join the CSP's connect-src and `upgrade-insecure-requests` (which would send those calls
// to https) is dropped. Everything else, headers included, is served exactly as deployed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_CONFIG = 'firebase.local.json';

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

export function localConfig(config) {
  const origins = emulatorOrigins(config);
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: localCsp(header.value, origins) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/** Writes firebase.local.json (git-ignored) beside firebase.json; returns the CLI's arguments. */
export function writeLocalConfig(root) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  writeFileSync(join(root, LOCAL_CONFIG), `${JSON.stringify(localConfig(config), null, 2)}\n`);
  return ['--config', LOCAL_CONFIG];
}
