import {expect, holdModuleAnswers, test, waitForHydration} from './support/shop';

/**
 * React Router patches its routes with the answer of `/__manifest` (lazy route discovery), a
 * router update that reaches every Suspense boundary still hydrating; React holds it until they
 * have, and past five seconds drops their server HTML (error 421). Discovery waits until the
 * page has hydrated and the browser is idle (decision 0145).
 */
test.beforeEach(async ({page}) => {
  // At the moment the page asks for the manifest: how many elements of Suspense boundaries React
  // has not hydrated yet (an element without React's fiber, under a parent that has one).
  await page.addInitScript(() => {
    const checks: string[][] = [];
    (window as unknown as {manifestChecks: string[][]}).manifestChecks = checks;
    const original = window.fetch.bind(window);
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // Whether the element sits between a Suspense boundary's markers (<!--$--> … <!--/$-->) of its
    // parent: so a third party's widget inside a React element (a Klarna placement) is not counted.
    const insideBoundary = (element: Element) => {
      let depth = 0;
      for (let node = element.previousSibling; node; node = node.previousSibling) {
        if (node.nodeType !== Node.COMMENT_NODE) continue;
        const data = (node as Comment).data;
        if (data === '/$') depth += 1;
        else if (data === '$' || data === '$?' || data === '$!') {
          if (depth === 0) return true;
          depth -= 1;
        }
      }
      return false;
    };
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/__manifest?')) {
        const waiting = [...document.body.querySelectorAll('*')].filter((element) => {
          const parent = element.parentElement;
          // (React Router's streamed data scripts are not part of the page's markup.)
          if (
            !parent ||
            hydrated(element) ||
            !hydrated(parent) ||
            ['SCRIPT', 'TEMPLATE', 'LINK'].includes(element.tagName)
          )
            return false;
          // HTML React sets as a whole (dangerouslySetInnerHTML, as a held module's copy) has no fibers of its own.
          const props = Object.entries(parent).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
            {dangerouslySetInnerHTML?: unknown} | undefined;
          return !props?.dangerouslySetInnerHTML && insideBoundary(element);
        });
        checks.push(
          waiting.map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} in ${element.parentElement?.tagName.toLowerCase()}.${element.parentElement?.getAttribute('class') ?? ''}`,
          ),
        );
      }
      return original(input, init);
    };
  });
});

for (const path of ['/', '/products/rowers/keel-pro-rower/', '/en-GB/blog/']) {
  test(`on ${path} the routes of the page's links are discovered only once every part of it has hydrated`, async ({
    page,
  }) => {
    const manifest = page.waitForRequest((request) => request.url().includes('/__manifest?'));
    await page.goto(path);
    await waitForHydration(page);
    // Discovery still happens (hover prefetching needs it), for the page's own links.
    expect(decodeURIComponent((await manifest).url())).toContain('/listings/');
    // Each request (a second one comes when a held module goes live with new links): nothing was still hydrating.
    const checks = await page.evaluate(() => (window as unknown as {manifestChecks: string[][]}).manifestChecks);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.flat()).toEqual([]);
  });
}

test('a link followed before discovery still navigates in the page', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  // No idle moment yet in this test's page? Either way the link must work: clicked at once.
  await page.getByRole('contentinfo').getByRole('link', {name: 'Compare rowers'}).click();
  await expect(page).toHaveURL(/\/compare\/?$/);
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
});

test('a link followed before the page has settled loads the next page, and nothing still hydrating is dropped', async ({
  page,
  consoleErrors,
}) => {
  // The held modules' answer is kept back: the page has hydrated but has not settled (decision 0151).
  const release = await holdModuleAnswers(page);
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && /\/compare\/?$/.test(request.url()),
  );
  await page.getByRole('contentinfo').getByRole('link', {name: 'Compare rowers'}).click();
  // The browser loaded the next page itself: no router update reached the page that was still hydrating.
  await navigation;
  await expect(page).toHaveURL(/\/compare\/?$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-same-document', '');
  release();
  await waitForHydration(page);
  expect(consoleErrors).toEqual([]);
});
