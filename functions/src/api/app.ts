import express, { type NextFunction, type Request, type Response } from 'express';
import * as logs from '../infra/logs';
import type { Deps } from '../services/shared/deps';
import { forbidden, ServiceError } from '../services/shared/errors';
import { RateLimitGate } from '../services/shared/rate-limit';
import { isAdminNow } from '../services/accounts/roles';
import { authenticate } from './auth';
import { httpStatusOf } from './http-errors';
import { personalCacheControl } from './paging';
import type { Context, Route } from './route';

const JSON_LIMIT_BYTES = 64 * 1024;
const UPLOAD_LIMIT_BYTES = 6 * 1024 * 1024;
// A catalogue import's CSV (POST /parts/import): its rows are capped too (importRowsMax), and a
// chunk of 2,000 rows is about 1 MB; Cloud Functions refuses requests over 10 MB.
const CSV_LIMIT_BYTES = 8 * 1024 * 1024;

/** Bodies over the limit are refused before anything reads them (Cloud Functions buffers them). */
function bodyLimit(req: Request & { rawBody?: Buffer }, _res: Response, next: NextFunction) {
  const limit = req.is('multipart/form-data')
    ? UPLOAD_LIMIT_BYTES
    : req.is('text/csv')
      ? CSV_LIMIT_BYTES
      : JSON_LIMIT_BYTES;
  const declared = Number(req.headers['content-length'] ?? 0);
  const size = Math.max(declared, req.rawBody?.length ?? 0);
  next(size > limit ? new ServiceError('too-large', 'The request body is too large.') : undefined);
}

function handler(route: Route, deps: Deps) {
  return async (req: Request, res: Response) => {
    let status = 200;
    const ctx = { req, res, deps, status: (code: number) => void (status = code) } as Context;
    if (route.access !== 'public') {
      const header = req.headers.authorization;
      ctx.caller = await authenticate(deps, header);
      ctx.token = header!.slice('Bearer '.length);
      let admin: Promise<boolean> | undefined;
      ctx.isAdmin = () => (admin ??= isAdminNow(deps.auth, ctx.caller.uid));
      if (route.access === 'admin' && !(await ctx.isAdmin())) throw forbidden();
    }
    if (route.rateLimit) {
      const limit = deps.config.rateLimits[route.rateLimit];
      ctx.rateLimit = new RateLimitGate(deps.db, limit, ctx.caller.uid, deps.now);
      // A full window is refused before any other work, and the refusal writes nothing.
      await ctx.rateLimit.check();
    }
    const answer = await route.handle(ctx);
    // An action that did not count itself is counted once it succeeded (refusals never are).
    if (ctx.rateLimit) await settle(ctx.rateLimit);
    if (!res.headersSent) res.status(status).json(answer);
  };
}

/** Counts a succeeded attempt; the answer stands even if the count could not be written. */
async function settle(gate: RateLimitGate) {
  try {
    await gate.settle();
  } catch (error) {
    logs.rateLimitSettleFailed(gate.limit.name, error);
  }
}

function sendError(err: unknown, req: Request, res: Response, _next: NextFunction) {
  // A file written as it is read (an export) failed part way: its status has gone, so the
  // connection is cut, and the client sees a download that failed rather than a short file.
  if (res.headersSent) {
    logs.apiUnhandledError({ method: req.method, path: req.path }, err);
    res.destroy();
    return;
  }
  if (err instanceof ServiceError) {
    if (err.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(httpStatusOf[err.code]).json({
      success: false,
      message: err.message,
      ...(err.partId ? { partId: err.partId } : {}),
    });
    return;
  }
  // body-parser's own errors: malformed JSON, too large, unsupported charset.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (err as { type?: string }).type === 'entity.parse.failed'
        ? 'Malformed JSON body.'
        : 'Bad request.';
    res.status(status).json({ success: false, message });
    return;
  }
  logs.apiUnhandledError({ method: req.method, path: req.path }, err);
  res.status(500).json({ success: false, message: 'Internal error.' });
}

/**
 * The REST API of spec §7. Routes come from one table (routes.ts, and locally the emulator's own
 * routes too); it answers under `/api` (Hosting's rewrite keeps the prefix) and at the function's
 * own URL.
 */
export function createApp(deps: Deps, routes: readonly Route[]): express.Express {
  const router = express.Router();
  // A limit is per caller: a public route has none to count against.
  const unlimitable = routes.find((route) => route.rateLimit && route.access === 'public');
  if (unlimitable) throw new Error(`${unlimitable.path}: a public route cannot be rate-limited`);
  for (const route of routes) router[route.method](route.path, handler(route, deps));

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Every answer is the caller's alone unless its route says otherwise: the public catalogue and
  // images set their own caching. Errors (a 401 included) are never kept by a cache either.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', personalCacheControl);
    next();
  });
  app.use(bodyLimit);
  app.use(express.json({ limit: JSON_LIMIT_BYTES }));
  // SSLCommerz POSTs forms (the IPN, the buyer's return); Cloud Functions has usually parsed them.
  app.use(express.urlencoded({ extended: false, limit: JSON_LIMIT_BYTES, parameterLimit: 100 }));
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const hasBody =
      ['POST', 'PUT', 'PATCH'].includes(req.method) &&
      !req.is('multipart/form-data') &&
      !req.is('text/csv');
    const body: unknown = req.body;
    if (
      hasBody &&
      body !== undefined &&
      (typeof body !== 'object' || body === null || Array.isArray(body))
    ) {
      next(new ServiceError('invalid-argument', 'The body must be a JSON object.'));
      return;
    }
    next();
  });
  app.use('/api', router);
  app.use(router);
  app.use((_req: Request, _res: Response, next: NextFunction) =>
    next(new ServiceError('not-found', 'Not found.')),
  );
  app.use(sendError);
  return app;
}
