import {describe, expect, it} from 'vitest';
import {robotsTxt, sitemapXml} from './sitemap';

describe('sitemap and robots', () => {
  it('lists each page in both locales with hreflang alternates', () => {
    const xml = sitemapXml('https://keel.example', ['/', '/products/rowers/keel-pro-rower/', '/']);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://keel.example/en-GB/products/rowers/keel-pro-rower/</loc>');
    expect(xml).toContain('hreflang="en-US" href="https://keel.example/products/rowers/keel-pro-rower/"');
  });

  it('keeps carts, orders and APIs out of search and points at the sitemap', () => {
    const robots = robotsTxt('https://keel.example');
    expect(robots).toContain('Disallow: /order/');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://keel.example/sitemap.xml');
  });
});
