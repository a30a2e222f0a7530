import { describe, expect, it } from 'vitest';
import { documentIdPattern, isDocumentId, isReservedId } from '../src';

describe('document ids', () => {
  it.each(['abc', 'demo-order-unpaid', 'Zx9_-', 'a'.repeat(128), 'q3Vd7kLm2PzXw8RtY1bN'])(
    'accepts %s',
    (id) => {
      expect(isDocumentId(id)).toBe(true);
      expect(documentIdPattern.test(id)).toBe(true);
    },
  );

  it.each(['', 'a'.repeat(129), 'a/b', '.', '..', 'a.b', 'has space', 'é', 'id%2F'])(
    'refuses %j',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
    },
  );

  it('refuses the ids Firestore reserves (__name__), which the pattern alone lets through', () => {
    for (const id of ['__x__', '____', '__name__']) {
      expect(documentIdPattern.test(id)).toBe(true);
      expect(isReservedId(id)).toBe(true);
      expect(isDocumentId(id)).toBe(false);
    }
  });

  it('keeps ids that only start or end with two underscores', () => {
    for (const id of ['__x', 'x__', '_x_']) {
      expect(isReservedId(id)).toBe(false);
      expect(isDocumentId(id)).toBe(true);
    }
  });
});
