import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// What Vite's manifest says about the JavaScript a page needs before it can run: the entry chunk,
// the app it starts after the first paint (its own dynamic imports, which the page
// preloads), and everything those import statically. The routes' dynamic imports (pages,
// Firebase, Stripe) are not in it.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  return entries[0]!;
}

/** The files of `key` and of everything it imports statically, each once, entry first. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The manifest has no chunk ${k}.`);
    seen.add(k);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((k) => manifest[k]!.file);
}

export const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

export interface BundleFigures {
  /** gzip bytes of the entry chunk and its static imports. */
  initialJs: number;
  initialFiles: string[];
  largestChunk: { file: string; gzip: number };
}

export function bundleFigures(distDir: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  const started = [entry, ...(manifest[entry]!.dynamicImports ?? [])];
  const initialFiles = [...new Set(started.flatMap((key) => staticClosure(manifest, key)))].filter(
    (f) => f.endsWith('.js'),
  );
  const initialJs = initialFiles.reduce((sum, file) => sum + gzipSize(`${distDir}/${file}`), 0);
  const sizes = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(`${distDir}/${file}`) }));
  const largestChunk = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  return { initialJs, initialFiles, largestChunk };
}
