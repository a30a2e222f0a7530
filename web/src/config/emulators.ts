// Whether a build talks to the Emulator Suite: read by the app (config/env.ts) and by the build
// (vite.config.ts, which ships the local Google sign-in stand-in only in such a build).

/** Emulators for demo- projects (the default) unless VITE_USE_EMULATORS says otherwise. */
export function usesEmulators(vars: Record<string, string | undefined>): boolean {
  const projectId = vars.VITE_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
  return (vars.VITE_USE_EMULATORS ?? String(projectId.startsWith('demo-'))) === 'true';
}

export const DEFAULT_PROJECT_ID = 'demo-computer-parts';
