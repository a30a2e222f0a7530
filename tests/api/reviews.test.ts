import { collections, copy, reviewLimits, statsDocs, type Review } from '@cps/domain';
import { makeOrder } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/src/config';
import { addOrders } from '../../scripts/seed-orders';
import { addReview } from '../../functions/src/services/reviews/reviews';
import { signIn } from '../support/emulators';
import { removeReviews } from '../support/reviews';
import { admin, call, createAccount, createPart, ownAccount, unique } from './support';

// Reviews as an attacker with free sign-ups sees them: who may publish on Home, and what a
// published review says about its author.

let part: { id: string; doc: Awaited<ReturnType<typeof createPart>>['doc'] };

beforeAll(async () => {
  part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 1000, price: 10 });
});

interface Reviewer {
  uid: string;
  email: string;
  displayName: string;
  idToken: string;
}

/** An account with the name and photo a sign-up (or Google) gave it, and a paid order. */
async function verifiedBuyer(displayName: string, photoURL?: string): Promise<Reviewer> {
  const email = unique('buyer');
  const password = 'secret-password';
  const user = await admin.auth.createUser({
    email,
    password,
    displayName,
    emailVerified: true,
    ...(photoURL && { photoURL }),
  });
  ownAccount(user.uid);
  await addOrders({ db: admin.db, now: Date.now }, [
    {
      id: `review-order-${randomUUID().slice(0, 12)}`,
      doc: makeOrder(
        part,
        { uid: user.uid, email, displayName },
        { paid: true, transectionId: `pi_review_${randomUUID().slice(0, 8)}` },
      ),
    },
  ]);
  return { uid: user.uid, email, displayName, idToken: await signIn(email, password) };
}

async function post(who: { idToken: string; displayName: string }, review: string) {
  return call<{ insertedId?: string; published?: boolean; message?: string }>('POST', '/reviews', {
    token: who.idToken,
    body: { name: who.displayName, review, rating: 5 },
  });
}

/** The listed review with this text (the API's first page), or undefined. */
async function listed(text: string): Promise<Review | undefined> {
  const answer = await call<Review[]>('GET', '/reviews?limit=100');
  expect(answer.status).toBe(200);
  return answer.body.find((r) => r.review === text);
}

/** The reviews Home shows: the query its section runs, newest first. */
async function homeReviewIds(): Promise<string[]> {
  const snap = await admin.db
    .collection(collections.reviews)
    .orderBy('createdAt', 'desc')
    .limit(reviewLimits.shownOnHome)
    .get();
  return snap.docs.map((d) => d.id);
}

describe('who publishes on Home', () => {
  it("two fresh sign-ups cannot replace Home's reviews", async () => {
    const home = await homeReviewIds();
    const api = (
      await call<Review[]>('GET', `/reviews?limit=${reviewLimits.shownOnHome}`)
    ).body.map((r) => r._id);
    expect(home).toHaveLength(reviewLimits.shownOnHome);
    for (const name of ['flooder-a', 'flooder-b']) {
      const who = await createAccount(name);
      for (let i = 0; i < 5; i += 1) {
        const answer = await post(who, `Best shop ever! (${name} ${i})`);
        expect(answer.status).toBe(201);
        // Spec §7's client reads insertedId; the SPA also tells the reviewer that it waits.
        expect(answer.body).toMatchObject({ insertedId: expect.any(String), published: false });
      }
    }
    expect(await homeReviewIds()).toEqual(home);
    const after = await call<Review[]>('GET', `/reviews?limit=${reviewLimits.shownOnHome}`);
    expect(after.body.map((r) => r._id)).toEqual(api);
  });
});

describe('what a published review says about its author', () => {
  it("a reviewer's tracking-pixel picture is not served", async () => {
    const pixel = 'https://pixel.tracker.example/p.gif?who=reviewer';
    const who = await verifiedBuyer('Pixel Owner', pixel);
    const text = `Quiet fans (${randomUUID()})`;
    expect((await post(who, text)).status).toBe(201);
    const review = await listed(text);
    expect(review).toBeDefined();
    expect(review?.img).toBe('/images/avatars/default.svg');
    expect(JSON.stringify(review)).not.toContain('tracker.example');
  });

  it('a display name impersonating the shop is not published as is', async () => {
    const who = await verifiedBuyer('Store Support (official)');
    const text = `Your order is delayed, call us (${randomUUID()})`;
    expect((await post(who, text)).status).toBe(201);
    const review = await listed(text);
    expect(review).toBeDefined();
    expect(review?.name).not.toBe('Store Support (official)');
  });

  it('GET /reviews reveals no reviewer uid', async () => {
    const who = await verifiedBuyer('Private Person');
    const text = `Good packaging (${randomUUID()})`;
    const answer = await post(who, text);
    expect(answer.status).toBe(201);
    const page = await call<Review[]>('GET', '/reviews?limit=100');
    expect(page.body.find((r) => r.review === text)).toBeDefined();
    expect(JSON.stringify(page.body)).not.toContain(who.uid);
    for (const review of page.body) expect(review).not.toHaveProperty('uid');
    // Nor does the document any client may read.
    const stored = await admin.db.doc(`${collections.reviews}/${answer.body.insertedId}`).get();
    expect(stored.data()).not.toHaveProperty('uid');
  });
});

describe('the queue of reviews waiting for approval', () => {
  it('a fresh account is refused once the store-wide queue is full (429), writing nothing', async () => {
    const { maxWaiting } = readConfig('').reviews;
    const deps = { db: admin.db, now: Date.now, config: readConfig('') };
    const waiting = async () =>
      ((await admin.db.doc(`${collections.stats}/${statsDocs.reviewQueue}`).get()).get(
        'waiting',
      ) as number | undefined) ?? 0;
    // Filled through the use case by made-up accounts (each one review), as a ring of sign-ups would.
    const fillers: string[] = [];
    try {
      while ((await waiting()) < maxWaiting) {
        const uid = `queue-filler-${randomUUID().slice(0, 12)}`;
        const posted = await addReview(
          deps,
          {
            uid,
            email: `${uid}@example.com`,
            emailVerified: true,
            name: 'Filler',
            picture: undefined,
            via: 'idToken',
          },
          { review: `Filler ${uid}`, rating: 5 },
        );
        fillers.push(posted.id);
      }
      const fresh = await createAccount('late-reviewer');
      const text = `Refused while the queue is full (${randomUUID()})`;
      const answer = await post(fresh, text);
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ success: false, message: copy.reviews.queueFull });
      expect(Number(answer.headers.get('retry-after'))).toBe(3600);
      expect(await waiting()).toBe(maxWaiting);
      const written = await admin.db
        .collection(collections.reviewAuthors)
        .where('uid', '==', fresh.uid)
        .get();
      expect(written.size).toBe(0);
      expect(
        (await admin.db.doc(`${collections.rateLimits}/reviews:${fresh.uid}`).get()).exists,
      ).toBe(false);
      // A buyer is not held by the queue: their review is published at once.
      const buyer = await verifiedBuyer('Queue Buyer');
      const published = await post(buyer, `Bought and reviewed (${randomUUID()})`);
      expect(published.status).toBe(201);
      expect(published.body.published).toBe(true);
    } finally {
      await removeReviews(admin.db, fillers);
    }
  });
});
