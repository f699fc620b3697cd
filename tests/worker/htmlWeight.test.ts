import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

const worker = workerForFile({FULL_PAGE_CACHE: 'off'});

/** A page's HTML split into its inline scripts (the serialised loader data among them) and the rest. */
async function page(path: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);
  const markup = scripts.reduce((rest, script) => rest.replace(script, ''), html);
  return {status: response.status, html, scripts: scripts.join('\n'), markup};
}

// The below-the-fold modules are held back, their markup and their data (decisions 0105, 0167).
// Serialised data budgets: the shell's and the first screen's data (the PDP's product with its five colours, sidebar and reviews),
// without what only the document's HTML needs (decision 0168).
const CASES = [
  {
    path: '/',
    budget: 20_000,
    texts: ['Two days before, we e-mail you a two-hour window', 'How evenly you hold your stroke rate and split'],
  },
  {
    path: '/en-GB/',
    budget: 20_000,
    texts: ['Two days before, we e-mail you a two-hour window', 'How evenly you hold your stroke rate and split'],
  },
  {
    path: '/products/rowers/keel-pro-rower/',
    budget: 28_000,
    texts: [
      'Two days before, we e-mail you a two-hour window',
      'One part of the stroke at a time: pause drills',
      'Quiet enough for early mornings',
    ],
  },
  {
    path: '/en-GB/products/rowers/keel-pro-rower/',
    budget: 28_000,
    texts: [
      'Two days before, we e-mail you a two-hour window',
      'One part of the stroke at a time: pause drills',
      'Quiet enough for early mornings',
    ],
  },
];

