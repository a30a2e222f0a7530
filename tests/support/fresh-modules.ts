import { vi } from 'vitest';

// Vitest setupFile of the layers whose workers take their files in turn (isolate: false): each
// file loads the repository's modules afresh, so module-level state and the hooks a support
// module registers when loaded belong to that file, as they would in a worker of its own, while
// node_modules (firebase-admin, Playwright) stay loaded.
vi.resetModules();
