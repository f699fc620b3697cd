import {describe, expect, it} from 'vitest';
import {createTestWorker, ORIGIN, workerForFile} from './harness';

const worker = workerForFile();

/** The document's `<link rel=…>` tags, whatever the order of their attributes (React Router's `<Links>` puts a nonce first since 7.18). */
function linkTags(html: string, rel: string) {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .filter((match) => match[0].includes(` rel="${rel}"`))
    .map((match) => ({tag: match[0], href: / href="([^"]+)"/.exec(match[0])?.[1] ?? '', at: match.index}));
}

async function page(path: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {redirect: 'manual'});
  return {response, html: await response.text()};
}

describe('rower detail page in workerd', () => {
  it('renders the Pro title and US price on /products/rowers/keel-pro-rower/', async () => {
    const {response, html} = await page('/products/rowers/keel-pro-rower/');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en-US"');
    expect(html).toMatch(/<h1[^>]*>Keel Pro Rower<\/h1>/);
    expect(html).toMatch(/data-price-kind="current">\$2,495</);
    expect(html).toMatch(/data-price-kind="monthly">\$52\/mo</);
  });

  it('renders concurrent requests in both locales each with its own context (one handler per isolate, decision 0112)', async () => {
    const paths = Array.from({length: 6}, (_, index) =>
      index % 2 ? '/en-GB/products/rowers/keel-pro-rower/' : '/products/rowers/keel-pro-rower/',
    );
    const pages = await Promise.all(paths.map((path) => page(path)));
    pages.forEach(({html}, index) => {
      const uk = index % 2 === 1;
      expect(html).toContain(`<html lang="${uk ? 'en-GB' : 'en-US'}"`);
      expect(html).toMatch(uk ? /data-price-kind="current">£2,295</ : /data-price-kind="current">\$2,495</);
    });
  });

  it('renders the GBP price under /en-GB/', async () => {
    const {response, html} = await page('/en-GB/products/rowers/keel-pro-rower/');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toMatch(/data-price-kind="current">£2,295</);
    // rules:security: financing messaging is en-US only.
    expect(html).not.toContain('data-price-kind="monthly"');
  });

  it('gives the product schema the SEO entry’s price window: validFrom once past, priceValidUntil while ahead (rules:security-input, rules:security)', async () => {
    const offers = async (path: string) => {
      const {html} = await page(path);
      const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
      return (JSON.parse(json) as {offers: Record<string, unknown>}).offers;
    };
    // The seed's rower SEO entries hold 2026-11-01 to 2027-12-31.
    const [from, until] = ['2026-11-01T00:00:00.000Z', '2027-12-31T23:59:59.000Z'];
    const pro = await offers('/products/rowers/keel-pro-rower/');
    expect(pro.validFrom).toBe(Date.now() > Date.parse(from) ? from : undefined);
    expect(pro.priceValidUntil).toBe(Date.now() < Date.parse(until) ? until : undefined);
    // An accessory's SEO entry sets no window, so neither appears.
    const mat = await offers('/products/accessories/rower-mat/');
    expect(mat).not.toHaveProperty('validFrom');
    expect(mat).not.toHaveProperty('priceValidUntil');
  });

  it('renders the CMS copy on the server: the teaser, the order message (the out-of-stock one for a sold-out colour) and the full description', async () => {
    const {html} = await page('/products/rowers/keel-pro-rower/');
    expect(html).toContain('A 22-inch screen that turns with you, 26 levels of quiet magnetic resistance');
    expect(html).toMatch(/data-testid="order-message"[^>]*>.*Your rower ships in 5-7 days/s);
    expect(html).toMatch(/<h2 id="product-details-title"[^>]*>About the <!-- -->Keel Pro Rower<\/h2>/);
    const {html: forest} = await page('/en-GB/products/rowers/keel-pro-rower/forest/');
    expect(forest).toMatch(/data-testid="order-message"[^>]*>.*we take payment only when it is dispatched/s);
  });

  it('draws a CMS Text block of the Rich Text type in its palette colour and paragraph style, the rower placeholder filled (rules:security-input)', async () => {
    const {html} = await page('/products/accessories/rower-mat/');
    const block =
      /<div class="([^"]+)" data-variant="Standard" data-testid="pdp-text" style="--[\w-]+:(#[0-9A-Fa-f]{6})">(.*?)<\/div>/s.exec(
        html,
      );
    expect(block?.[2]?.toLowerCase()).toBe('#063448');
    expect(block?.[3]).toContain('Fits every Keel (Pro, Wave, or Vista) rower, and ships free with a rower order.');
  });

  it('asks for gallery thumbnails 400 wide', async () => {
    const {html} = await page('/products/rowers/keel-pro-rower/');
    const thumbnails = [
      ...html.matchAll(/<button[^>]*aria-label="Product slide \d+"[^>]*><img[^>]*src="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(thumbnails.length).toBeGreaterThan(1);
    for (const src of thumbnails) expect(src).toMatch(/[?&]w=400&/);
  });

  it('answers an unknown product with a 404 page inside the shell', async () => {
    const {response, html} = await page('/products/rowers/no-such-rower/');
    expect(response.status).toBe(404);
    expect(html).toContain('We couldn’t find that page');
    expect(html).toContain('aria-label="Keel home"');
  });
});

