import {expect, test, waitForHydration} from './support/shop';

/**
 * decision 0160: the page asks for its JavaScript in the task after its first frame, so the
 * stylesheet, the fonts and the hero image have the connection to themselves until it has painted,
 * and the page still hydrates and works.
 */

for (const path of ['/', '/en-GB/products/rowers/keel-pro-rower/']) {
  test(`${path}: no JavaScript module is asked for before the first frame, and the page hydrates`, async ({page}) => {
    // Runs before the document's own scripts: its frame callback is the first frame's first.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as {firstFrame?: number}).firstFrame = performance.now();
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    const {firstFrame, modules} = await page.evaluate(() => ({
      firstFrame: (window as {firstFrame?: number}).firstFrame ?? Number.NaN,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({name: new URL(entry.name).pathname, startTime: entry.startTime})),
    }));
    // The entry, React, the shell, the root's and the route's modules, at least.
    expect(modules.length).toBeGreaterThanOrEqual(5);
    for (const module of modules) expect(module.startTime, module.name).toBeGreaterThan(firstFrame);
  });
}
