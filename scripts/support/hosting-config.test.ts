import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageHostSources } from '@cps/domain';
import {
  authDomainOf,
  COMMITTED_AUTH_ORIGIN,
  cspForAuthDomain,
  deployConfig,
  emulatorOrigins,
  LOCAL_ENV_DIR,
  LOCAL_FUNCTIONS_SOURCE,
  localConfig,
  localCsp,
  paramOverrides,
} from './hosting-config.mjs';

const deployed = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const policies = (config: typeof deployed): string[] =>
  config.hosting.headers.flatMap((rule: { headers: { key: string; value: string }[] }) =>
    rule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value),
  );

describe('the local Hosting config', () => {
  it('adds the emulator origins to connect-src and drops the https upgrade', () => {
    expect(
      localCsp("default-src 'self'; connect-src 'self' https://x.test; upgrade-insecure-requests", [
        'http://127.0.0.1:9099',
      ]),
    ).toBe("default-src 'self'; connect-src 'self' https://x.test http://127.0.0.1:9099");
  });

  it('changes nothing else of firebase.json', () => {
    const local = localConfig(deployed);
    const origins = emulatorOrigins(deployed);
    expect(origins).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']);
    expect(policies(local)).toEqual(policies(deployed).map((csp) => localCsp(csp, origins)));
    // The functions read their env files from the generated directory and load the local entry
    // (the emulated services included); nothing else changes.
    expect(local.functions).toEqual(
      deployed.functions.map((f: object) => ({
        ...f,
        source: LOCAL_FUNCTIONS_SOURCE,
        configDir: LOCAL_ENV_DIR,
      })),
    );
    expect({ ...local, functions: [], hosting: { ...local.hosting, headers: [] } }).toEqual({
      ...deployed,
      functions: [],
      hosting: { ...deployed.hosting, headers: [] },
    });
  });

  it('passes ORDER_HOLD_SECONDS and MAX_UNPAID_ORDERS through from the environment, whole numbers only', () => {
    expect(paramOverrides({})).toEqual([]);
    expect(
      paramOverrides({ ORDER_HOLD_SECONDS: '30', MAX_UNPAID_ORDERS: ' 5 ', OTHER: '1' }),
    ).toEqual(['ORDER_HOLD_SECONDS=30', 'MAX_UNPAID_ORDERS=5']);
    expect(() => paramOverrides({ ORDER_HOLD_SECONDS: '30s' })).toThrow(/ORDER_HOLD_SECONDS/);
    expect(() => paramOverrides({ MAX_UNPAID_ORDERS: '0' })).toThrow(/MAX_UNPAID_ORDERS/);
  });

  it('the deployed CSPs name no loopback origin and upgrade insecure requests', () => {
    expect(policies(deployed).length).toBeGreaterThanOrEqual(2);
    for (const csp of policies(deployed)) {
      expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
      expect(csp).toContain('upgrade-insecure-requests');
    }
  });

  it("a page may run no script of Google's API host but the sign-in loader and its modules", () => {
    for (const csp of policies(deployed)) {
      const google = directive(csp, 'script-src').filter((source) =>
        source.startsWith('https://apis.google.com'),
      );
      expect(google).toEqual([
        'https://apis.google.com/js/api.js',
        'https://apis.google.com/_/scs/abc-static/',
      ]);
    }
  });

  it('a page may frame no other Firebase site: frame-src names one auth domain, no *.firebaseapp.com or *.web.app', () => {
    for (const csp of policies(deployed)) {
      const frames = directive(csp, 'frame-src');
      expect(frames).toContain(COMMITTED_AUTH_ORIGIN);
      // Wildcards only for Stripe's own frames (js.stripe.com's subdomains, on /payment).
      expect(
        frames.filter((source) => source.includes('*') && !source.endsWith('.stripe.com')),
      ).toEqual([]);
    }
  });

  it("npm run deploy frames the target project's auth domain and nothing else changes", () => {
    const config = deployConfig(deployed, 'computer-parts-bd.firebaseapp.com');
    for (const [index, csp] of policies(config).entries()) {
      const frames = directive(csp, 'frame-src');
      expect(frames).toContain('https://computer-parts-bd.firebaseapp.com');
      expect(frames).not.toContain(COMMITTED_AUTH_ORIGIN);
      expect(csp.replace('https://computer-parts-bd.firebaseapp.com', COMMITTED_AUTH_ORIGIN)).toBe(
        policies(deployed)[index],
      );
    }
    expect(authDomainOf('computer-parts-bd')).toBe('computer-parts-bd.firebaseapp.com');
    expect(
      authDomainOf('computer-parts-bd', { VITE_FIREBASE_AUTH_DOMAIN: 'shop.example.com' }),
    ).toBe('shop.example.com');
    for (const bad of ['*.web.app', 'https://x.web.app', 'x.web.app; script-src *', '']) {
      expect(() => cspForAuthDomain(policies(deployed)[0]!, bad)).toThrow(/host name/);
    }
  });

  it('a part or review picture the API accepts is one the CSP shows: img-src admits exactly the image hosts', () => {
    for (const csp of policies(deployed)) {
      const images = directive(csp, 'img-src').filter((source) => source.startsWith('https://'));
      const notStripe = images.filter((source) => !source.endsWith('.stripe.com'));
      expect(notStripe).toEqual([...imageHostSources]);
      expect(directive(csp, 'img-src')).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:']),
      );
    }
  });
});

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}
