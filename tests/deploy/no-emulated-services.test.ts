// The emulated services (the card gateway's, SSLCommerz's and the courier's twins, its test cards, the routes only the local stack
// serves) live in functions/src/emulator/ and reach the emulator through their own entry and
// bundle (functions/emulator/lib/index.js). What `npm run deploy` uploads for the functions is
// functions/lib and package.json: this suite checks that the deployed bundle was built from none
// of those modules and holds none of their routes or ids, and that the deploy leaves the local
// entry's folder behind. It reads what `npm run build -w functions` wrote.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const functionsDir = join(root, 'functions');

/** A bundle's text and the source files it was built from (its source map's `sources`). */
function bundle(path: string) {
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npm run build -w functions\` first.`);
  }
  const { sources } = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] };
  return { text: readFileSync(path, 'utf8'), sources };
}

const deployed = bundle(join(functionsDir, 'lib', 'index.js'));
const local = bundle(join(functionsDir, 'emulator', 'lib', 'index.js'));

/** The modules of the emulated services, as a source map names them. */
const emulatorModule = /(^|\/)src\/emulator\//;
/** What only the emulated services write: their routes and the emulated intents' ids. */
const markers = [
  '/emulator/payments/confirm',
  '/emulator/orders/expire',
  '/emulator/workers',
  'pi_emu_',
  '/emulator/sslcommerz',
  'EasyCheckOut',
  'testbox',
  '/emulator/mail',
  '/emulator/courier',
  'emulator-api-key',
  'Steadfast (emulated)',
];

describe('the deployed functions bundle', () => {
  it('is built from no emulated service module', () => {
    // The map lists the bundle's inputs: the real services are there, the emulated ones not.
    expect(deployed.sources.some((source) => source.includes('src/services/'))).toBe(true);
    expect(deployed.sources.filter((source) => emulatorModule.test(source))).toEqual([]);
  });

  it('holds none of their routes or ids', () => {
    for (const marker of markers) expect(deployed.text, marker).not.toContain(marker);
  });

  it('while the local entry holds them all (the checks above look for the right things)', () => {
    const modules = local.sources.filter((source) => emulatorModule.test(source));
    expect(modules.map((source) => source.replace(/^.*src\/emulator\//, '')).sort()).toEqual(
      expect.arrayContaining([
        'card/emulated-gateway.ts',
        'card/test-cards.ts',
        'expire-orders-route.ts',
        'index.ts',
        'mail/outbox.ts',
        'sslcommerz/routes.ts',
        'sslcommerz/twin.ts',
        'courier/routes.ts',
        'courier/twin.ts',
        'courier/page.ts',
      ]),
    );
    for (const marker of markers) expect(local.text, marker).toContain(marker);
  });
});

describe('what firebase deploy uploads', () => {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string; ignore: string[] }[];
  };

  it("is the functions folder with package.json's main, the deployed bundle", () => {
    expect(config.functions.map((codebase) => codebase.source)).toEqual(['functions']);
    const pkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as {
      main: string;
    };
    expect(pkg.main).toBe('lib/index.js');
  });

  it("leaves out the local entry's folder", () => {
    expect(config.functions[0]?.ignore).toContain('emulator');
    const pkg = JSON.parse(
      readFileSync(join(functionsDir, 'emulator', 'package.json'), 'utf8'),
    ) as { main: string };
    expect(pkg.main).toBe('lib/index.js');
  });
});
