import { describe, expect, it } from 'vitest';
import {
  imageMimeTypes,
  isShownImageUrl,
  imageTypes,
  imageTypesLabel,
  isAcceptedImageType,
  isWithinImageLimit,
  maxImageBytes,
  maxImageLabel,
} from '../src';

describe('image uploads', () => {
  it('accept PNG, JPEG, WebP and GIF, by MIME type', () => {
    expect(Object.keys(imageTypes)).toEqual(['png', 'jpeg', 'webp', 'gif']);
    expect(imageMimeTypes).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    for (const type of imageMimeTypes) expect(isAcceptedImageType(type)).toBe(true);
  });

  it.each(['image/svg+xml', 'application/pdf', 'image/bmp', 'text/plain', '', 'IMAGE/PNG'])(
    'refuse %j',
    (type) => {
      expect(isAcceptedImageType(type)).toBe(false);
    },
  );

  it('are at most 5 MB (5 × 1024 × 1024 bytes)', () => {
    expect(maxImageBytes).toBe(5 * 1024 * 1024);
    expect(isWithinImageLimit(0)).toBe(true);
    expect(isWithinImageLimit(maxImageBytes)).toBe(true);
    expect(isWithinImageLimit(maxImageBytes + 1)).toBe(false);
  });

  it('name the limit and the types for messages', () => {
    expect(maxImageLabel).toBe('5 MB');
    expect(imageTypesLabel).toBe('PNG, JPEG, WebP or GIF');
  });
});

describe('isShownImageUrl: the pictures the CSP lets the store show', () => {
  it.each([
    '/api/images/0123abcd.webp',
    '/images/parts/amd-ryzen-7-7800x3d.svg',
    'https://i.ibb.co/abc123/rtx-4070.png',
    'https://lh3.googleusercontent.com/a/photo=s96-c',
    '  https://i.ibb.co/x.png  ',
  ])('shows %s', (url) => {
    expect(isShownImageUrl(url)).toBe(true);
  });

  it.each([
    'https://evil.example/pixel.png',
    'http://i.ibb.co/x.png',
    'https://i.ibb.co.evil.example/x.png',
    'https://googleusercontent.com.evil.example/x.png',
    'https://i.ibb.co:8443/x.png',
    'https://user:pass@i.ibb.co/x.png',
    '//i.ibb.co/x.png',
    '/images//evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '',
  ])('refuses %s', (url) => {
    expect(isShownImageUrl(url)).toBe(false);
  });
});
