import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web layer runs its files one after another in each worker, on one jsdom (isolate: false in
// web/vitest.config.ts): a fresh jsdom and module graph for each of its 75 files took 4 times the
// CPU of the whole layer on one per worker. This file runs again before each test file, so each
// starts as it would alone: the app's modules load afresh (module-level stores read localStorage
// once; a file's vi.mock applies only to modules it loads), and no global, spy, clock, stored
// value or element of the file before it remains. Libraries outside the app (React, Testing
// Library) stay loaded.
vi.resetModules();
vi.unstubAllGlobals();
vi.restoreAllMocks();
vi.useRealTimers();
localStorage.clear();
sessionStorage.clear();
document.head.innerHTML = '';
document.body.innerHTML = '';

afterEach(() => cleanup());
