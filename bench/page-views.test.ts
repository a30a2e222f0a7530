import { describe, expect, it } from 'vitest';
import { aggregationCounts, billedReads, documentsDelivered } from './page-views';

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

describe('counting the reads of aggregation (count) answers', () => {
  const answer = `[{"result":{"aggregateFields":{"aggregate_0":{"integerValue":"2519"}}},"readTime":"2026-11-23T10:00:00.000000Z"}]`;

  it('finds the count of each answer', () => {
    expect(aggregationCounts(answer)).toEqual([2519]);
    expect(aggregationCounts('[{"readTime":"x"}]')).toEqual([]);
    expect(aggregationCounts('not json')).toEqual([]);
  });

  it('bills a document per document and a read per 1,000 counted (at least one)', () => {
    expect(billedReads({ read: ['a', 'b'], aggregations: [2519, 0, 1000] })).toBe(2 + 3 + 1 + 1);
    expect(billedReads({ read: [], aggregations: [] })).toBe(0);
  });
});
