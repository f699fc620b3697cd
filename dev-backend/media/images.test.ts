import {mkdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {clearImageCache, negotiateFormat, serveImage, type ImageCdn, type ImageResponse} from './images';

const ROWER = 'products/keel-pro-rower-river-side.jpg'; // 1600x1200
const HERO = 'lifestyle/hero-home.jpg'; // 1920x1080
const PERSON = 'people/person-1.jpg'; // 800x800
const COVER = 'video/rowing-cover.jpg'; // 1280x720, beside the videos
const SHOPIFY: ImageCdn = {dialect: 'shopify'};
// A source larger than the 1920x1080 cap, made for the test and removed after it.
const FIXTURE_DIR = `test-fixture-${process.pid}`;
const BIG = `${FIXTURE_DIR}/big.png`;
const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

function q(query: string): URLSearchParams {
  return new URLSearchParams(query);
}

async function ok(
  p: string,
  query = '',
  cdn: ImageCdn = {dialect: 'contentful'},
): Promise<ImageResponse & {body: Buffer}> {
  const res = await serveImage(p, q(query), cdn);
  expect(res).not.toBeNull();
  expect(res?.status).toBe(200);
  expect(Buffer.isBuffer(res?.body)).toBe(true);
  return res as ImageResponse & {body: Buffer};
}

async function size(res: ImageResponse): Promise<{width: number; height: number; format: string}> {
  const m = await sharp(res.body as Buffer).metadata();
  return {width: m.width ?? 0, height: m.height ?? 0, format: m.format ?? ''};
}

beforeAll(async () => {
  await mkdir(path.join(assets, FIXTURE_DIR), {recursive: true});
  await sharp({create: {width: 3000, height: 2400, channels: 3, background: '#e8e0d4'}})
    .png()
    .toFile(path.join(assets, BIG));
});

afterAll(async () => {
  await rm(path.join(assets, FIXTURE_DIR), {recursive: true, force: true});
});

describe('serveImage', () => {
  it('serves an asset at its own size with the cache and CORS headers', async () => {
    const res = await ok(HERO);
    expect(await size(res)).toMatchObject({width: 1920, height: 1080, format: 'jpeg'});
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['timing-allow-origin']).toBe('*');
    expect(res.headers['x-image-width']).toBe('1920');
    expect(res.headers['x-image-height']).toBe('1080');
    expect(await size(await ok(PERSON))).toMatchObject({width: 800, height: 800});
  });

  it('keeps the aspect ratio when only the width is given (w and Shopify width)', async () => {
    expect(await size(await ok(ROWER, 'w=800'))).toMatchObject({width: 800, height: 600});
    expect(await size(await ok(ROWER, 'width=400', SHOPIFY))).toMatchObject({width: 400, height: 300});
    expect(await size(await ok(ROWER, 'h=300'))).toMatchObject({width: 400, height: 300});
  });

  it('caps output at 1920x1080 for a larger request', async () => {
    const res = await ok(BIG, 'w=4000');
    const s = await size(res);
    expect(s.width).toBeLessThanOrEqual(1920);
    expect(s.height).toBeLessThanOrEqual(1080);
    expect(s.height).toBe(1080); // 3000x2400 fits inside 1920x1080 at 1350x1080
    expect(s.width).toBe(1350);
    const cropped = await size(await ok(BIG, 'w=3000&h=2000&fit=fill'));
    expect(cropped.width).toBeLessThanOrEqual(1920);
    expect(cropped.height).toBeLessThanOrEqual(1080);
    // The 1600x1200 product renders are taller than the cap, so even unsized they come back at 1440x1080.
    expect(await size(await ok(ROWER))).toMatchObject({width: 1440, height: 1080});
  });

  it('never upscales beyond the source', async () => {
    expect(await size(await ok(PERSON, 'w=1200'))).toMatchObject({width: 800, height: 800});
    expect(await size(await ok(PERSON, 'w=1000&h=500&fit=fill'))).toMatchObject({width: 800, height: 400});
    expect(await size(await ok(HERO, 'w=1920&h=1080&fit=fill'))).toMatchObject({width: 1920, height: 1080});
  });

  it('cover-crops to exactly w x h with fit=fill and with a Shopify crop', async () => {
    expect(await size(await ok(ROWER, 'w=500&h=500&fit=fill'))).toMatchObject({width: 500, height: 500});
    expect(await size(await ok(ROWER, 'width=600&height=200&crop=center', SHOPIFY))).toMatchObject({
      width: 600,
      height: 200,
    });
    // Without fit or crop both sides are a box to fit inside.
    expect(await size(await ok(ROWER, 'w=500&h=500'))).toMatchObject({width: 500, height: 375});
  });

  it('defaults to quality 80, and a lower q gives a smaller file', async () => {
    clearImageCache();
    const standard = await ok(ROWER, 'w=1200');
    const explicit80 = await ok(ROWER, 'w=1200&q=80');
    const low = await ok(ROWER, 'w=1200&q=40');
    expect(standard.body.length).toBe(explicit80.body.length);
    expect(low.body.length).toBeLessThan(standard.body.length);
  });

  it('converts with fm=webp and fm=png', async () => {
    const webp = await ok(ROWER, 'w=400&fm=webp');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await size(webp)).format).toBe('webp');
    const png = await ok(ROWER, 'w=200&fm=png');
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('rejects invalid values with 400 and a short explanation', async () => {
    for (const query of ['w=-5', 'w=abc', 'w=0', 'h=20000', 'q=0', 'q=101', 'fm=gif', 'fit=stretch']) {
      const res = await serveImage(ROWER, q(query));
      expect(res?.status, query).toBe(400);
      expect(typeof res?.body).toBe('string');
      expect(String(res?.body)).toMatch(/w|h|q|fm|fit/);
    }
  });

  it('returns null for an unknown asset', async () => {
    expect(await serveImage('products/no-such-rower.jpg', q(''))).toBeNull();
    expect(await serveImage('products/keel-pro-rower-river-side.gif', q(''))).toBeNull();
  });

  it('refuses path traversal', async () => {
    for (const p of [
      '../images.ts',
      'products/../../images.ts',
      '/etc/passwd',
      '..%2Fimages.ts',
      'products/%2e%2e/x.jpg',
      'Products/X.JPG',
    ]) {
      const res = await serveImage(p, q(''));
      expect(res === null || res.status === 400, p).toBe(true);
    }
  });

  it('serves repeated requests from the cache', async () => {
    const a = await ok(ROWER, 'w=321');
    const b = await ok(ROWER, 'w=321');
    expect(b.body).toBe(a.body);
  });
});

