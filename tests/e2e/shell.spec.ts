import {expect, test, expectNoAxeViolations, waitForHydration, waitForSettled} from './support/shop';

/** The site shell (rules:modal-kinds, rules:shell-fields, rules:shell-states): navigation, navigation banner and footer from the CMS. */

const year = new Date().getUTCFullYear();

test.describe('top navigation', () => {
  test('subsections open from the keyboard, close on Escape with focus back, and show focus', async ({page}) => {
    await page.goto('/');
    await waitForSettled(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Rowers', exact: true})).toHaveAttribute('href', '/listings/rowers/');
    const toggle = nav.getByRole('button', {name: 'Rowers menu'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', {name: 'Keel Pro Rower'})).toBeHidden();

    await toggle.focus();
    expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const pro = nav.getByRole('link', {name: 'Keel Pro Rower'});
    await expect(pro).toBeVisible();
    await expect(pro).toHaveAttribute('href', '/products/rowers/keel-pro-rower/');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(pro).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pro).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('one subsection at a time; a click outside closes it', async ({page}) => {
    await page.goto('/');
    await waitForSettled(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Rowers menu'}).click();
    await nav.getByRole('button', {name: 'Accessories menu'}).click();
    await expect(nav.getByRole('link', {name: 'Keel Pro Rower'})).toBeHidden();
    await expect(nav.getByRole('link', {name: 'Rower Mat'})).toBeVisible();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(nav.getByRole('link', {name: 'Rower Mat'})).toBeHidden();
  });

  test('links to /products are not prefetched; other links prefetch on intent', async ({page}) => {
    await page.goto('/');
    await waitForSettled(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'Rowers menu'}).click();
    await nav.getByRole('link', {name: 'Keel Pro Rower'}).hover();
    await nav.getByRole('link', {name: 'Keel Pro Rower'}).focus();
    // The same intent on a link that may prefetch shows the prefetch arriving; by then the product link's would have too.
    await nav.getByRole('link', {name: 'All rowers'}).hover();
    await expect(page.locator('link[rel="prefetch"][href*="/listings/rowers"]').first()).toBeAttached();
    await expect(page.locator('link[rel="prefetch"][href*="/products/"]')).toHaveCount(0);
  });

  test('the mobile menu starts CLOSED, opens, closes on Escape with focus on Menu, and on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForSettled(page);
    const menu = page.getByRole('button', {name: 'Menu', exact: true});
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('button', {name: 'Accessories menu'}).click();
    await nav.getByRole('link', {name: 'All accessories'}).click();
    await expect(page).toHaveURL(/\/listings\/accessories\/$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});

test.describe('navigation banner', () => {
  test('shows the US banner with a ticking countdown; a closed banner stays closed across navigation and reload', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('complementary', {name: 'Promotions'});
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Save up to $300 on rower packages');
    await expect(banner).toHaveAttribute('data-banner-type', 'Scroll');
    const countdown = banner.getByTestId('banner-countdown').first();
    const before = await countdown.textContent();
    expect(before).toMatch(/^\d+d \d\dh \d\dm \d\ds$/);
    await expect(countdown).not.toHaveText(before ?? '', {timeout: 4000});
    await expectNoAxeViolations(page);

    await banner.getByRole('button', {name: 'Close promotions'}).click();
    await expect(banner).toBeHidden();
    // A client-side navigation keeps it closed.
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Rowers', exact: true}).click();
    await expect(page).toHaveURL(/\/listings\/rowers\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'Promotions'})).toHaveCount(0);
    // A reload hides it before first paint (no layout shift): the server HTML has it, the inline script hides it.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-banner-closed'))).toBe(true);
    await expect(page.getByTestId('navigation-banner')).toBeHidden();
    await waitForHydration(page);
    await expect(page.getByTestId('navigation-banner')).toHaveCount(0);
  });

  test('an inline banner (the UK one) lays its items in one row on a desktop (rules:shell-fields inline, decision 0085)', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1024, height: 800});
    await page.goto('/en-GB/');
    await waitForHydration(page);
    const banner = page.getByRole('complementary', {name: 'Promotions'});
    await expect(banner).toHaveAttribute('data-inline', 'true');
    const boxes = await banner
      .locator('[data-part="item"]')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()).map(({top, bottom}) => ({top, bottom})),
      );
    expect(boxes.length).toBeGreaterThan(1);
    // One row: every item starts above the bottom of every other.
    expect(Math.max(...boxes.map((box) => box.top))).toBeLessThan(Math.min(...boxes.map((box) => box.bottom)));
  });

  test('a new visit shows the banner again', async ({browser}) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('complementary', {name: 'Promotions'})).toBeVisible();
    await context.close();
  });

  test('excludeURLs hide it (the cart) and excludeCTAURLs hide only its CTA (the bundle listing)', async ({page}) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByTestId('navigation-banner')).toHaveCount(0);
    await page.goto('/listings/bundles/');
    const banner = page.getByRole('complementary', {name: 'Promotions'});
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', {name: 'Shop packages'})).toHaveCount(0);
    await page.goto('/listings/rowers/');
    await expect(banner.getByRole('link', {name: 'Shop packages'}).first()).toHaveAttribute(
      'href',
      '/listings/bundles/',
    );
  });

  test('the Scroll banner pauses, and the UK gets its own Static banner', async ({page}) => {
    await page.goto('/');
    await waitForSettled(page);
    const pause = page.getByRole('button', {name: 'Pause promotions'});
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(
      await page
        .getByTestId('navigation-banner')
        .locator('[data-part="track"]')
        .evaluate((element) => getComputedStyle(element).animationPlayState),
    ).toBe('paused');

    await page.goto('/en-GB/');
    const banner = page.getByRole('complementary', {name: 'Promotions'});
    await expect(banner).toContainText('Save up to £281 on rower packages');
    await expect(banner).toHaveAttribute('data-banner-type', 'Static');
    await expect(banner.getByRole('link', {name: 'Visit a showroom'})).toHaveAttribute('href', '/en-GB/locations');
    // The header's cart label comes from the CMS too: a basket in the UK.
    await expect(page.getByTestId('cart-icon')).toHaveAttribute('aria-label', /^Basket, \d+ items?$/);
  });
});

