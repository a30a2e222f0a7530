import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLauncherJar } from './firestore-emulator.mjs';

describe('Firestore launcher jar', () => {
  const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
  const realJar = `/usr/lib/google-cloud-sdk/platform/${'deep/'.repeat(12)}cloud-firestore-emulator.jar`;
  const launcher = writeLauncherJar(realJar, join(dir, 'launcher.jar'));

  it('is a valid zip archive', () => {
    expect(execFileSync('unzip', ['-t', launcher]).toString()).toContain('No errors detected');
  });

  it('names the main class and points Class-Path at the real jar, lines folded at 72 bytes', () => {
    const manifest = execFileSync('unzip', ['-p', launcher, 'META-INF/MANIFEST.MF']).toString();
    for (const line of manifest.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    const unfolded = manifest.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\r\n',
    );
    expect(unfolded).toContain(`Class-Path: file://${realJar}\r\n`);
    expect(manifest.endsWith('\r\n\r\n')).toBe(true);
  });
});
