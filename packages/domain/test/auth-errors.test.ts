import { describe, expect, it } from 'vitest';
import { authErrorMessage, messages } from '../src';

const { login } = messages.auth;

// With email enumeration protection (on by default for Firebase projects made since September
// 2023) a wrong password and an unknown email are one code, auth/invalid-credential.
describe('email enumeration through the login errors', () => {
  it("answers a real project's auth/invalid-credential with 'Password is Wrong!', a spec string true of both cases", () => {
    expect(authErrorMessage('login', 'auth/invalid-credential')).toBe(login.wrongPassword);
    expect(authErrorMessage('login', 'auth/invalid-credential')).not.toBe(messages.auth.fallback);
  });

  it('keeps the two separate messages for a project without the protection (and the emulator default)', () => {
    expect(authErrorMessage('login', 'auth/wrong-password')).toBe(login.wrongPassword);
    expect(authErrorMessage('login', 'auth/user-not-found')).toBe(login.userNotFound);
  });

  it('maps invalid-credential only for the email login: other flows keep their tables', () => {
    expect(authErrorMessage('google', 'auth/invalid-credential')).toBe(messages.auth.fallback);
    expect(authErrorMessage('signUp', 'auth/invalid-credential')).toBe(messages.auth.fallback);
  });
});
