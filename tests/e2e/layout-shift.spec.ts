import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {afterNextFrames, expect, test, waitForSettled} from './support/shop';

/**
 * In the page: every image a browser asks for once it has been scrolled past has loaded or
 * failed. Hidden images and a slider's later slides (off to the side) are never asked for.
 */
function scrolledImagesDone(): boolean {
  return [...document.images]
    .filter((image) => image.checkVisibility() && image.getBoundingClientRect().left < window.innerWidth && image.getBoundingClientRect().right > 0)
    .every((image) => image.complete);
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
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as {__shifts: Shift[]}).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!node) return '?';
      if (!(node instanceof Element)) return `text "${(node.textContent ?? '').trim().slice(0, 40)}"`;
      const label = node.getAttribute('data-testid') ?? node.getAttribute('data-module') ?? node.id;
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      type Rect = {x: number; y: number; width: number; height: number};
      const box = (rect: Rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
      for (const entry of list.getEntries() as unknown as Array<{value: number; startTime: number; hadRecentInput: boolean; sources: Array<{node: Node | null; previousRect: Rect; currentRect: Rect}>}>) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms`),
          });
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 720},
  {name: 'phone', width: 390, height: 844},
] as const;

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path} loads and scrolls to its end without a layout shift (${viewport.name})`, async ({page}) => {
      await page.setViewportSize({width: viewport.width, height: viewport.height});
      await recordShifts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForSettled(page);
      // A screen at a time to the end: what streams or hydrates below the fold shows up on the way.
      for (let step = 0; step < 60; step += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.9);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        // The screen has rendered: what it streams or hydrates has been asked for.
        await afterNextFrames(page);
        if (atEnd) break;
      }
      // Everything scrolled past has arrived, so whatever it would move has moved.
      await page.waitForFunction(scrolledImagesDone);
      await waitForSettled(page);
      const shifts = await page.evaluate(() => (window as unknown as {__shifts: Shift[]}).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(shifts, `layout shifts on ${path} (sum ${total.toFixed(4)})`).toEqual([]);
    });
  }
}

/**
 * A browser paints what it has parsed when the network or its own parser pauses: once, under load,
 * the header was painted with the Menu button's icon but not yet its label, which then pushed it
 * 51 px left. The layout waits for <main> before its first paint (decision 0067). A proxy in front
 * of the shop stops the HTML just before that label, as a slow network can, for 600 ms.
 */
test('a page whose HTML stops inside the header paints it whole: no shift when the rest arrives (phone)', async ({page, baseURL}) => {
  const proxy = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const forwarded = Object.fromEntries(Object.entries(request.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), {method: request.method, headers: forwarded, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: 'manual'});
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = upstream.headers.get('content-type')?.includes('text/html') ? body.indexOf('Menu</button>') : -1;
    if (cut < 0) return void response.end(body);
    response.write(body.subarray(0, cut));
    await new Promise((resolve) => setTimeout(resolve, 600));
    response.end(body.subarray(cut));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const {port} = proxy.address() as AddressInfo;
    await page.setViewportSize({width: 390, height: 844});
    await recordShifts(page);
    const response = await page.goto(`http://127.0.0.1:${port}/en-GB/products/rowers/keel-pro-rower/`);
    expect(response?.status()).toBe(200);
    await waitForSettled(page);
    await expect(page.getByRole('button', {name: 'Menu'})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__shifts: Shift[]}).__shifts)).toEqual([]);
  } finally {
    proxy.closeAllConnections();
    proxy.close();
  }
});
