import { readImage, storeImage } from '../../services/catalogue/images';
import type { Route } from '../route';
import { readImageUpload } from '../upload';

export const imageRoutes: Route[] = [
  {
    method: 'post',
    path: '/images',
    access: 'admin',
    handle: async ({ deps, req, caller, status }) => {
      const image = await storeImage(deps.db, await readImageUpload(req), caller.uid, deps.now());
      status(201);
      return { success: true, data: { url: image.url, width: image.width, height: image.height } };
    },
  },
  {
    method: 'get',
    path: '/images/:name',
    access: 'public',
    handle: async ({ deps, req, res }) => {
      const bytes = await readImage(deps.db, String(req.params.name));
      res
        .status(200)
        .set({
          'Content-Type': 'image/webp',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(bytes);
      return undefined;
    },
  },
];
