import { describe, expect, it } from 'vitest';
import {
  copy,
  defaultAvatar,
  impersonatesShop,
  publicReviewerName,
  reviewerPicture,
  reviewLimits,
} from '../src';

describe("a reviewer's picture", () => {
  it.each([
    'https://i.ibb.co/4pDNDk1/avatar.png',
    'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
    defaultAvatar,
  ])('%s is shown', (img) => {
    expect(reviewerPicture(img)).toBe(img);
  });

  it.each([
    // a tracking pixel: any https host the Content-Security-Policy does not admit
    'https://pixel.tracker.example/p.gif?who=reviewer',
    'https://i.ibb.co.evil.example/x.png',
    'https://user:pw@i.ibb.co/x.png',
    'https://i.ibb.co:8443/x.png',
    'http://i.ibb.co/x.png',
    '//i.ibb.co/x.png',
    'javascript:alert(1)',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    // the store's own paths other than the default picture are not reviewers' pictures
    '/api/images/abc.webp',
    '/images/parts/amd-ryzen-7-7800x3d.svg',
    '',
  ])('%j is not shown', (img) => {
    expect(reviewerPicture(img)).toBeUndefined();
  });

  it('is undefined when there is none', () => {
    expect(reviewerPicture(undefined)).toBeUndefined();
  });
});

describe('a display name impersonating the shop is not published as is', () => {
  it.each([
    'Store Support (official)',
    'Computer Parts BD',
    'ComputerPartsBD',
    'computer parts bd team',
    'admin',
    'Admin',
    'The Admins',
    'Site Administrator',
    'Moderator Rahim',
    'CPBD Staff',
    'Verified Buyer',
    'Store Owner',
    'Customer Service',
    'Help Desk',
    // look-alikes and separators
    'Adm1n',
    '4dmin',
    'Supp0rt',
    'A d m i n',
    'S.u.p.p.o.r.t',
    'Ａｄｍｉｎ',
    'Аdmin', // Cyrillic А
    'Ádmin',
    'Ad\u200Bmin', // a zero-width space inside
    'OFFICIAL',
    '   support   ',
  ])('%j impersonates the shop', (name) => {
    expect(impersonatesShop(name)).toBe(true);
    expect(publicReviewerName(name)).toEqual({
      name: copy.reviews.anonymous,
      change: 'impersonation',
    });
  });

  it.each([
    'Tanvir Hasan',
    'Nusrat Jahan',
    'Aminul Islam',
    'Adminul Haque', // a word that only starts like one
    'Supporto Rossi',
    'Rahim Computer Shop',
    'Md. Sabbir Rahman',
    'Ôscar Núñez',
    'তানভীর হাসান',
  ])('%j is an ordinary name, published as is', (name) => {
    expect(impersonatesShop(name)).toBe(false);
    expect(publicReviewerName(name)).toEqual({ name });
  });
});

describe('the name a review is published under', () => {
  it('is the neutral name when the account has none', () => {
    for (const name of [undefined, '', '   ', '\u202E\u200B']) {
      expect(publicReviewerName(name)).toEqual({
        name: copy.reviews.anonymous,
        change: 'empty',
      });
    }
  });

  it('loses control and format characters (a right-to-left override) and extra spaces', () => {
    expect(publicReviewerName('  Sadia\u202E  Islam\n')).toEqual({ name: 'Sadia Islam' });
  });

  it(`is cut to ${reviewLimits.nameMax} characters, whole characters only`, () => {
    const long = `${'😀'.repeat(reviewLimits.nameMax)} Rahman`;
    const { name, change } = publicReviewerName(long);
    expect(change).toBe('shortened');
    expect([...name]).toHaveLength(reviewLimits.nameMax);
    expect(name).toBe('😀'.repeat(reviewLimits.nameMax));
    expect(publicReviewerName('x'.repeat(reviewLimits.nameMax))).toEqual({
      name: 'x'.repeat(reviewLimits.nameMax),
    });
  });

  it('is checked again once cut: a long name cannot be cut into an impersonation', () => {
    const name = `${'x'.repeat(reviewLimits.nameMax - 8)} Supporting`;
    expect(impersonatesShop(name)).toBe(false);
    expect(publicReviewerName(name).change).toBe('impersonation');
  });
});
