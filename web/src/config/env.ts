// Environment read and checked once at start-up. The local default is the emulator suite with a
// demo- project id, so nothing reaches Google; a real project sets the VITE_FIREBASE_* values.

import { DEFAULT_PROJECT_ID, usesEmulators } from './emulators';

const vars = import.meta.env;

const projectId = vars.VITE_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;

export const env = {
  firebase: {
    apiKey: vars.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: vars.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  },
  /** Emulators are used for demo- projects unless VITE_USE_EMULATORS says otherwise. */
  useEmulators: usesEmulators(vars),
  emulatorHost: vars.VITE_EMULATOR_HOST ?? '127.0.0.1',
  /** Stripe's publishable key: with it the Payment page uses Stripe Elements, else test mode. */
  stripePublishableKey: vars.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
} as const;

if (!env.useEmulators && env.firebase.apiKey === 'demo-api-key') {
  throw new Error('VITE_FIREBASE_API_KEY must be set when the emulators are not used.');
}
