import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {afterNextFrames, expect, test, waitForSettled} from './support/shop';

/**
 * In the page: notes each image on the screen now (`__seen`). Hidden images and a slider's later slides
 * (off to the side) are not on it; a module drawn above the screen after the shopper passed its place
 * never was, and its lazy images are never asked for.
 */
function noteImagesOnScreen(): void {
  const page = window as unknown as {__seen?: Set<HTMLImageElement>};
  const seen = (page.__seen ??= new Set());
  for (const image of document.images) {
    const box = image.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    if (onScreen && image.checkVisibility()) seen.add(image);
  }
}

/** In the page: every image `noteImagesOnScreen` noted has loaded or failed. */
function seenImagesDone(): boolean {
  return [...((window as unknown as {__seen?: Set<HTMLImageElement>}).__seen ?? [])].every((image) => image.complete);
}

const PAGES = [
  '/',
  '/en-GB/',
  '/products/rowers/keel-pro-rower/',
  '/en-GB/products/rowers/keel-pro-rower/',
  '/products/rowers/keel-wave-rower/',
  '/products/accessories/rower-mat/',
  '/compare',
  '/about',
  '/en-GB/about',
  '/locations',
  '/blog',
  '/blog/how-to-row-with-good-form/',
  '/products/services/personal-coaching',
  '/schedule/personal-coaching',
  '/find-your-rower',
  '/configure/keel-pro',
  '/bundles/keel-pro-complete/',
  '/listings/rowers/',
];

interface Shift {
  value: number;
  sources: string[];
  /** Where the page stood when the shift was reported: its scroll and height. */
  page: string;
}

/**
 * Records the page's layout shifts (`recordedShifts`), and, for a failure's message, when each held
 * module was drawn or let its height go (`recordedDraws`): a rare shift in CI is read from these.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const draws: string[] = [];
    const where = () => `scrollY ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`;
    Object.assign(window, {__shifts: shifts, __draws: draws});
    new MutationObserver((records) => {
      for (const {target, attributeName} of records) {
        if (!(target instanceof Element) || !attributeName) continue;
        const change = target.hasAttribute(attributeName) ? 'set' : 'removed';
        const id = target.getAttribute('data-held-module');
        draws.push(`${Math.round(performance.now())} ms ${id} ${attributeName} ${change}, ${where()}`);
      }
    }).observe(document.getRootNode(), {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-drawn', 'data-holding'],
    });
    const describe = (node: Node | null) => {
      if (!node) return '?';
      if (!(node instanceof Element)) return `text "${(node.textContent ?? '').trim().slice(0, 40)}"`;
      const label = node.getAttribute('data-testid') ?? node.getAttribute('data-module') ?? node.id;
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      type Rect = {x: number; y: number; width: number; height: number};
      const box = (rect: Rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: Array<{node: Node | null; previousRect: Rect; currentRect: Rect}>;
      }>) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            page: where(),
            sources: entry.sources.map(
              (source) =>
                `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
            ),
          });
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** How the proxy hands a page's HTML to the browser: `send` each part, in order. */
type Delivery = (html: Buffer, send: (part: Buffer) => void) => Promise<void>;

const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

/** Holds the HTML for 600 ms at the offset `cut` finds in it (none: the whole page at once). */
function pausedAt(cut: (html: Buffer) => number): Delivery {
  return async (html, send) => {
    const at = cut(html);
    if (at < 0) return send(html);
    send(html.subarray(0, at));
    await pause();
    send(html.subarray(at));
  };
}

/**
 * Everything up to <main> at once (the first paint waits for it, decision 0067), then the page in
 * 3,000-byte parts 40 ms apart, as a slow phone network brings it: the browser paints between parts.
 */
const trickled: Delivery = async (html, send) => {
  let at = Math.max(0, html.indexOf('<main'));
  send(html.subarray(0, at));
  for (; at < html.length; at += 3000) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    send(html.subarray(at, at + 3000));
  }
};

/**
 * A proxy in front of the shop that hands each HTML page over as `deliver` says (everything else
 * at once). A browser paints what it has parsed whenever the network pauses, so whatever it paints
 * of a half-arrived page must already sit where it stays.
 */
async function behindProxy(baseURL: string | undefined, deliver: Delivery, run: (origin: string) => Promise<void>) {
  const proxy = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const forwarded = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name, value]) => typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
      method: request.method,
      headers: forwarded,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!upstream.headers.get('content-type')?.includes('text/html')) return void response.end(body);
    await deliver(body, (part) => void response.write(part));
    response.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const {port} = proxy.address() as AddressInfo;
    await run(`http://127.0.0.1:${port}`);
  } finally {
    proxy.closeAllConnections();
    proxy.close();
  }
}

/** The offset of the tag holding the `nth` (from 1) occurrence of `marker`, or -1. */
function tagOf(marker: string, nth = 1) {
  return (html: Buffer) => {
    let at = -1;
    for (let seen = 0; seen < nth; seen += 1) {
      at = html.indexOf(marker, at + 1);
      if (at < 0) return -1;
    }
    return html.lastIndexOf('<', at);
  };
}

/** The layout shifts `recordShifts` has seen so far. */
function recordedShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as {__shifts: Shift[]}).__shifts);
}

/** The held modules' draws `recordShifts` has seen so far, a line each. */
function recordedDraws(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {__draws: string[]}).__draws);
}

