// Add Review's call to the REST API.

import { api } from '@/infra/api';

export interface NewReview {
  name: string;
  review: string;
  rating: number;
}

/** POST /reviews; the server adds the picture (the user's photo or the default one). */
export async function postReview(review: NewReview): Promise<boolean> {
  const answer = await api<{ acknowledged: boolean; insertedId?: string }>('POST', '/reviews', {
    ...review,
  });
  return Boolean(answer.insertedId);
}
