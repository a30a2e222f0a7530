import { pageSizes } from '@cps/domain';
import type { Request, Response } from 'express';
import type { ListPage } from '../services/shared/paged-query';

/**
 * Public lists may be kept by Hosting's CDN for 30 s and served stale for 5 more minutes while it
 * refreshes: repeats of a popular page cost no function call and no Firestore read. Browsers
 * always ask again (max-age=0), and the browse page's cards then follow their parts live by id,
 * so a list up to 30 s old still shows each part's current stock and price.
 */
export const listCacheControl = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/**
 * Lists of personal data (orders, accounts) are the caller's alone: no shared cache (a CDN or a
 * proxy) may keep them, and the browser does not store them either.
 */
export const personalCacheControl = 'private, no-store';

/**
 * The paging headers of a list (docs/api.md): `X-Total-Count` always; `Link` (RFC 8288) with
 * rel="next" / rel="prev" when those pages exist. Links are path-absolute and built from the
 * request's own path (`/api/parts` behind Hosting), keeping its filters and limit.
 */
export function sendPage<T>(
  req: Request,
  res: Response,
  page: ListPage<T>,
  params: (cursor: string) => URLSearchParams,
  cacheControl: string,
): T[] {
  const path = req.originalUrl.split('?')[0];
  const links = [
    page.next && `<${path}?${params(page.next).toString()}>; rel="next"`,
    page.prev && `<${path}?${params(page.prev).toString()}>; rel="prev"`,
  ].filter(Boolean);
  res.set('X-Total-Count', String(page.total));
  if (links.length) res.set('Link', links.join(', '));
  res.set('Access-Control-Expose-Headers', 'Link, X-Total-Count');
  res.set('Cache-Control', cacheControl);
  return page.items;
}

/** The limit goes into links only when it is not the default. */
export function withLimit(params: URLSearchParams, limit: number): URLSearchParams {
  if (limit !== pageSizes.api) params.set('limit', String(limit));
  return params;
}
