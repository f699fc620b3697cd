import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

/**
 * Inline SVG in the pages a shopper lands on (decisions 0103, 0168): every drawing is
 * sent once, in its one SVG or in the icon sprite file the worker serves, and the rest
 * point at it with <use>. Prints each page's HTML weight and SVG count.
 */

const worker = workerForFile();

const MAT = 'gid://shopify/ProductVariant/300101';

/** The page's HTML, for a shopper with a mat in the cart when `withLine` is set. */
async function html(path: string, withLine = false) {
  let cookie = '';
  if (withLine) {
    const prefix = path.startsWith('/en-GB/') ? '/en-GB' : '';
    const added = await worker.dispatchFetch(`${ORIGIN}${prefix}/api/cart`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: MAT, quantity: 1}]}),
    });
    cookie = (added.headers.getSetCookie?.() ?? []).map((header) => header.split(';')[0]).join('; ');
  }
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers: {Cookie: cookie, Accept: 'text/html'}});
  expect(response.status).toBe(200);
  return response.text();
}

/** The symbol ids of the sprite file at `url` (a path of the worker), after checking it is served to be cached for good. */
async function spriteSymbols(url: string): Promise<Set<string>> {
  const response = await worker.dispatchFetch(`${ORIGIN}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  return new Set([...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
}

/** The outermost <svg> elements of a page (an SVG may nest another). */
function svgElements(page: string): string[] {
  const found: string[] = [];
  const tags = /<svg\b|<\/svg>/g;
  let depth = 0;
  let start = 0;
  for (const match of page.matchAll(tags)) {
    if (match[0] === '</svg>') {
      depth -= 1;
      if (depth === 0) found.push(page.slice(start, match.index + match[0].length));
    } else {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  return found;
}

/** A shape's markup without its ids (React's useId differs per instance; the drawing does not). */
const normalise = (shape: string) => shape.replace(/\s(id|class)="[^"]*"/g, '').replace(/url\(#[^)]*\)/g, 'url(#)');

/** The shapes drawn in more than one SVG of the page. */
function repeatedShapes(svgs: string[]): string[] {
  const seen = new Map<string, number>();
  for (const svg of svgs) {
    const shapes = new Set(
      [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse|text)\b[^>]*>/g)].map((match) =>
        normalise(match[0]),
      ),
    );
    for (const shape of shapes) seen.set(shape, (seen.get(shape) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([shape, count]) => `${count}x ${shape}`);
}

const PAGES: Array<[string, boolean?]> = [
  ['/'],
  ['/products/rowers/keel-pro-rower/'],
  ['/listings/rowers/'],
  ['/cart', true],
  ['/blog/how-to-row-with-good-form/'],
];

describe('inline SVG in workerd', () => {
  for (const prefix of ['', '/en-GB']) {
    for (const [path, withLine] of PAGES) {
      const url = `${prefix}${path}`;
      it(`draws each shape once on ${url}, every <use> pointing at a symbol of the page or of the sprite file`, async () => {
        const page = await html(url, withLine);
        const svgs = svgElements(page);
        const identical = svgs.length - new Set(svgs.map(normalise)).size;
        const repeated = repeatedShapes(svgs);
        console.log(
          `${url}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB HTML, ${svgs.length} <svg>, ${identical} identical, ${repeated.length} shapes repeated`,
        );
        expect(repeated).toEqual([]);
        const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
        const refs = [...page.matchAll(/<use\b[^>]*href="([^"#]*)#([^"]+)"/g)].map(([, file, id]) => ({file, id}));
        expect(refs.length).toBeGreaterThan(0);
        // One sprite file per page, of this build's version; no symbol drawn in the page itself.
        const files = [...new Set(refs.map((ref) => ref.file).filter(Boolean))];
        expect(files).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]{10}$/)]);
        expect(page).not.toContain('<symbol');
        const symbols = await spriteSymbols(files[0]!);
        const missing = refs.filter(({file, id}) => !(file ? symbols : ids).has(id!));
        expect(missing).toEqual([]);
      });
    }
  }
});
