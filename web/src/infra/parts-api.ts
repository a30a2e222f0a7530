// One page of parts from the API's search engine (`GET /api/parts`): the browse page's cards and
// the admin's product list both read their lists here, then keep the rows in view live by id
// (hooks/use-live-parts).

import type { Part } from '@cps/domain';

export interface ResultsPage {
  /** At most a page of parts, in the sort's order. */
  parts: Part[];
  /** How many parts match in all; undefined when the API did not say. */
  total: number | undefined;
  /** Cursors of the pages around this one; undefined where there is none. */
  next?: string;
  previous?: string;
}

/** The `cursor` of the `Link` header's URL with this rel, when the API sent one. */
export function linkCursor(link: string | null, rel: 'next' | 'prev'): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="([^"]*)"/.exec(part);
    if (match?.[2] !== rel) continue;
    return new URL(match[1]!, 'http://link.invalid').searchParams.get('cursor') ?? undefined;
  }
  return undefined;
}

/** The address of `GET /api/parts` with these parameters. */
export const partsApiUrl = (params: URLSearchParams): string => `/api/parts?${params}`;

/** `GET /api/parts` with these parameters: the page, its count and its neighbours' cursors. */
export async function fetchPartsPage(
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ResultsPage> {
  return readPartsPage(await fetch(partsApiUrl(params), { signal }));
}

/** The page of parts that a `GET /api/parts` answered. */
export async function readPartsPage(response: Response): Promise<ResultsPage> {
  if (!response.ok) throw new Error(`GET /api/parts answered ${response.status}`);
  const parts = (await response.json()) as Part[];
  // No header, or an empty one, is no count (Number('') is 0: "0 parts" above a page of cards).
  const total = Number(response.headers.get('X-Total-Count') || NaN);
  const link = response.headers.get('Link');
  return {
    parts,
    total: Number.isInteger(total) ? total : undefined,
    next: linkCursor(link, 'next'),
    previous: linkCursor(link, 'prev'),
  };
}
