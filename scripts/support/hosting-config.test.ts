import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  emulatorOrigins,
  LOCAL_ENV_DIR,
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
    // The functions read their env files from the generated directory, nothing else changes.
    expect(local.functions).toEqual(
      deployed.functions.map((f: object) => ({ ...f, configDir: LOCAL_ENV_DIR })),
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
});
