import {describe, expect, it} from 'vitest';
import {croppedSrcSet, imageSrcSet, imageUrl, isShopifyImage, PHONE_WIDTHS, VIDEO_COVER_QUALITY} from './images';
import {configuratorEcommerceImage} from './product/productImages';

describe('image URLs (rules:layout-constants)', () => {
  it('caps the width at 1920 and the height at 1080', () => {
    expect(imageUrl('https://img.example/a.jpg', {width: 4000, height: 3000})).toBe(
      'https://img.example/a.jpg?w=1920&h=1080',
    );
  });

  it('adds parameters to an existing query and leaves quality 80 implicit', () => {
    expect(imageUrl('/media/a.jpg?x=1', {width: 400, quality: 80})).toBe('/media/a.jpg?x=1&w=400');
    expect(imageUrl('/media/a.jpg', {quality: 75})).toBe('/media/a.jpg?q=75');
  });

  it('builds a srcset of unique widths no larger than the source', () => {
    expect(imageSrcSet('/m/a.jpg', [400, 1000, 1920, 2400], 1600)).toBe(
      '/m/a.jpg?w=400&fm=webp 400w, /m/a.jpg?w=1000&fm=webp 1000w, /m/a.jpg?w=1600&fm=webp 1600w',
    );
  });

  it('cuts a srcset to one shape from the centre, each CDN in its dialect, the height within 1080', () => {
    expect(croppedSrcSet('/m/wide.jpg', [640, 1000], 1.25)).toBe(
      '/m/wide.jpg?w=640&h=800&fm=webp&fit=fill 640w, /m/wide.jpg?w=1000&h=1080&fm=webp&fit=fill 1000w',
    );
    const cdn = 'https://cdn.shopify.com/s/files/1/rower.jpg?v=1';
    expect(croppedSrcSet(cdn, [640], 1.25)).toBe(`${cdn}&width=640&height=800&crop=center 640w`);
  });

  it('crops the configurator ecommerce image to exactly 600x400', () => {
    expect(configuratorEcommerceImage('/media/products/rower-mat.jpg')).toBe(
      '/media/products/rower-mat.jpg?w=600&h=400&fm=webp&fit=fill',
    );
  });

  it('asks for video covers at quality 75, in the srcset too', () => {
    expect(imageSrcSet('/m/cover.jpg', [480, 960], 1600, VIDEO_COVER_QUALITY)).toBe(
      '/m/cover.jpg?w=480&q=75&fm=webp 480w, /m/cover.jpg?w=960&q=75&fm=webp 960w',
    );
  });

  it("asks Shopify-hosted images in Shopify's dialect: width, height and crop, no quality or format (its CDN picks WebP)", () => {
    const cdn = 'https://cdn.shopify.com/s/files/1/0551/4566/0472/products/rower.jpg?v=1683744744';
    expect(imageUrl(cdn, {width: 4000, height: 3000, quality: 75, format: 'webp'})).toBe(
      `${cdn}&width=1920&height=1080`,
    );
    expect(imageUrl(cdn, {width: 600, height: 400, crop: true})).toBe(`${cdn}&width=600&height=400&crop=center`);
    const shop = 'https://keel.myshopify.com/cdn/shop/files/rower.jpg?v=1';
    expect(imageSrcSet(shop, [400, 800], 1600)).toBe(`${shop}&width=400 400w, ${shop}&width=800 800w`);
    // The dev backend's Storefront API serves product photography on the shop's CDN path.
    expect(imageUrl('http://127.0.0.1:4000/cdn/shop/products/rower.jpg?v=1', {width: 160, format: 'webp'})).toBe(
      'http://127.0.0.1:4000/cdn/shop/products/rower.jpg?v=1&width=160',
    );
  });

  it("asks every other image (Contentful's) in Contentful's dialect", () => {
    const asset = 'https://images.ctfassets.net/keel/abc/def/rower.jpg';
    expect(imageUrl(asset, {width: 600, height: 400, quality: 75, format: 'webp', crop: true})).toBe(
      `${asset}?w=600&h=400&q=75&fm=webp&fit=fill`,
    );
    expect(imageUrl('/media/lifestyle/a.jpg', {width: 400})).toBe('/media/lifestyle/a.jpg?w=400');
  });

  it("tells Shopify's CDN by its host or a shop's /cdn/shop/ path", () => {
    expect(isShopifyImage('https://cdn.shopify.com/s/files/1/2/3/files/a.jpg')).toBe(true);
    expect(isShopifyImage('//keel.com/cdn/shop/files/a.jpg?v=2')).toBe(true);
    expect(isShopifyImage('/cdn/shop/products/a.jpg')).toBe(true);
    expect(isShopifyImage('https://images.ctfassets.net/keel/abc/def/a.jpg')).toBe(false);
    expect(isShopifyImage('https://evil.example/cdn.shopify.com/a.jpg')).toBe(false);
    expect(isShopifyImage('/media/products/a.jpg')).toBe(false);
  });

  it('offers phones a full-width image within a tenth of their screen, up to the 1000 cap (decisions 0131, 0178)', () => {
    // Screen widths times pixel density: Lighthouse's Moto G (412 x 1.75), an iPhone at 390 x 2 and x 3 (capped),
    // a small iPhone at 375 x 2, a small Android at 360 x 2.
    for (const needed of [412 * 1.75, 390 * 2, 375 * 2, 360 * 2]) {
      const chosen = PHONE_WIDTHS.find((width) => width >= needed);
      expect(chosen, `${needed} px`).toBeDefined();
      expect(chosen! / needed, `${needed} px`).toBeLessThanOrEqual(1.1);
    }
    expect(Math.max(...PHONE_WIDTHS)).toBe(1000);
  });
});
