import {expect, holdModuleAnswers, test, waitForHydration} from './support/shop';

/**
 * Held modules (decision 0105) wait for `/api/modules` before they hydrate, and React holds every
 * router update that reaches them (a fetcher's answer, a revalidation) until they have. An answer
 * that failed once used to leave them waiting for good: the predictive search's suggestions then
 * waited for React's five-second transition expiry, and React dropped the modules' server HTML with
 * error 421 (decision 0141).
 */
test('one failed answer for the held modules is retried, and the page stays live', async ({page, consoleErrors}) => {
  let failures = 0;
  await page.route('**/api/modules?*', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({status: 503, contentType: 'application/json', body: '{"error":"Try again"}'});
      return;
    }
    await route.continue();
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/modules?')) answers.push(response.status());
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByTestId('search-toggle')).toHaveAttribute('data-ready', 'true');
  // The held modules' answer is asked for when the browser is idle: it fails once, then comes.
  await expect.poll(() => answers, {timeout: 15_000}).toEqual([503, 200]);

  // A fetcher's answer (a router update that reaches every held module) shows, and no module is
  // dropped by React (the fixture fails the test on error 421 or any console error).
  await page.getByTestId('search-toggle').click();
  await page.getByRole('combobox', {name: 'Search the shop'}).fill('keel pr');
  await expect(
    page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option', {name: /Keel Pro Rower/}),
  ).toBeVisible();
  await expect(page.locator('#reviews')).toBeVisible();
  // The one console error allowed is Chromium's line for the answer this test failed on purpose.
  const injected = consoleErrors.filter((line) => line.includes('status of 503') && line.includes('/api/modules'));
  expect(injected).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(injected[0] ?? ''), 1);
});

/**
 * The slow case (decision 0145): the held modules' answer takes longer than React lets a transition
 * wait (about five seconds). A router update in the meantime must neither wait for it nor make React
 * drop a module's server HTML (error 421); when the answer comes, the module goes live in place, with
 * no layout shift and focus kept.
 */
test('a slow answer for the held modules holds no router update, and the module goes live in place', async ({page}) => {
  const release = await holdModuleAnswers(page);
  await page.goto('/products/rowers/keel-pro-rower/');
  // Hydrated, not settled: the page settles only once the held answer has come.
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await expect(page.getByTestId('search-toggle')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => {
    (window as unknown as {shifts: number[]}).shifts = [];
    new PerformanceObserver((list) => {
      // A shift right after a key press (the grid expanding) is the shopper's own doing, not counted.
      for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>)
        if (!entry.hadRecentInput) (window as unknown as {shifts: number[]}).shifts.push(entry.value);
    }).observe({type: 'layout-shift'});
  });

  // The search opens and a fetcher's answer (a router update that reaches every module) shows while
  // the held answer is still out (it is released only below). Had the update waited past React's
  // expiry, React would have dropped the modules with error 421, which fails the test.
  await page.getByTestId('search-toggle').click();
  await page.getByRole('combobox', {name: 'Search the shop'}).fill('keel pr');
  await expect(
    page.getByRole('listbox', {name: 'Search suggestions'}).getByRole('option', {name: /Keel Pro Rower/}),
  ).toBeVisible();
  // Past React's five-second transition expiry: the modules' server HTML is still there.
  await page.waitForTimeout(5_500);
  await page.keyboard.press('Escape');
  // (Its name changes once it expands: found by what it controls.)
  const toggle = page.getByRole('region', {name: 'Why members row with Keel'}).locator('button[aria-controls]');
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();

  release();
  // Live: "See more" now expands the grid (the copy's button had no handler), and focus stayed on it.
  await expect(async () => {
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', {timeout: 500});
  }).toPass({timeout: 10_000});
  expect(await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts)).toEqual([]);
});

/**
 * Decision 0158: the server sends the held modules' HTML in templates, so the first frame lays out only
 * what is above the fold, and the page's inline script opens them one a frame after it, whether or not
 * the page's JavaScript has come (here it is held back until the end).
 */
test('the held modules fill in from their templates before the page’s JavaScript comes', async ({page}) => {
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  const response = await page.goto('/products/rowers/keel-pro-rower/', {waitUntil: 'commit'});
  expect((await response!.text()).match(/<template data-held-copy="">/g)).toHaveLength(4);

  await expect(page.getByRole('heading', {name: 'Questions, answered'})).toBeAttached();
  await expect(page.locator('template[data-held-copy]')).toHaveCount(0);
  await expect(page.locator('#highlights')).toBeVisible();
  // Nothing has hydrated yet: every module is the server's HTML, opened by the inline script.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Why members row with Keel'})).toBeVisible();
});

test('a link to a part of a held module scrolls there when the page loads', async ({page}) => {
  await page.goto('/products/rowers/keel-pro-rower/#faq');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Questions, answered'})).toBeInViewport();
});
