import { createSign, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenDigest } from '../src/services/accounts/sessions';

// Logout records a digest of the login token and refuses a token whose digest is recorded
// (services/accounts/sessions.ts). A deployed login token is an RS256 JWT: its signature segment is 256
// bytes in 342 base64url characters, the last of which carries 2 bits and 4 spare ones. Spelt
// with other spare bits it decodes to the same signature and still verifies, so the digest must
// name the token, not its spelling.

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

function signedToken(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey, 'base64url');
  return `${input}.${signature}`;
}

/** Whether the token's signature verifies over its header and payload as spelt. */
function verifies(token: string): boolean {
  const end = token.lastIndexOf('.');
  const signature = Buffer.from(token.slice(end + 1), 'base64url');
  return verify('RSA-SHA256', Buffer.from(token.slice(0, end)), publicKey, signature);
}

describe('the digest Logout records', () => {
  it('a logged-out login token respelt (its signature with other spare bits) has the same digest', () => {
    const token = signedToken({ uid: 'u1', iat: 1_700_000_000, exp: 1_700_432_000 });
    const last = base64url.indexOf(token.at(-1)!);
    const respelt = token.slice(0, -1) + base64url[(last & ~0b1111) | ((last + 1) & 0b1111)];
    expect(respelt).not.toBe(token);
    expect(verifies(token)).toBe(true);
    expect(verifies(respelt)).toBe(true);
    expect(tokenDigest(respelt)).toBe(tokenDigest(token));
  });

  it('two different tokens have different digests', () => {
    const a = signedToken({ uid: 'u1', iat: 1_700_000_000 });
    const b = signedToken({ uid: 'u1', iat: 1_700_000_001 });
    expect(tokenDigest(a)).not.toBe(tokenDigest(b));
  });
});
