import express, { type NextFunction, type Request, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { getPart, listParts, listReviews } from './catalogue';
import { HttpError } from './errors';

/**
 * The REST API of spec §7. It answers both under `/api` (through Hosting's rewrite) and at the
 * function's own URL, so the same routes are mounted at both prefixes.
 */
export function createApp(db: Firestore): express.Express {
  const routes = express.Router();
  routes.get('/parts', async (_req, res) => {
    res.json(await listParts(db));
  });
  routes.get('/part/:id', async (req, res) => {
    res.json(await getPart(db, req.params.id as string));
  });
  routes.get('/reviews', async (_req, res) => {
    res.json(await listReviews(db));
  });

  const app = express();
  app.disable('x-powered-by');
  app.use('/api', routes);
  app.use(routes);
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found.' });
  });
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof HttpError) {
      res.status(err.status).json({ success: false, message: err.message });
      return;
    }
    console.error('api_unhandled_error', err);
    res.status(500).json({ success: false, message: 'Internal error.' });
  });
  return app;
}