test.describe('footer', () => {
  test('columns with collapsible headings, a Blank spacer, the last column without heading, CONNECT, e-mails and legal', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSettled(page);
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Shop', 'Support', 'Company'])
      await expect(footer.locator('summary', {hasText: heading})).toBeVisible();
    await expect(footer.getByText('Blank', {exact: true})).toHaveCount(0);
    // The last column's links show without a heading.
    await expect(footer.getByRole('link', {name: 'Stores and hotels'})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Packages and bundles'})).toHaveAttribute(
      'href',
      '/listings/bundles/',
    );

    // A heading folds its column.
    await footer.locator('summary', {hasText: 'Support'}).click();
    await expect(footer.getByRole('link', {name: 'Track your order'})).toBeHidden();
    await footer.locator('summary', {hasText: 'Support'}).click();
    await expect(footer.getByRole('link', {name: 'Track your order'})).toBeVisible();

    await expect(footer.getByRole('heading', {name: 'CONNECT'})).toBeVisible();
    await expect(footer.getByRole('link', {name: '(888) 555-0142'})).toHaveAttribute('href', 'tel:8885550142');
    await expect(footer).toContainText('Support hours');
    await expect(footer.getByRole('link', {name: 'Keel on Instagram'})).toHaveAttribute(
      'href',
      'https://www.instagram.com/keelrowing',
    );
    // Its icon is the sprite file's drawing (decision 0168), in the link's colour, not an image file.
    const instagram = footer.getByRole('link', {name: 'Keel on Instagram'}).locator('use');
    await expect(instagram).toHaveAttribute('href', /^\/icons\.svg\?v=[0-9a-f]{10}#i-social-instagram$/);
    // Drawn: a <use> whose symbol did not load has an empty box.
    await expect.poll(() => instagram.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    await expect(footer.locator('img')).toHaveCount(0);
    await expect(footer.getByRole('link', {name: 'press@keel.example'})).toHaveAttribute(
      'href',
      'mailto:press@keel.example',
    );
    await expect(footer.getByRole('link', {name: 'commercial@keel.example'})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'hello@keel.example'})).toBeVisible();
    for (const legal of ['Terms and conditions', 'Privacy policy', 'Accessibility statement', 'Sitemap'])
      await expect(footer.getByRole('link', {name: legal})).toBeVisible();
    await expect(footer).toContainText('Financing: rates from 0% to 29.99% APR');
    await expect(footer).toContainText(`© ${year} Keel Rowing, Inc. All rights reserved.`);
    await expectNoAxeViolations(page);
  });

  test('the locale selector lands on /en-GB/ with UK copy and back on /', async ({page}) => {
    await page.goto('/listings/rowers/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', {name: 'UK - English'}).click();
    await expect(page).toHaveURL(/\/en-GB\/$/);
    await expect(footer).toContainText(`© ${year} Keel Rowing Ltd.`);
    await expect(footer.getByRole('link', {name: '0808 157 0142'})).toBeVisible();
    await expect(footer.getByRole('link', {name: 'Guarantee'})).toBeVisible();
    await footer.getByRole('link', {name: 'US - English'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(footer).toContainText(`© ${year} Keel Rowing, Inc.`);
  });

  test('on a phone the columns start folded', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Track your order'})).toBeHidden();
    await footer.locator('summary', {hasText: 'Support'}).click();
    await expect(footer.getByRole('link', {name: 'Track your order'})).toBeVisible();
  });
});
