import { describe, expect, it } from 'vitest';
import { aggregationCounts, billedReads, documentsDelivered, emptyTargets } from './page-views';

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

describe('counting the listens answered empty', () => {
  it('counts a target that became current without a document, and no other', () => {
    expect(emptyTargets(stream)).toBe(0);
    const empty = `${stream}
70
[[5,[{"targetChange":{"targetChangeType":"ADD","targetIds":[6]}}]]]
90
[[6,[{"targetChange":{"targetChangeType":"CURRENT","targetIds":[6],"resumeToken":"y"}}]]]`;
    expect(emptyTargets(empty)).toBe(1);
    expect(emptyTargets('')).toBe(0);
    // As a fetch stream delivers them: each frame runs straight into the next one's length.
    expect(emptyTargets(empty.replace(/\]\n(\d+)\n/g, ']$1\n'))).toBe(1);
    // A frame cut short by the end of the recording is skipped.
    expect(emptyTargets('70\n[[5,[{"targetChange":{"targetChangeType":"ADD","targ')).toBe(0);
  });
});

describe('counting what the REST API read for the browse page', () => {
  it('bills what each catalogue answer said it read, and a missing figure fails the count', () => {
    expect(
      billedReads({ read: ['stats'], aggregations: [], emptyTargets: 1, apiReads: [0, 2] }),
    ).toBe(1 + 1 + 2);
    expect(billedReads({ read: [], aggregations: [], apiReads: [Number.NaN] })).toBeNaN();
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
