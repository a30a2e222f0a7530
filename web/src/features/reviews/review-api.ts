// Add Review's call to the REST API.

import { api } from '@/infra/api';

export interface NewReview {
  name: string;
  review: string;
  rating: number;
}

/** What became of a review: not posted, published on Home, or waiting for the shop's approval. */
export type PostOutcome = 'failed' | 'published' | 'waiting';

/** POST /reviews; the server adds the picture (the user's photo or the default one). */
export async function postReview(review: NewReview): Promise<PostOutcome> {
  const answer = await api<{ acknowledged: boolean; insertedId?: string; published?: boolean }>(
    'POST',
    '/reviews',
    { ...review },
  );
  if (!answer.insertedId) return 'failed';
  return answer.published ? 'published' : 'waiting';
}
