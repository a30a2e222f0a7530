import { collections, copy, defaultAvatar, statsDocs, type ReviewDoc } from '@cps/domain';
import { demoReviews, demoWaitingReviews } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED_MARKER, seedDemoData } from '../../scripts/seed-demo';
import type { Caller } from '../../functions/src/services/shared/caller';
import { RateLimitGate } from '../../functions/src/services/shared/rate-limit';
import {
  addReview,
  approveReview,
  listReviewsPage,
  rejectReview,
} from '../../functions/src/services/reviews/reviews';
import { burst, makeCaller, serviceHarness, walk, type ServiceHarness } from './support';
import { moveReviewAuthors } from '../../scripts/migrations';

// Reviews and their moderation, called directly: who publishes at once, the queue and its
// store-wide bound under a burst of fresh accounts, approve and reject racing, what a review
// keeps of its author, and the seed's upgrade of reviews written with their author's uid.

const deps = serviceHarness('reviews');
const bounded = serviceHarness('reviews-bounded');
const paging = serviceHarness('reviews-paging');
const seeded = serviceHarness('reviews-seed');

const body = (review = `Review ${randomUUID().slice(0, 8)}`) => ({ name: 'x', review, rating: 4 });

/** A caller with a paid order in `h`'s project: a verified buyer, who publishes at once. */
async function buyer(h: ServiceHarness, overrides: Partial<Caller> = {}): Promise<Caller> {
  const caller = makeCaller(overrides);
  await h.db.collection(collections.orders).add({ uid: caller.uid, paid: true, createdAt: 1 });
  return caller;
}

const read = async (h: ServiceHarness, collection: string, id: string) =>
  (await h.db.collection(collection).doc(id).get()).data();

const waitingCount = async (h: ServiceHarness) =>
  ((await read(h, collections.stats, statsDocs.reviewQueue))?.waiting as number | undefined) ?? 0;

const queueSize = async (h: ServiceHarness) =>
  (await h.db.collection(collections.reviewQueue).count().get()).data().count;

describe('who publishes', () => {
  it("a customer with a paid order publishes at once; anyone else's review waits, unlisted", async () => {
    const paid = await buyer(deps);
    const fresh = makeCaller();
    const published = await addReview(deps, paid, body('From a buyer'));
    const waiting = await addReview(deps, fresh, body('From a fresh account'));
    expect(published.published).toBe(true);
    expect(waiting.published).toBe(false);

    expect(await read(deps, collections.reviews, published.id)).toMatchObject({
      review: 'From a buyer',
      verifiedBuyer: true,
    });
    expect(await read(deps, collections.reviews, waiting.id)).toBeUndefined();
    expect(await read(deps, collections.reviewQueue, waiting.id)).toMatchObject({
      review: 'From a fresh account',
      verifiedBuyer: false,
    });
    const listed = (await listReviewsPage(deps.db, { limit: 100 })).items.map((r) => r._id);
    expect(listed).toContain(published.id);
    expect(listed).not.toContain(waiting.id);
  });

  it('a review keeps no uid; its author is recorded in reviewAuthors only', async () => {
    const paid = await buyer(deps);
    const fresh = makeCaller();
    for (const [caller, collection] of [
      [paid, collections.reviews],
      [fresh, collections.reviewQueue],
    ] as const) {
      const { id } = await addReview(deps, caller, body());
      const stored = await read(deps, collection, id);
      expect(stored).toBeDefined();
      expect(stored).not.toHaveProperty('uid');
      expect(JSON.stringify(stored)).not.toContain(caller.uid);
      expect(await read(deps, collections.reviewAuthors, id)).toEqual({
        uid: caller.uid,
        createdAt: deps.now(),
      });
    }
    const page = await listReviewsPage(deps.db, { limit: 100 });
    expect(JSON.stringify(page.items)).not.toContain(paid.uid);
  });

  it("the account's name and picture pass the rules of the payload's; the payload's name is not used", async () => {
    const cases: [Partial<Caller>, { img?: string }, Partial<ReviewDoc>][] = [
      [
        { name: 'Store Support (official)', picture: 'https://pixel.tracker.example/p.gif' },
        {},
        { name: copy.reviews.anonymous, img: defaultAvatar },
      ],
      [
        { name: 'Nusrat Jahan', picture: 'https://lh3.googleusercontent.com/a/photo' },
        {},
        { name: 'Nusrat Jahan', img: 'https://lh3.googleusercontent.com/a/photo' },
      ],
      [
        { name: 'Imran Kabir', picture: 'http://lh3.googleusercontent.com/a/photo' },
        {},
        { name: 'Imran Kabir', img: defaultAvatar },
      ],
      [
        { name: 'Arif\u202E Chowdhury', picture: 'https://pixel.tracker.example/p.gif' },
        { img: 'https://i.ibb.co/4pDNDk1/avatar.png' },
        { name: 'Arif Chowdhury', img: 'https://i.ibb.co/4pDNDk1/avatar.png' },
      ],
      [{ name: undefined }, {}, { name: copy.reviews.anonymous, img: defaultAvatar }],
    ];
    for (const [account, payload, expected] of cases) {
      const caller = await buyer(deps, account);
      const { id } = await addReview(deps, caller, { ...body(), name: 'Admin', ...payload });
      expect(await read(deps, collections.reviews, id)).toMatchObject(expected);
    }
  });
});

