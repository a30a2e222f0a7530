// The Add Part page's calls to the REST API: upload the picture, then add the part.

import { api } from '@/infra/api';
import type { NewPartInput } from './add-part-form';

interface UploadAnswer {
  success: boolean;
  data: { url: string };
}

interface AddPartAnswer {
  success: boolean;
  message: string;
  insertedId: string;
}

/** POST /images (multipart field `image`): the URL the part will show. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await api<UploadAnswer>('POST', '/images', form);
  return answer.data.url;
}

/** POST /part with the uploaded image's URL; the answer's message is the toast (spec §7). */
export async function addPart(part: NewPartInput, img: string): Promise<AddPartAnswer> {
  const { name, price, description, minimumOrderQuanity, availableQuanity } = part;
  return api<AddPartAnswer>('POST', '/part', {
    name,
    price,
    description,
    minimumOrderQuanity,
    availableQuanity,
    img,
  });
}
