import { describe, expect, it } from 'vitest';
import {
  addPartRules,
  checkField,
  checkForm,
  emailRules,
  isValidRating,
  isWholeNumber,
  loginRules,
  messages,
  passwordRules,
  reviewRules,
  signUpRules,
} from '../src';

const v = messages.validation;

describe('email rule', () => {
  it('requires an email', () => {
    expect(checkField(emailRules, '')).toBe(v.emailRequired);
    expect(checkField(emailRules, '   ')).toBe(v.emailRequired);
    expect(checkField(emailRules, undefined)).toBe(v.emailRequired);
  });
  it.each(['nope', 'a@b', 'a@b.c', 'a@b.', '@example.com', 'ABC@EXAMPLE.COM'])(
    'rejects %s',
    (email) => {
      expect(checkField(emailRules, email)).toBe(v.emailInvalid);
    },
  );
  it.each(['customer@example.com', 'rahim99@gmail.com', 'first.last@mail.com'])(
    'accepts %s',
    (email) => {
      expect(checkField(emailRules, email)).toBeUndefined();
    },
  );
});

describe('password rule', () => {
  it('requires a password of at least 6 characters', () => {
    expect(checkField(passwordRules, '')).toBe(v.passwordRequired);
    expect(checkField(passwordRules, '12345')).toBe(v.passwordTooShort);
    expect(checkField(passwordRules, '123456')).toBeUndefined();
  });
});

describe('forms', () => {
  it('login reports each field', () => {
    expect(checkForm(loginRules, {})).toEqual({
      email: v.emailRequired,
      password: v.passwordRequired,
    });
    expect(checkForm(loginRules, { email: 'x', password: 'abc' })).toEqual({
      email: v.emailInvalid,
      password: v.passwordTooShort,
    });
    expect(checkForm(loginRules, { email: 'a@example.com', password: 'secret1' })).toEqual({});
  });
  it('sign-up requires a name', () => {
    expect(checkForm(signUpRules, { email: 'a@example.com', password: 'secret1' })).toEqual({
      name: v.nameRequired,
    });
  });
  it('review: rating required, at most 5, a single character; description required', () => {
    expect(checkForm(reviewRules, { name: 'A', rating: '', review: '' })).toEqual({
      rating: v.ratingRequired,
      review: v.descriptionRequired,
    });
    expect(checkField(reviewRules.rating, '7')).toBe(v.ratingRange);
    expect(checkField(reviewRules.rating, '10')).toBe(v.ratingLength);
    expect(checkField(reviewRules.rating, '0')).toBeUndefined();
    expect(checkField(reviewRules.rating, '5')).toBeUndefined();
    expect(checkField(reviewRules.name, '')).toBe(v.nameRequired);
  });
  it('add part: all six messages', () => {
    expect(checkForm(addPartRules, {})).toEqual({
      name: 'Name is Required',
      price: 'Price is Required',
      availableQuanity: 'Available Quantity is Required',
      minimumOrderQuanity: 'Minimum Order Quantity is Required',
      image: 'image is Required',
      description: 'Description is Required',
    });
  });
});

describe('numbers', () => {
  it('whole numbers from numbers or numeric strings', () => {
    expect(isWholeNumber(3)).toBe(true);
    expect(isWholeNumber('12')).toBe(true);
    expect(isWholeNumber(2.5)).toBe(false);
    expect(isWholeNumber('')).toBe(false);
    expect(isWholeNumber('3a')).toBe(false);
    expect(isWholeNumber('0x5')).toBe(false);
    expect(isWholeNumber('5e0')).toBe(false);
    expect(isWholeNumber(' 7 ')).toBe(true);
    expect(isWholeNumber(null)).toBe(false);
  });
  it('ratings are whole numbers from 0 to 5', () => {
    expect([0, 1, 5, '4'].every(isValidRating)).toBe(true);
    expect([-1, 6, 4.5, 'x', ''].some(isValidRating)).toBe(false);
  });
});