describe('the queue', () => {
  const maxWaiting = 5;
  const small = { ...bounded, config: { ...bounded.config, reviews: { maxWaiting } } };

  it(`holds at most ${maxWaiting} reviews under a burst of fresh accounts; a refusal writes nothing`, async () => {
    const result = await burst(14, () => addReview(small, makeCaller(), body()));
    // Each attempt is accepted, refused as the queue is full, or lost to contention on its
    // counter (the store's clean 'aborted'); nothing else.
    for (const refusal of result.refusals)
      expect(['rate-limited', 'aborted']).toContain(refusal.code);
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeLessThanOrEqual(maxWaiting);
    // Topped up one at a time to the bound, then refused.
    while ((await queueSize(small)) < maxWaiting) await addReview(small, makeCaller(), body());
    const refused = addReview(small, makeCaller(), body('One too many'));
    await expect(refused).rejects.toMatchObject({
      code: 'rate-limited',
      message: copy.reviews.queueFull,
      retryAfterSeconds: 3600,
    });
    expect(await queueSize(small)).toBe(maxWaiting);
    expect(await waitingCount(small)).toBe(maxWaiting);
    const authors = await small.db.collection(collections.reviewAuthors).count().get();
    expect(authors.data().count).toBe(maxWaiting);
  });

  it("a full queue does not hold a buyer's review, nor use up the caller's own allowance", async () => {
    expect(await queueSize(small)).toBe(maxWaiting);
    const paid = await buyer(small);
    expect((await addReview(small, paid, body())).published).toBe(true);

    const fresh = makeCaller();
    const limit = { name: 'reviews', max: 5, windowMs: 86_400_000 };
    const gate = new RateLimitGate(small.db, limit, fresh.uid, small.now);
    await expect(addReview(small, fresh, body(), gate)).rejects.toMatchObject({
      code: 'rate-limited',
    });
    expect(
      (await small.db.doc(`${collections.rateLimits}/reviews:${fresh.uid}`).get()).exists,
    ).toBe(false);
  });

  it('approving or rejecting frees a place; the next fresh review is taken', async () => {
    const [first, second] = (
      await small.db.collection(collections.reviewQueue).orderBy('createdAt').limit(2).get()
    ).docs;
    await approveReview(small, first!.id);
    await rejectReview(small, second!.id);
    expect(await waitingCount(small)).toBe(maxWaiting - 2);
    await addReview(small, makeCaller(), body());
    await addReview(small, makeCaller(), body());
    await expect(addReview(small, makeCaller(), body())).rejects.toMatchObject({
      code: 'rate-limited',
    });
    expect(await waitingCount(small)).toBe(maxWaiting);
  });
});

describe('approve and reject', () => {
  it('approving moves the review to the published list under the same id, as it was posted', async () => {
    deps.setNow(Date.UTC(2026, 10, 2));
    const { id } = await addReview(deps, makeCaller({ name: 'Sadia Islam' }), body('Waits'));
    const waiting = await read(deps, collections.reviewQueue, id);
    deps.setNow(Date.UTC(2026, 10, 3));
    const approved = await approveReview(deps, id);
    expect(approved).toEqual({ _id: id, ...waiting });
    expect(await read(deps, collections.reviews, id)).toEqual(waiting);
    expect(await read(deps, collections.reviewQueue, id)).toBeUndefined();
    expect((await read(deps, collections.reviewAuthors, id))?.uid).toEqual(expect.any(String));
    const listed = await listReviewsPage(deps.db, { limit: 100 });
    expect(listed.items.find((r) => r._id === id)).toEqual(approved);
  });

  it('rejecting deletes the review and its author; neither is listed', async () => {
    const { id } = await addReview(deps, makeCaller(), body('Spam'));
    await rejectReview(deps, id);
    expect(await read(deps, collections.reviewQueue, id)).toBeUndefined();
    expect(await read(deps, collections.reviews, id)).toBeUndefined();
    expect(await read(deps, collections.reviewAuthors, id)).toBeUndefined();
  });

  it('a review no longer waiting (or never) is a 404 for approve and reject', async () => {
    const paid = await addReview(deps, await buyer(deps), body());
    for (const id of [paid.id, 'no-such-review']) {
      await expect(approveReview(deps, id)).rejects.toMatchObject({
        code: 'not-found',
        message: copy.reviews.notWaiting,
      });
      await expect(rejectReview(deps, id)).rejects.toMatchObject({ code: 'not-found' });
    }
    expect(await read(deps, collections.reviews, paid.id)).toBeDefined();
  });

  it('two admins at once, one approving and one rejecting: exactly one wins', async () => {
    const before = await waitingCount(deps);
    const ids = await Promise.all(
      Array.from({ length: 4 }, async () => (await addReview(deps, makeCaller(), body())).id),
    );
    for (const id of ids) {
      const result = await burst(6, (i) =>
        i % 2 === 0
          ? approveReview(deps, id).then(() => 'approved')
          : rejectReview(deps, id).then(() => 'rejected'),
      );
      expect(result.failures).toEqual([]);
      expect(result.values).toHaveLength(1);
      for (const refusal of result.refusals)
        expect(['not-found', 'aborted']).toContain(refusal.code);
      const published = await read(deps, collections.reviews, id);
      expect(Boolean(published)).toBe(result.values[0] === 'approved');
      expect(await read(deps, collections.reviewQueue, id)).toBeUndefined();
    }
    expect(await waitingCount(deps)).toBe(before);
  });
});

