import { startTestS3Server, type ITestS3Server } from '@shop/services/test/s3-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type IOwnServer } from './accounts.js';
import { startBuiltServer } from './built-server.js';
import type { TClient } from './client.js';

const jpeg = (width: number) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: { r: 150, g: 110, b: 80 } } })
    .jpeg()
    .toBuffer();

function upload(c: TClient, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return c.post('/api/upload', undefined, { body: form });
}

const CDN = 'https://cdn.example.com';

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/**
 * Two app processes with databases and DATA_DIRs of their own, sharing nothing but one bucket on a real
 * S3-protocol server: what one uploads and resizes, the other serves.
 */
describe('REST images in S3-compatible storage', () => {
  let s3: ITestS3Server;
  let first: IOwnServer;
  let second: IOwnServer;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    [first, second] = await Promise.all([
      startOwnServer('sqlite', 'empty', {
        ...s3.env,
        S3_PUBLIC_URL: CDN,
        PUBLIC_URL: 'https://shop.example.com',
      }),
      startOwnServer('sqlite', 'empty', s3.env),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await s3?.close();
  });

  it('serves an upload from any process at an address with its width and format, cacheable for ever', async () => {
    const { status, data } = await upload(first.as('manager'), await jpeg(1200));
    expect(status).toBe(200);
    expect(await s3.keys()).toContain(data.key);

    const path = `/images/${data.key}/640.webp`;
    const rendered = await fetch(first.url + path);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('content-type')).toBe('image/webp');
    expect(rendered.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(rendered.headers.get('vary')).toBeNull();
    expect(rendered.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = await bytesOf(rendered);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await s3.keys()).toContain(`images/${data.key}/640.webp`);

    const elsewhere = await fetch(second.url + path);
    expect(elsewhere.status).toBe(200);
    expect((await bytesOf(elsewhere)).equals(bytes)).toBe(true);
    const jpegCopy = await fetch(`${second.url}/images/${data.key}/320.jpeg`);
    expect(await sharp(await bytesOf(jpegCopy)).metadata()).toMatchObject({ format: 'jpeg', width: 320 });

    // The legacy address keeps working, on the same copies.
    const legacy = await fetch(`${second.url}/api/get-image/?path=${data.key}&w=640`, {
      headers: { Accept: 'image/webp,*/*' },
    });
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('vary')).toBe('Accept');
    expect((await bytesOf(legacy)).equals(bytes)).toBe(true);
  });

  it('draws pages that link their images on the CDN, width and format in each address', async () => {
    const { data } = await upload(first.as('manager'), await jpeg(800));
    await first.seed.room({ name: 'Sunroom', slug: 'sunroom', image: data.key });
    const res = await fetch(`${first.url}/rooms/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta name="shop-image-base" content="${CDN}">`);
    const picture = /<picture>.*?<\/picture>/s.exec(html.slice(html.indexOf('Sunroom') - 3000))?.[0] ?? html;
    expect(picture).toContain(
      `<source type="image/webp" srcSet="${CDN}/images/${data.key}/320.webp 320w, ${CDN}/images/${data.key}/640.webp 640w`,
    );
    expect(picture).toMatch(new RegExp(`<img src="${CDN}/images/${data.key}/\\d+\\.jpeg"`));
    expect(res.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${CDN}`);
    // The picture shared pages show is on the CDN too, not on the shop's own address.
    const room = await (await fetch(`${first.url}/rooms/sunroom`)).text();
    expect(/<meta property="og:image" content="([^"]*)"/.exec(room)?.[1]).toBe(
      `${CDN}/images/${data.key}/1280.jpeg`,
    );
  });

  it('answers 404 for widths, formats and keys the resizer does not make', async () => {
    const { data } = await upload(first.as('manager'), await jpeg(400));
    for (const path of [
      `/images/${data.key}/641.webp`,
      `/images/${data.key}/640.gif`,
      `/images/${data.key}/640`,
      '/images/uploads/nope.jpg/640.webp',
      '/images/uploads/..%2F..%2Fetc/640.webp',
    ]) {
      const res = await fetch(first.url + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).not.toContain('immutable');
    }
  });

  it('answers 503 with a clear message while the storage is down, writes nothing, and recovers', async () => {
    const manager = first.as('manager');
    const { data } = await upload(manager, await jpeg(500));
    const before = await s3.keys();
    await s3.stop();
    try {
      const refused = await upload(manager, await jpeg(500));
      expect(refused.status).toBe(503);
      expect(refused.data.message).toBe(
        'Image storage is unavailable at the moment. Please try again shortly.',
      );
      expect(refused.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.js/);
      const image = await fetch(`${second.url}/images/${data.key}/480.webp`);
      expect(image.status).toBe(503);
      expect(image.headers.get('retry-after')).toBeTruthy();
      expect(image.headers.get('cache-control')).toBe('no-store');
    } finally {
      await s3.restart();
    }
    expect(await s3.keys()).toEqual(before);
    expect((await fetch(`${second.url}/images/${data.key}/480.webp`)).status).toBe(200);
  });

  it('stops at start with one line naming a bucket it cannot use', async () => {
    const error = await startBuiltServer('sqlite', {
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      SEED: 'none',
    }).then(
      (server) => server.stop().then(() => 'started'),
      (e: Error) => e.message,
    );
    expect(error).toContain(
      `S3_BUCKET: cannot use bucket "no-such-bucket" at ${s3.env.S3_ENDPOINT}: no such bucket`,
    );
  });
});
