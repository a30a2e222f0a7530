import { describe, expect, it } from 'vitest';
import { authErrorMessage, isNumeric, mergeProfile } from '../src';

describe('profile merge', () => {
  const previous = {
    email: 'a@example.com',
    name: 'Rahim',
    education: 'BUET',
    streetAddress: 'Dhanmondi',
    cuntry: 'Bangladesh',
    number: '01711000000',
    linkedinProfile: 'https://linkedin.com/in/rahim',
  };
  it('keeps the previous value where a field is empty', () => {
    expect(mergeProfile(previous, { name: '', education: '  ', cuntry: 'BD' })).toEqual({
      ...previous,
      cuntry: 'BD',
    });
  });
  it('fills fields of a new profile and drops unknown keys', () => {
    const merged = mergeProfile({}, { email: 'b@example.com', number: 1711, admin: true } as never);
    expect(merged).toEqual({
      email: 'b@example.com',
      name: '',
      education: '',
      streetAddress: '',
      cuntry: '',
      number: '1711',
      linkedinProfile: '',
    });
  });
  it('numbers are digits', () => {
    expect(isNumeric('01711000000')).toBe(true);
    expect(isNumeric('+880 1711-000000')).toBe(true);
    expect(isNumeric('call me')).toBe(false);
  });
});

describe('auth error messages', () => {
  it('login', () => {
    expect(authErrorMessage('login', 'auth/wrong-password')).toBe('Password is Wrong!');
    expect(authErrorMessage('login', 'auth/too-many-requests')).toBe('Too Many Requests!');
    expect(authErrorMessage('login', 'auth/user-not-found')).toBe(
      'User Not Available, Please Sign Up!',
    );
    expect(authErrorMessage('login', 'auth/network-request-failed')).toBe('Somting is wrong');
  });
  it('sign-up', () => {
    expect(authErrorMessage('signUp', 'auth/email-already-in-use')).toBe('Email Aleady Exist!');
    expect(authErrorMessage('signUp', 'auth/invalid-email')).toBe('invalid-email!');
    expect(authErrorMessage('signUp', undefined)).toBe('Somting is wrong');
  });
  it('google', () => {
    expect(authErrorMessage('google', 'auth/popup-closed-by-user')).toBe('Login canceled by User!');
    expect(authErrorMessage('google', 'auth/invalid-email')).toBe('invalid-email!');
    expect(authErrorMessage('google', 'auth/internal-error')).toBe('Somting is wrong');
  });
  it('password reset', () => {
    expect(authErrorMessage('passwordReset', 'auth/invalid-email')).toBe(
      'This Email is not Valid!',
    );
    expect(authErrorMessage('passwordReset', 'auth/missing-email')).toBe('Please Enter Email');
    expect(authErrorMessage('passwordReset', 'auth/user-not-found')).toBe(
      'User not With This Email. Please SignUp',
    );
  });
});
