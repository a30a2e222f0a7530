import { describe, expect, it } from 'vitest';
import {
  googleErrorMessage,
  isNumeric,
  loginErrorMessage,
  mergeProfile,
  passwordResetErrorMessage,
  signUpErrorMessage,
} from '../src';

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
    expect(loginErrorMessage('auth/wrong-password')).toBe('Password is Wrong!');
    expect(loginErrorMessage('auth/too-many-requests')).toBe('Too Many Requests!');
    expect(loginErrorMessage('auth/user-not-found')).toBe('User Not Available, Please Sign Up!');
    expect(loginErrorMessage('auth/network-request-failed')).toBe('Somting is wrong');
  });
  it('sign-up', () => {
    expect(signUpErrorMessage('auth/email-already-in-use')).toBe('Email Aleady Exist!');
    expect(signUpErrorMessage('auth/invalid-email')).toBe('invalid-email!');
    expect(signUpErrorMessage(undefined)).toBe('Somting is wrong');
  });
  it('google', () => {
    expect(googleErrorMessage('auth/popup-closed-by-user')).toBe('Login canceled by User!');
    expect(googleErrorMessage('auth/invalid-email')).toBe('invalid-email!');
    expect(googleErrorMessage('auth/internal-error')).toBe('Somting is wrong');
  });
  it('password reset', () => {
    expect(passwordResetErrorMessage('auth/invalid-email')).toBe('This Email is not Valid!');
    expect(passwordResetErrorMessage('auth/missing-email')).toBe('Please Enter Email');
    expect(passwordResetErrorMessage('auth/user-not-found')).toBe(
      'User not With This Email. Please SignUp',
    );
  });
});
