import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  collections,
  imageTypesLabel,
  isWithinImageLimit,
  maxImageLabel,
  type ImageKind,
} from '@cps/domain';
import sharp, { type OutputInfo } from 'sharp';
import { badRequest, notFound, ServiceError } from '../shared/errors';

// Part images live in Firestore (`images/{sha}`), not Cloud Storage: the Storage emulator cannot
// run offline, and a resized WebP fits well inside a document. Ids are content hashes, so a URL
// never changes meaning and can be cached forever.

export const MAX_SIDE = 1200;
const MAX_STORED_BYTES = 900 * 1024;

/** The image type by content (magic bytes), never by file name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/** Validates, resizes (longest side ≤ 1200 px) and stores an upload as WebP. */
export async function storeImage(
  db: Firestore,
  upload: Buffer,
  owner: string,
  now: number,
): Promise<StoredImage> {
  if (upload.length === 0) throw badRequest('The image file is empty.');
  if (!isWithinImageLimit(upload.length)) {
    throw new ServiceError('too-large', `The image is larger than ${maxImageLabel}.`);
  }
  if (!sniffImage(upload)) throw badRequest(`Only ${imageTypesLabel} images are accepted.`);

  let webp: Buffer | undefined;
  let info: OutputInfo | undefined;
  try {
    for (const quality of [82, 70, 55, 40]) {
      const out = await sharp(upload, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      webp = out.data;
      info = out.info;
      if (webp.length <= MAX_STORED_BYTES) break;
    }
  } catch {
    throw badRequest('The image could not be read.');
  }
  if (!webp || !info || webp.length > MAX_STORED_BYTES) {
    throw new ServiceError('too-large', 'The image is too detailed to store.');
  }

  const id = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  await db.collection(collections.images).doc(id).set({
    data: webp,
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    bytes: webp.length,
    owner,
    createdAt: now,
  });
  return {
    id,
    url: `/api/images/${id}.webp`,
    width: info.width,
    height: info.height,
    bytes: webp.length,
  };
}

export async function readImage(db: Firestore, name: string): Promise<Buffer> {
  const id = /^([a-f0-9]{32})\.webp$/.exec(name)?.[1];
  if (!id) throw notFound('Image not found.');
  const snap = await db.collection(collections.images).doc(id).get();
  if (!snap.exists) throw notFound('Image not found.');
  return snap.get('data') as Buffer;
}
