import {describe, expect, it} from 'vitest';
import {innerHtmlOf} from '~/lib/cache/drawnHtml.server';
import {ORIGIN, workerForFile} from './harness';

/**
 * The held footer's HTML kept per isolate (decision 0171), in workerd: the document's footer opens with
 * the tag FooterContent asks to keep it under, what is inside is whole, and the renders after the first
 * (which send the kept copy) carry the same footer byte for byte.
 */

const worker = workerForFile({FULL_PAGE_CACHE: 'off'});

async function html(path: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers: {Accept: 'text/html'}});
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The footer's opening tag (one per document) and what is inside it. */
function footerOf(document: string, path: string) {
  const tags = [...document.matchAll(/<footer class="[^"]+" data-held-footer="">/g)].map((match) => match[0]);
  expect(tags, path).toHaveLength(1);
  const inner = innerHtmlOf(document, tags[0] ?? '');
  expect(inner, path).not.toBeNull();
  return inner ?? '';
}

describe('the held footer’s kept HTML in workerd (decision 0171)', () => {
  it('is the footer the first render drew, on every later render of each page and locale', async () => {
    for (const path of ['/products/rowers/keel-pro-rower/', '/en-GB/', '/listings/accessories/', '/en-GB/blog/']) {
      const first = footerOf(await html(path), path);
      expect(first, path).toContain('data-part="columns"');
      for (let again = 0; again < 2; again++) expect(footerOf(await html(path), path), path).toBe(first);
    }
  });

  it('differs between a rower’s page and another only where the bundle link jumps (rules:locale-routes)', async () => {
    const pro = footerOf(await html('/products/rowers/keel-pro-rower/'), 'pro');
    const mat = footerOf(await html('/products/accessories/rower-mat/'), 'mat');
    expect(pro).toContain('/listings/bundles/#pro"');
    expect(mat).not.toContain('#pro"');
    expect(pro.replaceAll('/listings/bundles/#pro"', '/listings/bundles/"')).toBe(mat);
  });
});
