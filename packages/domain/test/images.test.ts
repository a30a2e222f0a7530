import { describe, expect, it } from 'vitest';
import {
  imageMimeTypes,
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
