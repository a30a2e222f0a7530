import { describe, expect, it } from 'vitest';
import {
  addPart,
  addReview,
  DEFAULT_AVATAR,
  deletePart,
  getPart,
  listParts,
  listReviews,
} from '../../functions/src/services/catalogue';
import { burst, makeCaller, serviceHarness } from './support';

// The catalogue: parts and reviews as the API answers them.

const deps = serviceHarness('catalogue');
const newPart = (name: string) => ({
  name,
  description: 'A part for the catalogue tests.',
  price: 99.99,
  img: '/images/parts/amd-ryzen-7-7800x3d.svg',
  minimumOrderQuanity: 1,
  availableQuanity: 10,
});

describe('parts', () => {
  it('an added part is read back with its id and times; the list is newest first', async () => {
    deps.setNow(Date.UTC(2026, 10, 2));
    const older = await addPart(deps, newPart('Older'));
    deps.setNow(Date.UTC(2026, 10, 3));
    const newer = await addPart(deps, newPart('Newer'));
    expect(await getPart(deps.db, older)).toMatchObject({
      _id: older,
      name: 'Older',
      createdAt: Date.UTC(2026, 10, 2),
      updatedAt: Date.UTC(2026, 10, 2),
    });
    const ids = (await listParts(deps.db)).map((p) => p._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  });

  it('a missing part is a 404', async () => {
    await expect(getPart(deps.db, 'no-such-part')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('three concurrent deletes of one part: exactly one deletes it', async () => {
    const id = await addPart(deps, newPart('Doomed'));
    const result = await burst(3, () => deletePart(deps.db, id));
    expect(result.failures).toEqual([]);
    expect(result.values.sort()).toEqual([0, 0, 1]);
    await expect(getPart(deps.db, id)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('reviews', () => {
  it("a review's picture is the caller's https photo, else the default picture", async () => {
    const withPhoto = makeCaller({ picture: 'https://lh3.googleusercontent.com/a/photo' });
    const withHttp = makeCaller({ picture: 'http://tracker.example/pixel.gif' });
    const a = await addReview(deps, withPhoto, { name: 'A', review: 'Great', rating: 5 });
    const b = await addReview(deps, withHttp, { name: 'B', review: 'Fine', rating: 4 });
    const reviews = await listReviews(deps.db);
    expect(reviews.find((r) => r._id === a)).toMatchObject({
      img: withPhoto.picture,
      uid: withPhoto.uid,
    });
    expect(reviews.find((r) => r._id === b)).toMatchObject({ img: DEFAULT_AVATAR });
  });
});
