import { encodeCursor, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartsPageState } from '@/lib/parts-query';
import { fetchBrowsePage, linkCursor, withChanges } from './first-page';

const part = (id: string, overrides: Parameters<typeof makePart>[0] = {}): Part => ({
  _id: id,
  ...makePart({ name: `Part ${id}`, ...overrides }),
});

afterEach(() => vi.unstubAllGlobals());

describe('linkCursor', () => {
  const next = encodeCursor({ direction: 'after', id: 'part-23' });
  const prev = encodeCursor({ direction: 'before', id: 'part-0' });
  const nextLink = `</api/parts?category=networking&sort=price-asc&limit=24&cursor=${next}>; rel="next"`;
  const prevLink = `</api/parts?limit=24&cursor=${prev}>; rel="prev"`;

  it('reads the cursor of the next page', () => {
    expect(linkCursor(nextLink, 'next')).toBe(next);
    expect(linkCursor(nextLink, 'prev')).toBeUndefined();
  });

  it('reads the cursor of the previous page', () => {
    expect(linkCursor(prevLink, 'prev')).toBe(prev);
    expect(linkCursor(prevLink, 'next')).toBeUndefined();
  });

  it('tells next and prev apart when the header has both, in either order', () => {
    for (const header of [`${nextLink}, ${prevLink}`, `${prevLink},${nextLink}`]) {
      expect(linkCursor(header, 'next')).toBe(next);
      expect(linkCursor(header, 'prev')).toBe(prev);
    }
  });

  it('answers nothing without a header, or with a link that has no cursor', () => {
    expect(linkCursor(null, 'next')).toBeUndefined();
    expect(linkCursor('', 'prev')).toBeUndefined();
    expect(linkCursor('</api/parts?limit=24>; rel="next"', 'next')).toBeUndefined();
  });

  it('answers nothing for a header that is not a Link list', () => {
    for (const garbage of [
      'next',
      'cursor=abc',
      '<>; rel=next',
      '/api/parts?cursor=abc; rel="next"',
    ])
      expect(linkCursor(garbage, 'next'), garbage).toBeUndefined();
  });
});

describe('withChanges', () => {
  const page: PartsPageState = {
    status: 'ready',
    parts: [part('a'), part('b'), part('c')],
    next: 'next-cursor',
  };

  it('replaces the parts of the page that were written since, in place', () => {
    const b = part('b', { availableQuanity: 7 });
    const changed = withChanges(page, [b]);
    expect(changed).toEqual({ ...page, parts: [page.parts[0], b, page.parts[2]] });
    // The page it was given is left as it was.
    expect(page.parts[1]!.availableQuanity).toBe(100);
  });

  it('takes the latest write of a part (changes come latest first)', () => {
    const latest = part('c', { availableQuanity: 3 });
    const older = part('c', { availableQuanity: 50 });
    const changed = withChanges(page, [latest, part('z'), older]);
    expect(changed.status === 'ready' && changed.parts[2]).toBe(latest);
  });

  it('answers the same page when none of its parts changed', () => {
    expect(withChanges(page, [])).toBe(page);
    expect(withChanges(page, [part('x'), part('y', { availableQuanity: 1 })])).toBe(page);
  });

  it('adds no part written since that is not on the page', () => {
    const changed = withChanges(page, [part('x'), part('a', { price: 99 })]);
    expect(changed.status === 'ready' && changed.parts.map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves a page that is loading or failed as it is', () => {
    const loading: PartsPageState = { status: 'loading' };
    const failed: PartsPageState = { status: 'error', error: new Error('down') };
    expect(withChanges(loading, [part('a')])).toBe(loading);
    expect(withChanges(failed, [part('a')])).toBe(failed);
  });
});

describe('fetchBrowsePage', () => {
  function answer(body: unknown, init: ResponseInit) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), init));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('asks GET /api/parts for one page of 24 with the filters and the cursor', async () => {
    const fetchMock = answer([], { status: 200, headers: { 'X-Total-Count': '0' } });
    await fetchBrowsePage({ category: 'networking', sort: 'price-asc' }, 'abc');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    const asked = new URL(url, 'http://app.invalid');
    expect(asked.pathname).toBe('/api/parts');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      category: 'networking',
      sort: 'price-asc',
      cursor: 'abc',
      limit: '24',
    });
  });

  it("asks for the first three cards' images at high priority as soon as it has the answer", async () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    const parts = ['a', 'b', 'c', 'd'].map((id) => part(id, { img: `/images/parts/${id}.svg` }));
    answer(parts, { status: 200, headers: { 'X-Total-Count': '4' } });
    await fetchBrowsePage({ sort: 'newest' }, undefined);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.getAttribute('href'), link.fetchPriority])).toEqual(
      ['a', 'b', 'c'].map((id) => ['image', `/images/parts/${id}.svg`, 'high']),
    );
  });

  it('reads the parts, the total, both cursors and when they were read', async () => {
    const parts = [part('a'), part('b')];
    const next = encodeCursor({ direction: 'after', id: 'b' });
    const prev = encodeCursor({ direction: 'before', id: 'a' });
    answer(parts, {
      status: 200,
      headers: {
        'X-Total-Count': '1234',
        Link: `</api/parts?limit=24&cursor=${next}>; rel="next", </api/parts?limit=24&cursor=${prev}>; rel="prev"`,
        Date: 'Tue, 24 Nov 2026 02:00:00 GMT',
      },
    });
    expect(await fetchBrowsePage({ sort: 'newest' }, undefined)).toEqual({
      data: {
        stats: undefined,
        count: 1234,
        page: { status: 'ready', parts, next, previous: prev },
      },
      // 5 s before the answer's Date: a change made while the API read is seen, not missed.
      since: Date.UTC(2026, 10, 24, 2, 0, 0) - 5_000,
    });
  });

  it('without a Date counts from now, without a Link has no other page', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 3, 0, 0), toFake: ['Date'] });
    try {
      answer([part('a')], { status: 200, headers: { 'X-Total-Count': '1' } });
      const landing = await fetchBrowsePage({ sort: 'newest' }, undefined);
      expect(landing?.since).toBe(Date.UTC(2026, 10, 24, 3, 0, 0) - 5_000);
      expect(landing?.data.count).toBe(1);
      expect(landing?.data.page).toEqual({
        status: 'ready',
        parts: [part('a')],
        next: undefined,
        previous: undefined,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no count when the answer carries no X-Total-Count (not "0 parts")', async () => {
    answer([part('a')], { status: 200 });
    const landing = await fetchBrowsePage({ sort: 'newest' }, undefined);
    expect(landing?.data.page.status).toBe('ready');
    expect(landing?.data.count).toBeUndefined();
    answer([part('a')], { status: 200, headers: { 'X-Total-Count': '' } });
    const empty = await fetchBrowsePage({ sort: 'newest' }, undefined);
    expect(empty?.data.count).toBeUndefined();
  });

  it('answers undefined when the API answers an error, so the live query shows the page', async () => {
    for (const status of [400, 404, 500, 503]) {
      answer({ error: 'down' }, { status });
      expect(
        await fetchBrowsePage({ sort: 'newest' }, undefined),
        `HTTP ${status}`,
      ).toBeUndefined();
    }
  });

  it('answers undefined when the request fails or the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchBrowsePage({ sort: 'newest' }, undefined)).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    expect(await fetchBrowsePage({ sort: 'newest' }, undefined)).toBeUndefined();
  });
});
