import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, call, createAccount, type Account, type Answer, type ErrorBody } from './support';

// Part images (POST /images, admin only): any PNG, JPEG, GIF or WebP up to 5 MB is stored as a
// WebP whose longest side is at most 1200 px, under a content-addressed URL cached forever.

interface Uploaded {
  success: true;
  data: { url: string; width: number; height: number };
}

let boss: Account;
let customer: Account;

beforeAll(async () => {
  [boss, customer] = await Promise.all([
    createAccount('images-admin', { admin: true }),
    createAccount('images-customer'),
  ]);
});

type Format = 'png' | 'jpeg' | 'gif' | 'webp';

/** A picture with some structure (a gradient over a colour) so every encoder has work to do. */
async function picture(format: Format, width: number, height: number, seed: number) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#${seed.toString(16).padStart(6, '0')}"/>
      <stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#123456"/>
    </svg>`,
  );
  return sharp(gradient).toFormat(format).toBuffer();
}

function form(bytes: Buffer, name: string, type: string, field = 'image'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/** Uploads as the admin unless another token, or `null` for none, is given. */
function upload(body: unknown, token: string | null = boss.idToken) {
  return call<Uploaded | ErrorBody>('POST', '/images', { token: token ?? undefined, body });
}

function expectRefusal(answer: Answer<Uploaded | ErrorBody>, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
}

/** GETs a stored image through Hosting, as the browser does. */
async function fetchImage(url: string) {
  const response = await fetch(new URL(url, API));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('uploading part images', () => {
  it.each([
    { format: 'png' as const, type: 'image/png', width: 2000, height: 1000, out: [1200, 600] },
    { format: 'jpeg' as const, type: 'image/jpeg', width: 800, height: 1600, out: [600, 1200] },
    { format: 'gif' as const, type: 'image/gif', width: 1500, height: 1500, out: [1200, 1200] },
    { format: 'webp' as const, type: 'image/webp', width: 2400, height: 600, out: [1200, 300] },
  ])(
    'an admin uploads a $width×$height $format: stored as a WebP with the longest side cut to 1200, served immutable',
    async ({ format, type, width, height, out }) => {
      const bytes = await picture(format, width, height, 0x3366cc + width + height);
      const answer = await upload(form(bytes, `part.${format}`, type));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { data } = answer.body as Uploaded;
      expect(answer.body).toMatchObject({ success: true, data: { url: expect.any(String) } });
      expect(data.url).toMatch(/^\/api\/images\/[a-f0-9]{32}\.webp$/);

      const { response, bytes: served } = await fetchImage(data.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const cache = response.headers.get('cache-control') ?? '';
      expect(cache).toContain('immutable');
      expect(cache).toContain('max-age=31536000');
      expect(served.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(served.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const meta = await sharp(served).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(out);
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1200);
      expect([data.width, data.height]).toEqual(out);
    },
  );

  it('an unknown image is a 404 that no cache keeps, not a year-long immutable answer', async () => {
    for (const name of [`${'0'.repeat(32)}.webp`, 'not-an-image.png']) {
      const { response } = await fetchImage(`/api/images/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('cache-control'), name).toBe('private, no-store');
    }
  });

  it('a small image is not enlarged (300×200 stays 300×200)', async () => {
    const answer = await upload(
      form(await picture('png', 300, 200, 0x00aa55), 'small.png', 'image/png'),
    );
    expect(answer.status).toBe(201);
    const { bytes } = await fetchImage((answer.body as Uploaded).data.url);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('the same image uploaded twice gets the same URL (content-addressed)', async () => {
    const bytes = await picture('png', 640, 480, 0xabcdef);
    const first = await upload(form(bytes, 'a.png', 'image/png'));
    const second = await upload(form(bytes, 'renamed.png', 'image/png'));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((second.body as Uploaded).data.url).toBe((first.body as Uploaded).data.url);
  });

  it('a different image gets a different URL', async () => {
    const a = await upload(form(await picture('png', 640, 480, 0x111111), 'a.png', 'image/png'));
    const b = await upload(form(await picture('png', 640, 480, 0x222222), 'b.png', 'image/png'));
    expect((a.body as Uploaded).data.url).not.toBe((b.body as Uploaded).data.url);
  });
});

describe('refused uploads', () => {
  it('a text file named x.png and declared image/png is refused with 400 (the type is read from the bytes)', async () => {
    const text = Buffer.from('this is not an image, just text pretending to be one\n'.repeat(20));
    expectRefusal(await upload(form(text, 'x.png', 'image/png')), 400);
  });

  it('an SVG (not one of PNG, JPEG, GIF, WebP) is refused with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expectRefusal(await upload(form(svg, 'x.svg', 'image/svg+xml')), 400);
  });

  it.each([5.5, 8])('an image over 5 MB (%s MB) is refused with 413', async (megabytes) => {
    // A real PNG followed by padding (decoders stop at IEND).
    const png = await picture('png', 100, 100, 0x777777);
    const big = Buffer.concat([png, randomBytes(megabytes * 1024 * 1024 - png.length)]);
    expectRefusal(await upload(form(big, 'big.png', 'image/png')), 413);
  });

  it('an upload without an `image` field is refused with 400', async () => {
    const png = await picture('png', 50, 50, 0x010203);
    expectRefusal(await upload(form(png, 'x.png', 'image/png', 'file')), 400);
    const onlyText = new FormData();
    onlyText.append('name', 'no file here');
    expectRefusal(await upload(onlyText), 400);
  });

  it('a JSON body instead of multipart is refused with 400', async () => {
    expectRefusal(await upload({ image: 'data:image/png;base64,iVBORw0KGgo=' }), 400);
  });

  it('a signed-in customer who is not an admin is refused with 403', async () => {
    const png = await picture('png', 50, 50, 0x040506);
    expectRefusal(await upload(form(png, 'x.png', 'image/png'), customer.idToken), 403);
  });

  it('an upload without a token is refused with 401', async () => {
    const png = await picture('png', 50, 50, 0x070809);
    expectRefusal(await upload(form(png, 'x.png', 'image/png'), null), 401);
  });
});
