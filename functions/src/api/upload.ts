import { maxImageBytes, maxImageLabel, messages } from '@cps/domain';
import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, ServiceError } from '../services/shared/errors';

/**
 * Reads the one file of a multipart upload (field `image`). Cloud Functions has already read the
 * body into `rawBody`; elsewhere the request stream is parsed.
 */
export function readImageUpload(req: Request & { rawBody?: Buffer }): Promise<Buffer> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(
      badRequest('Send the image as multipart/form-data in the field "image".'),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 5, fileSize: maxImageBytes, parts: 10 },
      });
    } catch {
      reject(badRequest('Malformed multipart body.'));
      return;
    }
    let image: Buffer | undefined;
    let tooLarge = false;
    parser.on('file', (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (field === 'image' && !image) image = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(badRequest('Malformed multipart body.')));
    parser.on('close', () => {
      if (tooLarge) {
        reject(new ServiceError('too-large', `The image is larger than ${maxImageLabel}.`));
      } else if (!image) {
        reject(badRequest(messages.validation.imageRequired));
      } else {
        resolve(image);
      }
    });
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