describe('shell, locales and errors', () => {
  it('renders the home hero from the content API', async () => {
    const {response, html} = await page('/');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Calm water, whenever you row<\/h1>/);
    expect(html).toContain('>UK - English</a>');
  });

  it('puts the Organization schema from the home SEO entry on the home page, per locale', async () => {
    const organization = async (path: string) => {
      const {html} = await page(path);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown> | null,
      );
      return scripts.find((data) => data?.['@type'] === 'Organization');
    };
    const us = await organization('/');
    expect(us).toMatchObject({
      name: 'Keel',
      url: `${ORIGIN}/`,
      email: 'hello@keel.example',
      telephone: '+1-888-555-0142',
    });
    expect(us?.logo).toMatch(/^https?:\/\/[^/]+\/media\/app\/keel-app\.jpg$/);
    expect(us?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 3214,
      bestRating: 5,
    });
    const gb = await organization('/en-GB/');
    expect(gb).toMatchObject({url: `${ORIGIN}/en-GB/`, email: 'hello.uk@keel.example', telephone: '+44-808-157-0142'});
  });

  it('uses en-GB copy from the content API and offers US - English', async () => {
    const {html} = await page('/en-GB/');
    expect(html).toContain('Delivered in 5-7 days');
    expect(html).toContain('>US - English</a>');
    expect(html).toMatch(/href="\/"[^>]*data-testid="locale-selector"|data-testid="locale-selector"[^>]*href="\/"/);
  });

  it('shows a 404 page inside the shell for an unknown path', async () => {
    const {response, html} = await page('/no/such/page');
    expect(response.status).toBe(404);
    expect(html).toContain('We couldn’t find that page');
    expect(html).toContain('<footer');
  });

  it('redirects an unknown locale to the en-US path', async () => {
    const {response} = await page('/fr-FR/products/rowers/keel-pro-rower/?a=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products/rowers/keel-pro-rower/?a=1');
  });

  it('sends a strict CSP that names the http dev backend without an https:// prefix', async () => {
    const {response} = await page('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src[^;]*http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).not.toMatch(/https:\/\/http/);
    expect(csp).not.toMatch(/https:\/\/127\.0\.0\.1/);
  });

  it('puts the CSP nonce on every inline and module script it renders, JSON-LD included', async () => {
    const {response, html} = await page('/products/rowers/keel-pro-rower/');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.some((tag) => tag.includes('application/ld+json'))).toBe(true);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
  });

  it('links one stylesheet for the whole shop in the head, holding the lazily loaded parts’ styles too, so nothing paints unstyled (decision 0071)', async () => {
    const {html} = await page('/products/rowers/keel-pro-rower/');
    const head = html.slice(0, html.indexOf('</head>'));
    const links = linkTags(html, 'stylesheet');
    // The shop's stylesheet, its @font-face rules included (decision 0159): in the head, nothing linked in the body.
    expect(links.map((link) => link.href.replace(/-[\w-]+\.css$/, '.css'))).toEqual(['/assets/style.css']);
    expect(links.every((link) => link.at < head.length)).toBe(true);
    const css = await (await worker.dispatchFetch(`${ORIGIN}${links[0]!.href}`)).text();
    // The rating line and the sidebar's value props and sticky bar (lazy chunks of their own): their classes are in it.
    for (const part of [
      'data-testid="rating-summary"',
      'data-testid="pdp-value-props"',
      'data-testid="product-sticky-bar"',
    ]) {
      const tag = new RegExp(`<[a-z]+[^>]*${part}[^>]*>`).exec(html)?.[0] ?? '';
      const classes = /class="([^"]+)"/.exec(tag)?.[1]?.split(' ') ?? [];
      expect(classes.length, part).toBeGreaterThan(0);
      for (const name of classes) expect(css, `.${name} for ${part}`).toContain(`.${name}`);
    }
  });

  it('declares its fonts with font-display optional and preloads the files the stylesheet uses', async () => {
    const {html} = await page('/');
    const stylesheet = linkTags(html, 'stylesheet').find((link) =>
      /^\/assets\/style-[\w-]+\.css$/.test(link.href),
    )?.href;
    expect(stylesheet).toBeTruthy();
    const css = await (await worker.dispatchFetch(`${ORIGIN}${stylesheet}`)).text();
    expect(css.match(/font-display:\s*optional/g)).toHaveLength(6);
    expect(css).not.toMatch(/font-display:\s*swap/);
    const preloads = linkTags(html, 'preload')
      .filter((link) => / as="font"/.test(link.tag))
      .map((link) => link.href);
    expect(preloads).toHaveLength(2);
    // The two core files (decision 0159), each the source of a face in the stylesheet.
    for (const href of preloads) {
      expect(href).toMatch(/\/(inter|fraunces)-core-[\w-]+\.woff2$/);
      expect(css).toContain(`url(${href})`);
    }
  });

  it('never sends a private token or secret to the browser', async () => {
    const {html} = await page('/products/rowers/keel-pro-rower/');
    for (const secret of [
      'keel-dev-private-storefront-token',
      'keel-dev-admin-api-token',
      'keel-dev-session-secret',
      'keel-dev-content-preview-token',
      'keel-dev-content-delivery-token',
    ]) {
      expect(html).not.toContain(secret);
    }
  });
});

