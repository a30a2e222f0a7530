import { describe, expect, it } from 'vitest';
import * as triggers from '../src/index';

// Every deployed function has a ceiling on its instances: without one, a flood of
// requests (or a loop of retries) scales a function out to the project's quota, and the bill,
// the Firestore writes and the Stripe calls with it. The SDK keeps each function's deploy
// options on `__endpoint`, which is what firebase deploy reads (tests/deploy checks the manifest).

type Endpoint = { maxInstances?: number | null; scheduleTrigger?: object };
const endpoints = Object.entries(triggers as Record<string, unknown>).flatMap(([name, value]) => {
  const endpoint = (value as { __endpoint?: Endpoint } | undefined)?.__endpoint;
  return endpoint ? [[name, endpoint] as const] : [];
});

describe('maxInstances', () => {
  it('reads the deploy options of every exported function', () => {
    expect(endpoints.map(([name]) => name).sort()).toEqual(
      [
        'api',
        'expireOrderHolds',
        'grantAdminRole',
        'revokeAdminRole',
        'stripeWebhook',
        'syncStockTotals',
      ].sort(),
    );
  });

  it.each(endpoints)('%s sets a maxInstances', (_name, endpoint) => {
    expect(endpoint.maxInstances).toEqual(expect.any(Number));
    expect(endpoint.maxInstances).toBeGreaterThan(0);
  });

  it('a scheduled job runs one instance at a time, so two runs never sweep the same holds', () => {
    const scheduled = endpoints.filter(([, endpoint]) => endpoint.scheduleTrigger);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const [, endpoint] of scheduled) expect(endpoint.maxInstances).toBe(1);
  });
});