describe('the first HTML of the home page and the Pro PDP', () => {
  for (const {path, budget, texts} of CASES) {
    it(`${path}: below-the-fold modules are neither in the markup nor serialised into the page (decision 0167)`, async () => {
      const {status, html} = await page(path);
      expect(status).toBe(200);
      for (const text of texts) expect(html).not.toContain(text);
    });

    it(`${path}: each held module is an empty wrapper with its anchor, asked for from /api/modules`, async () => {
      const {html} = await page(path);
      const wrappers = [...html.matchAll(/<div class="[^"]+" data-held-module="([^"]+)" id="([^"]+)"><\/div>/g)];
      expect(wrappers.length).toBeGreaterThanOrEqual(4);
      // A link to a module (`#faq`) finds its place before the module is drawn.
      expect(wrappers.map(([, , anchor]) => anchor)).toContain('faq');
      // No copy of a module's HTML in a template (decision 0158's), nor a script to open one.
      expect(html).not.toContain('data-held-copy');
      const source = /\/api\/modules\?(page|product)=[a-z-]+/.exec(html)?.[0];
      const answer = await worker.dispatchFetch(`${ORIGIN}${source}`);
      const {modules} = (await answer.json()) as {modules: Array<{module: {sys: {id: string}}}>};
      // (A product page's reviews list is held too, and answered beside the modules.)
      const moduleIds = wrappers.map(([, id]) => id).filter((id) => id !== 'product-reviews');
      expect(modules.map((entry) => entry.module.sys.id)).toEqual(expect.arrayContaining(moduleIds));
      expect(JSON.stringify(modules)).toContain(texts[0]);
    });

    it(`${path}: its inline scripts (the loader data) weigh at most ${budget / 1000} KB`, async () => {
      const {scripts} = await page(path);
      expect(new TextEncoder().encode(scripts).byteLength).toBeLessThanOrEqual(budget);
    });

    it(`${path}: asks for its JavaScript modules at low priority, after what the first paint needs (decision 0156)`, async () => {
      const {markup} = await page(path);
      const preloads = [...markup.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
      // The client entry, React, the shell, the root's and the route's modules.
      expect(preloads.length).toBeGreaterThanOrEqual(5);
      for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
    });
  }

  for (const path of ['/products/rowers/keel-pro-rower/', '/en-GB/products/rowers/keel-pro-rower/']) {
    it(`${path}: sends the product as the page reads it, without the fields no component of the page reads`, async () => {
      const {scripts} = await page(path);
      for (const field of ['productEcommerce', 'descriptionHTML', 'categoryEntries', 'ecommerceImage'])
        expect(scripts).not.toContain(field);
      // What the page does read stays: the colours' variants and the order message.
      for (const field of ['variants', 'outOfStockOrder']) expect(scripts).toContain(field);
    });

    it(`${path}: sends the sidebar as the blocks it draws, not the CMS entries (decision 0143)`, async () => {
      const {scripts} = await page(path);
      for (const field of [
        'blockType',
        'itemsCollection',
        'productsCollection',
        'pdpDiscountedPrice',
        'targetPage',
        'prequalificationScript',
      ])
        expect(scripts).not.toContain(field);
      for (const kind of ['configurator', 'packages', 'valueProps', 'countdown']) expect(scripts).toContain(kind);
    });
  }

  it('holds back a product page’s reviews list too: an empty wrapper with its anchor, the list in /api/modules (decision 0167)', async () => {
    const {html, scripts} = await page('/products/rowers/keel-pro-rower/');
    expect(html).toMatch(/<div class="[^"]+" data-held-module="product-reviews" id="reviews"><\/div>/);
    // The rating line's summary stays in the page's data.
    expect(scripts).toContain('numberOfReviews');
    const answer = await worker.dispatchFetch(`${ORIGIN}/api/modules?product=keel-pro-rower`);
    const {reviews} = (await answer.json()) as {reviews: {reviews: Array<{title: string}>}};
    expect(reviews.reviews.map((review) => review.title)).toContain('Quiet enough for early mornings');
  });

  for (const path of ['/', '/en-GB/', '/products/rowers/keel-pro-rower/', '/en-GB/products/rowers/keel-pro-rower/']) {
    it(`${path}: draws the footer in the markup without its data in the page's scripts (decision 0168)`, async () => {
      const {markup, scripts} = await page(path);
      const terms = path.startsWith('/en-GB/') ? 'Prices include VAT' : 'subject to credit approval';
      for (const text of ['Questions before you buy', 'Track your order', terms]) {
        expect(markup).toContain(text);
        expect(scripts).not.toContain(text);
      }
      expect(markup).toMatch(/<footer class="[^"]+" data-held-footer="">/);
    });
  }

  for (const path of ['/products/rowers/keel-pro-rower/', '/en-GB/products/rowers/keel-pro-rower/']) {
    it(`${path}: writes its structured data, view event and long description once, in the markup (decision 0168)`, async () => {
      const {html, markup, scripts} = await page(path);
      const structured = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(structured).toHaveLength(1);
      expect(JSON.parse(structured[0]![1]!)).toMatchObject({'@type': 'Product', name: 'Keel Pro Rower'});
      const loaderData = scripts.replace(structured[0]![0], '');
      expect(loaderData).not.toContain('schema.org');
      expect(markup).toMatch(/data-track-view="\{&quot;type&quot;:&quot;viewItem&quot;/);
      expect(loaderData).not.toContain('viewItem');
      expect(markup).toContain('quiet enough to row while someone sleeps');
      expect(loaderData).not.toContain('quiet enough to row while someone sleeps');
    });
  }

  it('answers the footer from /api/footer in each locale, the same for everyone, and refuses parameters (decision 0168)', async () => {
    for (const [prefix, text] of [
      ['', 'Monday to Friday, 8 am to 8 pm ET'],
      ['/en-GB', 'Monday to Friday, 8:00 to 20:00'],
    ] as const) {
      const response = await worker.dispatchFetch(`${ORIGIN}${prefix}/api/footer`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
      const {footer} = (await response.json()) as {footer: {columns: unknown[]; contact: {storeHours: string}}};
      expect(footer.columns.length).toBeGreaterThan(0);
      expect(footer.contact.storeHours).toContain(text);
    }
    const refused = await worker.dispatchFetch(`${ORIGIN}/api/footer?locale=fr`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    await refused.text();
  });

  it('answers the held-back modules of a page from /api/modules, for the browser to hydrate them once they near the screen', async () => {
    const {html} = await page('/products/rowers/keel-pro-rower/');
    const source = /\/api\/modules\?product=[a-z-]+/.exec(html)?.[0];
    expect(source).toBe('/api/modules?product=keel-pro-rower');
    const response = await worker.dispatchFetch(`${ORIGIN}${source}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    expect(await response.text()).toContain('Two days before, we e-mail you a two-hour window');
  });

  it('refuses /api/modules without exactly one well-formed page or product (400), and answers 404 for an unknown one', async () => {
    for (const query of ['', '?page=home&product=keel-pro-rower', '?page=../secrets', '?product=' + 'x'.repeat(101)]) {
      const response = await worker.dispatchFetch(`${ORIGIN}/api/modules${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      await response.text();
    }
    const unknown = await worker.dispatchFetch(`${ORIGIN}/api/modules?product=no-such-rower`);
    expect(unknown.status).toBe(404);
    await unknown.text();
  });
});
