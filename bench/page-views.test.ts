import { describe, expect, it } from 'vitest';
import { documentsDelivered } from './page-views';

// A Listen channel response as the Firestore emulator streams it: length-prefixed JSON arrays.
const stream = `190
[[1,[{"targetChange":{"targetChangeType":"ADD","targetIds":[2]}}]]]
412
[[2,[{"documentChange":{"document":{"name":"projects/demo/databases/(default)/documents/parts/a","fields":{"name":{"stringValue":"A"}}},"targetIds":[2]}}]],[3,[{"documentChange":{ "document" : { "name" : "projects/demo/databases/(default)/documents/reviews/r1","fields":{}},"targetIds":[4]}}]]]
88
[[4,[{"targetChange":{"targetChangeType":"CURRENT","targetIds":[2],"resumeToken":"x"}}]]]`;

describe('counting the documents a Listen stream delivered', () => {
  it('counts each documentChange, whatever the spacing, and nothing else', () => {
    expect(documentsDelivered(stream)).toEqual([
      'projects/demo/databases/(default)/documents/parts/a',
      'projects/demo/databases/(default)/documents/reviews/r1',
    ]);
    expect(documentsDelivered('')).toEqual([]);
  });
});