describe('listReviewsPage', () => {
  it('pages the published reviews newest first, forward and back, with the total', async () => {
    const caller = await buyer(paging);
    const ids: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      paging.setNow(Date.UTC(2026, 5, 1) + Math.floor(i / 2) * 1000);
      ids.push((await addReview(paging, caller, body(`R${i}`))).id);
    }
    // A waiting review is not one of them.
    await addReview(paging, makeCaller(), body('Waiting'));
    const { forward, backward, totals } = await walk((cursor) =>
      listReviewsPage(paging.db, { limit: 4, cursor }),
    );
    expect(forward.map((p) => p.length)).toEqual([4, 4, 4, 3]);
    expect([...forward.flat()].sort()).toEqual([...ids].sort());
    expect(backward).toEqual(forward);
    expect(new Set(totals)).toEqual(new Set([15]));
    expect(forward[0]).toContain(ids[14]);
  });

  it('answers no uid even for a review stored with one (written before reviewAuthors)', async () => {
    await paging.db.collection(collections.reviews).doc('legacy-review').set({
      name: 'Old',
      review: 'Old',
      rating: 3,
      img: defaultAvatar,
      uid: 'legacy-uid',
      createdAt: 1,
    });
    const page = await listReviewsPage(paging.db, { limit: 100 });
    expect(page.items.find((r) => r._id === 'legacy-review')).toEqual({
      _id: 'legacy-review',
      name: 'Old',
      review: 'Old',
      rating: 3,
      img: defaultAvatar,
      createdAt: 1,
    });
  });
});

describe("the seed's upgrade", () => {
  it('seeds the published reviews, and the waiting ones counted in the queue with their authors', async () => {
    await seedDemoData(seeded.db, seeded.auth);
    const published = await seeded.db.collection(collections.reviews).get();
    expect(published.size).toBe(demoReviews.length);
    expect(await queueSize(seeded)).toBe(demoWaitingReviews.length);
    expect(await waitingCount(seeded)).toBe(demoWaitingReviews.length);
    for (const review of demoWaitingReviews) {
      expect(await read(seeded, collections.reviewAuthors, review.id)).toMatchObject({
        uid: review.uid,
      });
    }
    // Seeding again without the marker adds none twice, even one approved meanwhile.
    await approveReview(seeded, demoWaitingReviews[0]!.id);
    await seeded.db.doc(SEED_MARKER).delete();
    await seedDemoData(seeded.db, seeded.auth);
    expect(await queueSize(seeded)).toBe(demoWaitingReviews.length - 1);
    expect(await waitingCount(seeded)).toBe(demoWaitingReviews.length - 1);
  });

  it('moves the uid of reviews written with one to reviewAuthors, once (a seed older than 7)', async () => {
    const reviews = seeded.db.collection(collections.reviews);
    const legacy = Array.from({ length: 3 }, (_, i) => ({
      id: `legacy-${i}`,
      doc: {
        name: `Old ${i}`,
        review: 'Old',
        rating: 4,
        img: defaultAvatar,
        uid: `old-uid-${i}`,
        createdAt: 10 + i,
      },
    }));
    for (const { id, doc } of legacy) await reviews.doc(id).set(doc);
    await seeded.db.doc(SEED_MARKER).set({ version: 6 });
    await seedDemoData(seeded.db, seeded.auth);
    for (const { id, doc } of legacy) {
      const { uid, ...rest } = doc;
      expect(await read(seeded, collections.reviews, id)).toEqual(rest);
      expect(await read(seeded, collections.reviewAuthors, id)).toEqual({
        uid,
        createdAt: doc.createdAt,
      });
    }
    const withUid = await reviews.orderBy('uid').limit(1).get();
    expect(withUid.empty).toBe(true);
    expect(await moveReviewAuthors(seeded.db)).toBe(0);
  });
});
