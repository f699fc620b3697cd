import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {contract, ok, storefront} from './client';

/**
 * A Storefront API image is on Shopify's CDN, which resizes by its own parameters (width, height,
 * crop) and ignores Contentful's (w, h, fm); the dev backend's CMS media answers the other way
 * round (decision 0116).
 */

const IMAGE = `query I($handle: String!) {
  product(handle: $handle) { featuredImage { url width height } }
}`;

function withParams(url: string, params: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${params}`;
}

async function served(url: string, accept = 'image/jpeg,*/*'): Promise<{width: number; format: string}> {
  const response = await fetch(url, {headers: {accept}});
  expect(response.status, url).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return {width: meta.width ?? 0, format: meta.format ?? ''};
}

describe('images (Shopify CDN)', () => {
  it('resizes a product image by width and leaves Contentful’s w and fm unread', async () => {
    const {product} = ok(
      await storefront<{product: {featuredImage: {url: string; width: number}}}>(IMAGE, {handle: 'keel-pro-rower'}),
    );
    const {url} = product.featuredImage;
    expect(await served(withParams(url, 'width=200'))).toEqual({width: 200, format: 'jpeg'});
    const full = await served(url);
    expect(full.width).toBeGreaterThan(200);
    expect(await served(withParams(url, 'w=200&fm=png'))).toEqual(full);
  });

  it('sends WebP to a browser that accepts it, unasked', async () => {
    const {product} = ok(
      await storefront<{product: {featuredImage: {url: string}}}>(IMAGE, {handle: 'keel-pro-rower'}),
    );
    expect(
      (await served(withParams(product.featuredImage.url, 'width=200'), 'image/avif,image/webp,*/*')).format,
    ).toMatch(/webp|heif/);
  });

  it.runIf(contract().local)('serves CMS media by Contentful’s w and leaves Shopify’s width unread', async () => {
    const asset = `${contract().storeOrigin}/media/lifestyle/hero-home.jpg`;
    expect((await served(`${asset}?w=300`)).width).toBe(300);
    expect((await served(`${asset}?width=300`)).width).toBe(1920);
  });

  it.runIf(contract().local)('serves a video cover at the width asked for', async () => {
    expect((await served(`${contract().storeOrigin}/media/video/rowing-cover.jpg?w=480`)).width).toBe(480);
  });
});
