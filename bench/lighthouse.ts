import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumFlags, logIn } from '../tests/support/browser';
import type { PageScores } from './budgets';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

// Lighthouse 12's default config is the mobile preset: a Moto G-class viewport, simulated slow 4G
// and a 4× CPU slowdown. Debian's Chromium, with the flags the end-to-end tests use.
const chromeFlags = ['--headless=new', ...chromiumFlags];

// Home keeps a Firestore listen channel open (its parts and reviews are live), so the network
// never goes quiet and Lighthouse would wait its full 45 s for each run; the metrics come from the
// trace either way, so it stops waiting sooner.
const MAX_WAIT_FOR_LOAD_MS = 15_000;

function scores(lhr: Result): PageScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** What kept a category under 100 in the median run, to act on when a budget is missed. */
function shortfalls(lhr: Result): string[] {
  const out: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        out.push(`${category.id}: ${ref.id} ${audit.score} ${audit.displayValue ?? ''}`.trim());
      }
    }
  }
  return out;
}

export interface PageReport {
  scores: PageScores;
  runs: PageScores[];
  shortfalls: string[];
  warnings: string[];
}

/** How a page is measured: Lighthouse's default (mobile) or its desktop preset, signed in or not. */
export interface RunOptions {
  desktop?: boolean;
  /** Keeps the profile's storage (the signed-in account) instead of clearing it first. */
  keepStorage?: boolean;
}

/** One Lighthouse run of `url` in the Chromium listening on `port`, with its artifacts. */
export async function lighthouseRun(port: number, url: string, options: RunOptions = {}) {
  const base = options.desktop ? desktopConfig : { extends: 'lighthouse:default' as const };
  const answer = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      ...base,
      settings: {
        ...base.settings,
        maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
        disableStorageReset: options.keepStorage ?? false,
      },
    },
  );
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}.`);
  return answer;
}

const defaultChromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the Chromium the runs use, in a fresh profile unless given one. */
export const launchChromium = (chromePath = defaultChromePath, userDataDir?: string) =>
  chromeLauncher.launch({ chromePath, chromeFlags, ...(userDataDir ? { userDataDir } : {}) });

/**
 * A Chromium profile with `account` signed in through the Login page: the SPA keeps the session
 * in the profile's IndexedDB, so Lighthouse runs in that profile that keep storage measure the
 * signed-in page.
 */
async function signedInProfile(
  origin: string,
  account: { email: string; password: string },
  chromePath: string,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    headless: true,
    args: chromiumFlags,
  });
  try {
    await logIn(await context.newPage(), origin, account.email, account.password);
  } finally {
    await context.close();
  }
  return dir;
}

export interface PagesOptions extends RunOptions {
  chromePath?: string;
  /** Measures the pages signed in as this account (with storage kept between runs). */
  account?: { email: string; password: string };
}

/** The median of `runs` Lighthouse runs (Lighthouse's own median-run choice) for each page. */
export async function lighthousePages(
  origin: string,
  pages: string[],
  runs: number,
  options: PagesOptions = {},
): Promise<Record<string, PageReport>> {
  const chromePath = options.chromePath ?? defaultChromePath;
  const profile = options.account
    ? await signedInProfile(origin, options.account, chromePath)
    : undefined;
  const chrome = await launchChromium(chromePath, profile);
  try {
    const runOptions: RunOptions = {
      desktop: options.desktop,
      keepStorage: options.keepStorage ?? options.account !== undefined,
    };
    const out: Record<string, PageReport> = {};
    for (const page of pages) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        results.push((await lighthouseRun(chrome.port, `${origin}${page}`, runOptions)).lhr);
      }
      // A run whose page never painted (Lighthouse's NO_FCP and the like) has no metrics to take
      // a median of: the median comes from the others and the failed run is kept as a warning;
      // with none left the page scores 0, which misses every budget.
      const painted = results.filter(
        (r) => r.audits['first-contentful-paint']?.numericValue !== undefined,
      );
      const failed = results
        .filter((r) => !painted.includes(r))
        .map((r, i) =>
          `run ${i + 1} without a first paint: ${r.runtimeError?.code ?? 'no FCP'} ${r.runtimeError?.message ?? ''}`.trim(),
        );
      const median = painted.length ? computeMedianRun(painted) : results[0]!;
      out[page] = {
        scores: painted.length ? scores(median) : { ...scores(median), performance: 0 },
        runs: results.map(scores),
        shortfalls: shortfalls(median),
        warnings: [...failed, ...median.runWarnings.map(String)],
      };
    }
    return out;
  } finally {
    chrome.kill();
    if (profile) await rm(profile, { recursive: true, force: true });
  }
}
