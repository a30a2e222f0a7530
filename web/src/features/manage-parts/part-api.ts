// The admin's calls to the REST API for parts: upload a picture, add a part, edit one, split its
// stock.

import type { PartFields } from '@cps/domain';
import { api } from '@/infra/api';
import type { NewPartInput } from './add-part-form';
import { notePartWritten } from './part-writes';

interface UploadAnswer {
  success: boolean;
  data: { url: string };
}

interface AddPartAnswer {
  success: boolean;
  message: string;
  insertedId: string;
}

/** The fields PATCH /part/{id} may change; only those given are written. */
export type PartChanges = Partial<PartFields>;

const partPath = (id: string) => `/part/${encodeURIComponent(id)}`;

/** POST /images (multipart field `image`): the URL the part will show. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await api<UploadAnswer>('POST', '/images', form);
  return answer.data.url;
}

/** POST /part with the uploaded image's URL; the answer's message is the toast (spec §7). */
export async function addPart(part: NewPartInput, img: string): Promise<AddPartAnswer> {
  const {
    name,
    price,
    description,
    minimumOrderQuanity,
    availableQuanity,
    category,
    brand,
    specs,
  } = part;
  const answer = await api<AddPartAnswer>('POST', '/part', {
    name,
    price,
    description,
    minimumOrderQuanity,
    availableQuanity,
    img,
    category,
    brand,
    specs,
  });
  notePartWritten();
  return answer;
}

/**
 * PATCH /part/{id} with the changed fields only (admin). Throws an ApiError with the server's
 * message on refusal (400 bad input, 403 not an admin, 404 no such part); nothing is changed then.
 */
export async function updatePart(id: string, changes: PartChanges): Promise<void> {
  await api<unknown>('PATCH', partPath(id), changes);
  notePartWritten();
}

/** What PUT /part/{id}/stockShards answers: the part's shard count and its stock, unchanged. */
export interface StockShardsAnswer {
  acknowledged: boolean;
  stockShards: number;
  availableQuanity: number;
}

/**
 * PUT /part/{id}/stockShards (admin): splits the part's stock over `stockShards` shards, or joins
 * it back with 1. Throws an ApiError with the server's message on refusal (400, 403, 404). The
 * list is not asked again: the switch changes nothing it searches or sorts by, and its rows are
 * live.
 */
export async function setStockShards(id: string, stockShards: number): Promise<StockShardsAnswer> {
  return api<StockShardsAnswer>('PUT', `${partPath(id)}/stockShards`, { stockShards });
}