/**
 * Loads `path` on a phone through a proxy that holds its HTML for 600 ms at `cut`; once the rest has
 * arrived (`arrived`), nothing may have moved.
 */
async function expectNoShiftWhenPaused(
  page: Page,
  baseURL: string | undefined,
  path: string,
  cut: (html: Buffer) => number,
  arrived: () => Promise<void>,
) {
  await behindProxy(baseURL, pausedAt(cut), async (origin) => {
    await page.setViewportSize({width: 390, height: 844});
    await recordShifts(page);
    const response = await page.goto(origin + path);
    expect(response?.status()).toBe(200);
    await waitForSettled(page);
    await arrived();
    expect(await recordedShifts(page)).toEqual([]);
  });
}

const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 720},
  {name: 'phone', width: 390, height: 844},
] as const;

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path} arrives slowly, loads and scrolls to its end without a layout shift (${viewport.name})`, async ({
      page,
      baseURL,
    }) => {
      await behindProxy(baseURL, trickled, async (origin) => {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await recordShifts(page);
        const response = await page.goto(origin + path);
        expect(response?.status()).toBe(200);
        await waitForSettled(page);
        await page.evaluate(noteImagesOnScreen);
        // A screen at a time to the end: what streams or hydrates below the fold shows up on the way.
        for (let step = 0; step < 60; step += 1) {
          const atEnd = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight * 0.9);
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          });
          // The screen has rendered: what it streams or hydrates has been asked for.
          await afterNextFrames(page);
          await page.evaluate(noteImagesOnScreen);
          if (atEnd) break;
        }
        // Everything scrolled past has arrived, so whatever it would move has moved.
        await page.waitForFunction(seenImagesDone);
        await waitForSettled(page);
        const shifts = await recordedShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const draws = shifts.length > 0 ? `; the held modules:\n${(await recordedDraws(page)).join('\n')}` : '';
        expect(shifts, `layout shifts on ${path} (sum ${total.toFixed(4)})${draws}`).toEqual([]);
      });
    });
  }
}

/**
 * Once, under load, the header was painted with the Menu button's icon but not yet its label, which
 * then pushed it 51 px left. The layout waits for <main> before its first paint (decision 0067).
 */
test('a page whose HTML stops inside the header paints it whole: no shift when the rest arrives (phone)', async ({
  page,
  baseURL,
}) => {
  await expectNoShiftWhenPaused(
    page,
    baseURL,
    '/en-GB/products/rowers/keel-pro-rower/',
    (html) => html.indexOf('Menu</button>'),
    () => expect(page.getByRole('button', {name: 'Menu'})).toBeVisible(),
  );
});

/**
 * Once, under load, /compare was painted with the first rower's head cell alone: a fixed table lays
 * out from its first row, so that column took all four columns' width and its image pushed the name
 * and price below the screen; when the other cells arrived they jumped up. The table declares its
 * columns first (<colgroup>).
 */
test('a comparison table whose HTML stops after its first rower keeps its columns: no shift when the rest arrives (phone)', async ({
  page,
  baseURL,
}) => {
  await expectNoShiftWhenPaused(page, baseURL, '/compare', tagOf('data-testid="compare-product"', 2), () =>
    expect(page.getByTestId('compare-product')).toHaveCount(3),
  );
});

/**
 * On a phone the configurator draws its picture above the steps, but the picture comes after them
 * in the HTML: a browser that painted the steps first pushed them 293 px down when it arrived. The
 * picture's place is kept from the first paint.
 */
test('a configurator whose HTML stops before its picture keeps the picture’s place: no shift when the rest arrives (phone)', async ({
  page,
  baseURL,
}) => {
  await expectNoShiftWhenPaused(page, baseURL, '/configure/keel-pro', tagOf('data-testid="configurator-preview"'), () =>
    expect(page.getByTestId('configurator-preview')).toBeVisible(),
  );
});

/**
 * Once, under load, /schedule/personal-coaching was painted with a coach's portrait but not yet the
 * name and specialties beside it: the portrait, centred on a card only its own height, moved 11 px
 * down when the text came. The portrait sits at the top of its card.
 */
test('a coach whose HTML stops after the portrait keeps the portrait where it is: no shift when the rest arrives (phone)', async ({
  page,
  baseURL,
}) => {
  await expectNoShiftWhenPaused(
    page,
    baseURL,
    '/schedule/personal-coaching',
    (html) => html.indexOf('<a', html.indexOf('person-1.jpg')),
    () => expect(page.getByRole('link', {name: 'Maya Okafor'})).toBeVisible(),
  );
});

/**
 * Once, under load, /products/services/personal-coaching was painted with its split hero's eyebrow line
 * alone: centred in the hero's minimum height, it sat 231 px down and jumped up when the heading, copy
 * and image came. On a phone the hero's parts stack from its top, and its copy is as wide from the
 * first line (on /about the eyebrow alone was 98 px wide, centred, then 358).
 */
for (const path of ['/products/services/personal-coaching', '/about']) {
  test(`${path}: a split hero whose HTML stops after its eyebrow line keeps it in place: no shift when the rest arrives (phone)`, async ({
    page,
    baseURL,
  }) => {
    await expectNoShiftWhenPaused(page, baseURL, path, tagOf('id="hero-title"'), () =>
      expect(page.getByRole('heading', {level: 1})).toBeVisible(),
    );
  });
}