describe('each CDN speaks its own dialect, only on its own paths', () => {
  it("a Contentful-hosted path ignores Shopify's width, height, crop and format", async () => {
    const res = await ok(ROWER, 'width=400&height=100&crop=center&format=png');
    expect(await size(res)).toMatchObject({width: 1440, height: 1080, format: 'jpeg'});
    // Values Contentful does not read cannot be wrong there either.
    expect((await ok(ROWER, 'width=abc&crop=sideways&format=bmp')).status).toBe(200);
  });

  it('a Shopify-hosted path resizes with width and height, crops with crop, and converts with format', async () => {
    expect(await size(await ok(ROWER, 'width=400', SHOPIFY))).toMatchObject({width: 400, height: 300});
    expect(await size(await ok(ROWER, 'height=300', SHOPIFY))).toMatchObject({width: 400, height: 300});
    expect(await size(await ok(ROWER, 'width=300&height=300&crop=top', SHOPIFY))).toMatchObject({
      width: 300,
      height: 300,
    });
    // Shopify's format converts to (progressive) JPEG only.
    const jpeg = await ok(ROWER, 'width=200&format=pjpg', SHOPIFY);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const query of ['width=abc', 'height=0', 'crop=sideways', 'format=tiff']) {
      expect((await serveImage(ROWER, q(query), SHOPIFY))?.status, query).toBe(400);
    }
  });

  it("a Shopify-hosted path ignores Contentful's w, h, fit, q and fm", async () => {
    const res = await ok(ROWER, 'w=400&h=100&fit=fill&q=10&fm=png', SHOPIFY);
    expect(await size(res)).toMatchObject({width: 1440, height: 1080, format: 'jpeg'});
    expect(res.body.equals((await ok(ROWER, '', SHOPIFY)).body)).toBe(true);
    expect((await ok(ROWER, 'w=abc&fit=stretch&fm=gif', SHOPIFY)).status).toBe(200);
  });

  it("a Shopify-hosted path sends WebP to a browser that accepts it, unasked, as Shopify's CDN does", async () => {
    const res = await ok(ROWER, 'width=400', {
      dialect: 'shopify',
      accept: 'image/avif,image/webp,image/apng,*/*;q=0.8',
    });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toBe('Accept');
    expect((await ok(ROWER, 'width=400', {dialect: 'shopify', accept: 'image/png,*/*'})).headers['content-type']).toBe(
      'image/jpeg',
    );
  });

  it('serves a video cover at the width asked for, at quality 75 unless asked otherwise', async () => {
    const cover = await ok(COVER, 'w=480&fm=webp');
    expect(await size(cover)).toMatchObject({width: 480, height: 270, format: 'webp'});
    expect(cover.body.equals((await ok(COVER, 'w=480&fm=webp&q=75')).body)).toBe(true);
  });
});

describe('negotiateFormat', () => {
  it('prefers webp from an Accept header and keeps avif off by default', () => {
    expect(negotiateFormat(undefined)).toBeNull();
    expect(negotiateFormat('image/png,*/*')).toBeNull();
    expect(negotiateFormat('image/avif,image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif,image/webp,*/*', true)).toBe('avif');
  });
});
