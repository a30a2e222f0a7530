import { describe, expect, it } from 'vitest';
import {
  addPartRules,
  emailPattern,
  emailRules,
  isValidRating,
  isWholeNumber,
  loginRules,
  messages,
  passwordRules,
  reviewRules,
  signUpRules,
  wholeNumberPattern,
} from '../src';

// The rule objects are handed to react-hook-form as they are; the web form tests check what the
// forms show. These pin the data itself: the spec's messages and limits (spec §5).

const v = messages.validation;

describe('email rule', () => {
  it('is required, with the spec messages', () => {
    expect(emailRules.required).toBe(v.emailRequired);
    expect(emailRules.pattern?.message).toBe(v.emailInvalid);
  });
  it.each(['nope', 'a@b', 'a@b.c', 'a@b.', '@example.com', 'ABC@EXAMPLE.COM'])(
    'rejects %s',
    (email) => {
      expect(emailPattern.test(email)).toBe(false);
    },
  );
  it.each(['customer@example.com', 'rahim99@gmail.com', 'first.last@mail.com'])(
    'accepts %s',
    (email) => {
      expect(emailPattern.test(email)).toBe(true);
    },
  );
});

describe('forms', () => {
  it('password: required, at least 6 characters', () => {
    expect(passwordRules).toEqual({
      required: v.passwordRequired,
      minLength: { value: 6, message: v.passwordTooShort },
    });
  });
  it('login and sign-up share the email and password rules; sign-up requires a name', () => {
    expect(loginRules).toEqual({ email: emailRules, password: passwordRules });
    expect(signUpRules).toEqual({
      name: { required: v.nameRequired },
      email: emailRules,
      password: passwordRules,
    });
  });
  it('review: rating required, at most 5, a single character; name and description required', () => {
    expect(reviewRules).toEqual({
      name: { required: v.nameRequired },
      rating: {
        required: v.ratingRequired,
        max: { value: 5, message: v.ratingRange },
        maxLength: { value: 1, message: v.ratingLength },
      },
      review: { required: v.descriptionRequired },
    });
  });
  it("add part: the spec's six messages, and category and brand in its style", () => {
    const required = Object.fromEntries(
      Object.entries(addPartRules).map(([field, rules]) => [field, rules.required]),
    );
    expect(required).toEqual({
      name: 'Name is Required',
      price: 'Price is Required',
      availableQuanity: 'Available Quantity is Required',
      minimumOrderQuanity: 'Minimum Order Quantity is Required',
      image: 'image is Required',
      description: 'Description is Required',
      category: 'Category is Required',
      brand: 'Brand is Required',
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
  it('the text form is plain digits with an optional minus, as the API parses it', () => {
    for (const ok of ['0', '-3', '1000000']) expect(wholeNumberPattern.test(ok)).toBe(true);
    for (const bad of ['', '+3', '1.0', '1e3', '0x5', ' 7']) {
      expect(wholeNumberPattern.test(bad)).toBe(false);
    }
  });
  it('ratings are whole numbers from 0 to 5', () => {
    expect([0, 1, 5, '4'].every(isValidRating)).toBe(true);
    expect([-1, 6, 4.5, 'x', ''].some(isValidRating)).toBe(false);
  });
});
