import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Part } from '@cps/domain';
import { listCacheControl, partCacheControl } from '../../functions/src/api/handlers/catalogue';
import { routes } from '../../functions/src/api/routes';
import { COMMITTED_AUTH_ORIGIN } from '../../scripts/support/hosting-config.mjs';
import { DEMO_PROJECT, hosts } from '../support/emulators';
import { FUNCTIONS } from './support';

// The headers of firebase.json as the Hosting emulator serves them (the same rules deploy).

const dist = new URL('../../web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;

async function headersOf(path: string) {
  const response = await fetch(`${hosts.app}${path}`);
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return response.headers;
}

/** The CSP as a map of directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value).toBeTruthy();
  return new Map(
    value!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const spaRoutes = ['/', '/blogs', '/login', '/dashboard/myorder', '/purchase/some-part'];

describe('security headers on every page', () => {
  it.each(spaRoutes)(
    '%s: COOP allows popups, nosniff, a referrer policy, no-cache',
    async (path) => {
      const headers = await headersOf(path);
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(spaRoutes)(
    '%s: a CSP with no inline or eval script, no framing, and no Stripe',
    async (path) => {
      const policy = csp(await headersOf(path));
      const scripts = policy.get('script-src')!;
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.some((source) => source.includes('stripe'))).toBe(false);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Only this project's auth domain may be framed (Firebase Auth's helper), no other site.
      expect(policy.get('frame-src')).toEqual([COMMITTED_AUTH_ORIGIN]);
      // Locally the SPA reaches the Auth and Firestore emulators directly.
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining(["'self'", 'http://127.0.0.1:9099', 'http://127.0.0.1:8080']),
      );
    },
  );

  it('the payment page alone admits Stripe.js, its frames and its API', async () => {
    const policy = csp(await headersOf('/payment/some-order'));
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com']),
    );
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('hashed assets are cached for a year, immutable; index.html is revalidated', async () => {
    expect((await headersOf(`/${entryFile}`)).get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await headersOf('/index.html')).get('cache-control')).toBe('no-cache');
  });

  it('through Hosting the public lists keep their CDN caching and one part stays uncached', async () => {
    // Hosting's header rules would replace the function's, on errors too: firebase.json sets no
    // Cache-Control under /api, so the function alone decides it.
    const parts = await headersOf('/api/parts?limit=1');
    expect(parts.get('cache-control')).toBe(listCacheControl);
    expect(parts.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(parts.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
    expect((await headersOf('/api/reviews?limit=1')).get('cache-control')).toBe(listCacheControl);
    const [first] = (await (await fetch(`${hosts.app}/api/parts?limit=1`)).json()) as Part[];
    expect((await headersOf(`/api/part/${first!._id}`)).get('cache-control')).toBe(
      partCacheControl,
    );
  });

  it('an error of a public path is kept by no cache, through Hosting and at the function', async () => {
    for (const path of [
      '/parts?limit=abc',
      '/parts/facets?spec.nope=1',
      '/part/nope',
      '/reviews?cursor=%%',
    ]) {
      for (const base of [`${hosts.app}/api`, `${FUNCTIONS}/${DEMO_PROJECT}/us-central1/api`]) {
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        expect(response.status, `${base}${path}`).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('cache-control'), `${base}${path}`).toBe('private, no-store');
      }
    }
  });

  it('the page itself has no inline script for the CSP to refuse', () => {
    const html = readFileSync(new URL('index.html', dist), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });

  // Every path that answers personal data (a token, orders, a profile, roles, payments), asked
  // without a token: the 401 and every other answer of those paths is nobody's to keep, neither
  // through Hosting nor at the function's own URL.
  const personal = routes.filter((r) => r.access !== 'public');
  it.each(personal.map((route) => [route.method.toUpperCase(), route.path] as const))(
    '%s %s answers Cache-Control: private, no-store, through Hosting and at the function',
    async (method, path) => {
      const concrete = path.replace(':email', 'someone@example.com').replace(/:[a-zA-Z]+/g, 'x');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const base of [`${hosts.app}/api`, `${FUNCTIONS}/${DEMO_PROJECT}/us-central1/api`]) {
        const response = await fetch(`${base}${concrete}`, {
          method,
          headers: hasBody ? { 'content-type': 'application/json' } : {},
          body: hasBody ? '{}' : undefined,
        });
        await response.arrayBuffer();
        expect(response.status, `${base}${concrete}`).toBe(401);
        expect(response.headers.get('cache-control'), `${base}${concrete}`).toBe(
          'private, no-store',
        );
      }
    },
  );
});
