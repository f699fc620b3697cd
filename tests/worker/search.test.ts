import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

/** Site search in workerd (decision 0078): the search page and the predictive endpoint. */

const worker = workerForFile();

async function get(path: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {redirect: 'manual'});
  return {response, text: await response.text()};
}

describe('search page in workerd', () => {
  it('lists the matching products with GBP prices under /en-GB/ and counts them', async () => {
    const {response, text} = await get('/en-GB/search?q=pro%20rower');
    expect(response.status).toBe(200);
    expect(text).toContain('Search results for “<!-- -->pro rower<!-- -->”');
    expect(text).toMatch(/data-testid="search-count">1 product</);
    expect(text).toContain('href="/en-GB/products/rowers/keel-pro-rower/"');
    expect(text).toContain('£2,295');
    expect(text).toContain('<meta name="robots" content="noindex,follow"/>');
  });

  it('escapes the query, caps it at 100 characters and shows the empty state', async () => {
    const {response, text} = await get(
      `/search?q=${encodeURIComponent(`<script>alert(1)</script>${'x'.repeat(200)}`)}`,
    );
    expect(response.status).toBe(200);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('x'.repeat(80));
    expect(text).toContain('data-testid="search-empty"');
    expect(text).toContain('href="/search?q=heart+rate+monitor"');
  });

  it('ignores a sort it does not know and a malformed cursor', async () => {
    const {response, text} = await get('/search?q=rower&sort=%3Cx%3E&after=%22%3E%3Cb%3E');
    expect(response.status).toBe(200);
    expect(text).toContain('data-testid="search-products"');
  });
});

describe('predictive search endpoint in workerd', () => {
  it('answers products with price, image and path, and CMS articles, for a partial word', async () => {
    const {response, text} = await get('/en-GB/api/search?q=keel%20pr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    const body = JSON.parse(text) as {
      products: Array<{
        title: string;
        path: string;
        price: {amount: number; currencyCode: string};
        image: {url: string} | null;
      }>;
      articles: unknown[];
    };
    const pro = body.products.find((product) => product.title === 'Keel Pro Rower');
    expect(pro).toMatchObject({path: '/products/rowers/keel-pro-rower/', price: {amount: 2295, currencyCode: 'GBP'}});
    expect(pro?.image?.url).toMatch(/^https?:\/\//);
    expect(Array.isArray(body.articles)).toBe(true);
  });

  it('refuses a query under two characters with a message', async () => {
    const {response, text} = await get('/api/search?q=%20a%20');
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({error: 'Type at least 2 characters'});
  });
});
