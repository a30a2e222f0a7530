import { describe, expect, it } from 'vitest';
import { entryKey, staticClosure, type Manifest } from './bundle';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_firebase.js'] },
  '_firebase.js': { file: 'assets/firebase.js' },
};

describe('the initial JavaScript from the manifest', () => {
  it('finds the one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });

  it('follows static imports once each and leaves dynamic imports out', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(staticClosure(manifest, 'src/page.tsx')).toEqual([
      'assets/page.js',
      'assets/shared.js',
      'assets/react.js',
      'assets/firebase.js',
    ]);
  });

  it('refuses a manifest that names a missing chunk', () => {
    expect(() => staticClosure({ x: { file: 'x.js', imports: ['gone'] } }, 'x')).toThrow(/gone/);
  });
});