describe('upstream failure', () => {
  it('shows a friendly error page, not a stack trace, when the content API is down', async () => {
    const broken = createTestWorker({CONTENTFUL_HOST: 'http://127.0.0.1:9'});
    try {
      const response = await broken.dispatchFetch(`${ORIGIN}/`);
      const html = await response.text();
      // An upstream that cannot be reached is a 503 (rules:errors-upstream-503), in the shell, with a retry hint.
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(html).toContain('Something went wrong');
      expect(html).not.toMatch(/at \w+ \(|Error:|\.ts:\d+/);
    } finally {
      await broken.dispose();
    }
  });
});

/** Security headers (rules:errors-upstream-503): HSTS on HTTPS hosts only, a Permissions-Policy, the CSP as before. */
describe('security headers', () => {
  it('sends Strict-Transport-Security on an HTTPS host, on pages and API answers alike', async () => {
    for (const path of ['/', '/api/cart']) {
      const response = await worker.dispatchFetch(`https://shop.example${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('sends no Strict-Transport-Security over plain HTTP (localhost must not be pinned to HTTPS)', async () => {
    const response = await worker.dispatchFetch(`${ORIGIN}/`);
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('turns off the features the shop does not use, keeps the CSP strict', async () => {
    const response = await worker.dispatchFetch(`${ORIGIN}/`);
    await response.arrayBuffer();
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'browsing-topics=()'])
      expect(policy).toContain(off);
    expect(policy).toContain('geolocation=(self)');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src[^;]*'nonce-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('a package page built from its commerce discount record (rules:security-input getDiscountById)', () => {
  const members = (html: string) =>
    [...html.matchAll(/<li class="[^"]*"><span>([^<]+)<\/span><span>/g)].map((match) => match[1]);

  it('reads the record from the Admin API and lists its products with the CMS titles', async () => {
    const lines: string[] = [];
    const own = createTestWorker({}, (line) => lines.push(line));
    try {
      const response = await own.dispatchFetch(`${ORIGIN}/bundles/keel-pro-essentials/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(members(html).sort()).toEqual(['Heart Rate Monitor', 'Keel Pro Rower', 'Rower Mat']);
      expect(lines.join('\n')).not.toContain('discount records unavailable');
    } finally {
      await own.dispose();
    }
  });

  it('falls back to the CMS member list, and says so in the log, when the Admin API refuses', async () => {
    const lines: string[] = [];
    const own = createTestWorker(
      {ADMIN_API_CLIENT_ID: '', PRIVATE_ADMIN_API_CLIENT_SECRET: '', PRIVATE_ADMIN_API_TOKEN: 'not-the-token'},
      (line) => lines.push(line),
    );
    try {
      const response = await own.dispatchFetch(`${ORIGIN}/bundles/keel-pro-essentials/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(members(html).sort()).toEqual(['Heart Rate Monitor', 'Keel Pro Rower', 'Rower Mat']);
      expect(lines.join('\n')).toContain('[packages] discount records unavailable');
    } finally {
      await own.dispose();
    }
  });
});
