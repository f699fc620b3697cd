import type {Page, TestInfo} from '@playwright/test';
import {afterNextFrames, expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * Issue 9: a tour of the content pages in both locales. Every module the
 * seed stacks on a page renders (its heading or landmark from the seed
 * content), axe finds nothing, and each page is saved as a screenshot under
 * test-results/ to look at. Then the modules' behaviour, one at a time.
 */

const LOCALES = [
  {code: 'en-US', prefix: '', gb: false},
  {code: 'en-GB', prefix: '/en-GB', gb: true},
] as const;

/**
 * Opens a page and waits for React, the route and every module: module code
 * is split per type, so a module's buttons work once its own chunk has
 * hydrated it (it then carries data-hydrated).
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await waitForHydration(page);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-module]')].every((element) => element.hasAttribute('data-hydrated')));
}

/** Scrolls through a page so every lazy image loads, then saves it under test-results/. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The lazy images this screen brought into view are requested once the page has rendered it.
    await afterNextFrames(page);
  }
  // Lazy images in collapsed parts (display: none) or off to the side of a slider never load; every other one must have.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility() && image.getBoundingClientRect().left < window.innerWidth)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({path: testInfo.outputPath(`${name}.png`), fullPage: true});
}

/**
 * A form answered with a 4xx on purpose: Chromium logs the failed request as
 * a console error, which the fixture would count. Only that exact request is
 * allowed; any other console error still fails the test.
 */
function expectRejected(consoleErrors: string[], status: number, path: string) {
  const pattern = new RegExp(`status of ${status} .*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const index = consoleErrors.findIndex((message) => pattern.test(message));
  expect(index, `a ${status} from ${path} was logged`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** A module is a labelled landmark (a <section aria-labelledby>): found by the seed's heading. */
const region = (page: Page, name: string | RegExp) => page.getByRole('region', {name, exact: typeof name === 'string'});

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('home: every module of the seed renders', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/`);
      await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Shop the Pro'})).toHaveAttribute('href', `${locale.prefix}/products/rowers/keel-pro-rower/`);
      await expect(page.getByRole('list', {name: 'Why Keel'}).getByText(locale.gb ? 'Delivered in 5-7 days' : 'Ships in 5-7 days', {exact: true})).toBeVisible();
      const carousel = region(page, 'Find your rower');
      await expect(carousel.getByRole('link', {name: 'Keel Pro Rower'})).toBeVisible();
      await expect(carousel.getByText(locale.gb ? '£2,295' : '$52/mo or $2,495').first()).toBeVisible();
      for (const title of ['Why members row with Keel', 'Why rowing?', 'What members say', 'In the press', 'Know where you stand', 'More than a rower', 'The New Year Package Event', 'Questions, answered']) {
        await expect(region(page, title)).toBeVisible();
      }
      await expect(region(page, 'Why rowing?').getByRole('columnheader', {name: 'Keel rowing'})).toBeVisible();
      await expect(region(page, 'Know where you stand').getByRole('heading', {name: 'Keel Index'})).toBeVisible();
      await expect(region(page, 'Know where you stand').getByRole('img', {name: 'Total score 742 out of 1000'})).toBeVisible();
      await expect(region(page, 'The New Year Package Event').getByRole('timer')).toBeVisible();
      await expect(region(page, 'In the press').getByText('Home Fitness Review')).toBeVisible();
      // The FAQ's CMS font styles: title Heading 2 Semi-Bold (h2), questions Heading 5 Normal (h3).
      const faq = region(page, 'Questions, answered');
      const style = (element: Element) => `${getComputedStyle(element).fontSize} ${getComputedStyle(element).fontWeight}`;
      expect(await faq.getByRole('heading', {level: 2, name: 'Questions, answered'}).evaluate(style)).toBe('32px 500');
      expect(await faq.getByRole('heading', {level: 3}).first().evaluate(style)).toBe('18px 400');
      // A CMS jump link to another page's module: /about#contact lands on the contact card.
      await expect(region(page, 'Questions, answered').getByRole('link', {name: 'More questions? Talk to us'})).toHaveAttribute('href', `${locale.prefix}/about#contact`);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `home-${locale.code}`);
    });

    test('compare: product comparison, equipment table, FAQ and scroll navigation', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/compare`);
      await expect(page.getByRole('heading', {level: 1, name: 'Compare rowers'})).toBeVisible();
      const comparison = region(page, 'Pro, Wave or Vista?');
      for (const rower of ['Keel Pro Rower', 'Keel Wave Rower', 'Keel Vista Rower']) await expect(comparison.getByRole('link', {name: rower})).toBeVisible();
      await expect(comparison.getByRole('rowheader', {name: locale.gb ? 'Colours' : 'Colors'})).toBeVisible();
      await expect(comparison.getByText(locale.gb ? '£2,795' : '$63/mo or $2,995').first()).toBeVisible();
      const equipment = region(page, 'Why rowing?');
      await expect(equipment.getByRole('rowheader')).toHaveText(['Low Impact', 'Upper Body', 'Lower Body', 'Range of Motion', 'Core']);
      await expect(equipment.getByRole('list', {name: 'Legend'}).getByRole('listitem')).toHaveText(['Excellent', 'Good', 'Fair', 'Limited']);
      // spec 9: the equipment columns are 130px wide.
      expect(await equipment.getByRole('columnheader', {name: 'Cycling'}).evaluate((cell) => Math.round(cell.getBoundingClientRect().width))).toBe(130);
      await expect(region(page, 'Questions, answered')).toBeVisible();
      const navigation = page.getByRole('navigation', {name: 'On this page'});
      await expect(navigation.getByRole('link')).toHaveText(['Compare rowers', 'Why rowing', 'FAQ']);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `compare-${locale.code}`);
    });

    test('about: hero split, people, testimonials, kit carousel, blog promo, careers, contact, locator, referral', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/about`);
      await expect(page.getByRole('heading', {level: 1, name: 'We build rowers for homes, not gyms'})).toBeVisible();
      await expect(region(page, 'The people behind Keel').getByRole('heading', {level: 3})).toHaveCount(6);
      await expect(region(page, 'Why members chose Keel').getByText('Marcus Bell')).toBeVisible();
      await expect(region(page, 'Kit for your rower').getByRole('list', {name: 'Kit for your rower'}).locator(':scope > li')).toHaveCount(6);
      await expect(region(page, 'Kit for your rower').getByRole('button', {name: 'Pause products'})).toBeVisible();
      await expect(region(page, 'Notes from the workshop').getByTestId('article-card')).toHaveCount(3);
      // The careers list reads the jobs service (the dev backend's stand-in), limited to the CMS's departments.
      const careers = region(page, 'Work with us');
      await expect(careers.getByRole('link', {name: 'Frontend Engineer, Storefront'})).toBeVisible();
      await expect(careers.getByText('Brand Designer')).toHaveCount(0);
      await expect(region(page, 'Get in touch').getByRole('link', {name: locale.gb ? 'hello.uk@keel.example' : 'hello@keel.example'})).toBeVisible();
      await expect(page.locator('#contact')).toHaveAttribute('data-module', 'contact-card');
      await expect(page.locator('#careers')).toHaveAttribute('data-module', 'careers-list');
      await expect(region(page, 'Row with us in person').getByTestId('location').first()).toBeVisible();
      await expect(region(page, locale.gb ? 'Give £75, get £75' : 'Give $100, get $100')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `about-${locale.code}`);
    });

    test('locations: stores and hotels, a search by place nearest first, the map', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/locations`);
      await expect(page.getByRole('heading', {level: 1, name: 'Try before you buy'})).toBeVisible();
      const all = await page.getByTestId('location').count();
      expect(all).toBeGreaterThanOrEqual(24);
      await expect(page.getByRole('img', {name: /^Map of \d+ locations in the United States$/})).toBeVisible();
      await page.getByLabel('Town, city, ZIP code or postcode').fill('London');
      await page.getByLabel('Within (miles)').fill('20');
      await page.getByRole('button', {name: 'Search'}).click();
      await expect(page.getByTestId('locator').getByRole('status')).toHaveText(/locations? within 20 miles of London, nearest first/);
      const names = await page.getByTestId('location').getByRole('heading').allTextContents();
      expect(names[0]).toBe('Keel Showroom Marylebone');
      expect(names.length).toBeGreaterThan(1);
      expect(names.length).toBeLessThan(all);
      const distances = (await page.getByTestId('location').getByText(/miles away/).allTextContents()).map((text) => Number(/([\d.]+) miles away/.exec(text)?.[1]));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `locations-${locale.code}`);
    });

    test('blog: landing, category and an article with author card and related articles', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/blog`);
      await expect(page.getByRole('heading', {level: 1, name: 'The Keel blog'})).toBeVisible();
      await expect(region(page, 'Featured').getByTestId('article-card')).toHaveCount(4);
      await expect(region(page, 'Latest articles').getByTestId('article-card')).toHaveCount(6);
      await expect(page.getByRole('navigation', {name: 'Blog pages'}).getByRole('link', {name: 'Page 2'})).toBeVisible();
      await expect(region(page, 'New articles, once a month')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `blog-${locale.code}`);

      await page.getByRole('navigation', {name: 'Blog categories'}).getByRole('link', {name: 'Training'}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Training'})).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/blog/categories/training$`));
      const eyebrows = await region(page, 'Articles')
        .getByTestId('article-card')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
      expect(eyebrows.length).toBeGreaterThan(1);
      expect(new Set(eyebrows)).toEqual(new Set(['Training']));

      await visit(page, `${locale.prefix}/blog/how-to-row-with-good-form/`);
      await expect(page.getByRole('heading', {level: 1, name: 'The four parts of a good stroke'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Training'}).first()).toHaveAttribute('href', `${locale.prefix}/blog/categories/training`);
      await expect(page.locator('time')).toHaveText(locale.gb ? '3 February 2026' : 'February 3, 2026');
      const author = page.getByTestId('author-card');
      await expect(author.getByRole('heading', {name: 'Maya Okafor'})).toBeVisible();
      await expect(author.getByText('When do you row?')).toBeVisible();
      const related = region(page, 'Keep reading').getByTestId('article-card');
      await expect(related).toHaveCount(3);
      // spec 5: the manual overrides first, the current article left out.
      await expect(related.first().getByRole('link')).toHaveAttribute('href', `${locale.prefix}/blog/your-first-four-weeks/`);
      await expect(region(page, 'Keep reading').getByRole('link', {name: 'The four parts of a good stroke'})).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `article-${locale.code}`);
    });

    test('personal coaching: hero split, value props, coaches, FAQ, related articles and the sticky bar', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/products/services/personal-coaching`);
      await expect(page.getByRole('heading', {level: 1, name: 'A coach who watches every stroke'})).toBeVisible();
      await expect(page.getByText(locale.gb ? 'Personal Coaching, 4 sessions for £219' : 'Personal Coaching, 4 sessions for $249')).toBeVisible();
      await expect(region(page, 'What you get').getByRole('heading', {level: 3})).toHaveCount(3);
      await expect(region(page, 'Meet the coaches').getByRole('heading', {level: 3})).toHaveText(['Maya Okafor', 'Priya Raman', 'Daniel Reyes', 'Sam Whitaker']);
      // The app variant of the hero split: the app screen whole, with the two store links (new tabs).
      const app = region(page, 'Your coach, between sessions');
      await expect(app.getByRole('img', {name: /The Keel app on a phone/})).toBeVisible();
      expect(await app.getByRole('img').first().evaluate((image) => getComputedStyle(image.parentElement!).maxWidth)).toBe('420px');
      const stores = app.getByRole('list', {name: 'Get the app'}).getByRole('link');
      await expect(stores).toHaveText([/Download on the App Store/, /Get it on Google Play/]);
      await expect(stores.first()).toHaveAttribute('target', '_blank');
      await expect(stores.first()).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      const faq = region(page, 'Coaching questions');
      await expect(faq.locator('details').first()).toHaveAttribute('open', '');
      await expect(region(page, 'Before your first session').getByTestId('article-card')).toHaveCount(3);
      await expect(page.getByRole('link', {name: 'Book your first session'}).first()).toHaveAttribute('href', `${locale.prefix}/schedule/personal-coaching`);
      const sticky = page.locator('[data-module="product-sticky"]');
      await expect(sticky).toHaveAttribute('data-visible', 'false');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(sticky).toHaveAttribute('data-visible', 'true');
      const bar = page.getByRole('complementary', {name: 'Personal Coaching (4 sessions): quick buy'});
      await expect(bar).toBeVisible();
      // spec 3: desktop position Top, under the header.
      expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `coaching-${locale.code}`);
    });
  });
}

test.describe('content modules at work', () => {
  test('the highlights grid shows 2 rows, then all, and scrolls to the grid', async ({page}) => {
    await visit(page, '/');
    const grid = region(page, 'Why members row with Keel');
    const cards = grid.locator('li');
    await expect(cards).toHaveCount(8);
    await expect(cards.nth(3)).toBeVisible();
    await expect(cards.nth(4)).toBeHidden();
    const toggle = grid.getByRole('button', {name: 'See All Highlights'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(grid.getByRole('button', {name: 'Hide Highlights'})).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.nth(7)).toBeVisible();
    // spec 2: 300 ms after expanding, the grid sits at the header offset + 40.
    await expect
      .poll(async () => page.evaluate(() => Math.round(document.querySelector('[data-module="highlights"] ul')!.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await grid.getByRole('button', {name: 'Hide Highlights'}).click();
    await expect(cards.nth(4)).toBeHidden();
  });

  test('the home hero slides by keyboard to its package slide and its background-video slide', async ({page}) => {
    await visit(page, '/');
    const hero = page.getByRole('region', {name: 'Featured'});
    const counter = hero.getByTestId('slider-counter');
    await expect(counter).toHaveText('01 / 03');
    // Slides out of view are hidden from assistive technology and from the keyboard.
    await expect(page.getByRole('heading', {name: 'Row, then lift'})).toHaveCount(0);
    await expect(hero.getByRole('button', {name: 'Previous slide'})).toHaveCount(0);
    await hero.getByRole('button', {name: 'Next slide'}).focus();
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText('02 / 03');
    await expect(page.getByRole('heading', {level: 2, name: 'Row, then lift'})).toBeVisible();
    await expect(hero.getByText('$300 less than buying them apart', {exact: false})).toBeVisible();
    await expect(hero.getByRole('link', {name: 'Shop packages'})).toHaveAttribute('href', '/listings/bundles/');
    // The slide's value props, from the CMS.
    await expect(hero.getByRole('listitem')).toHaveText(['Ships in 5-7 days', '30-day home trial', '5-year frame warranty']);
    await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('03 / 03');
    await expect(hero.getByRole('button', {name: 'Next slide'})).toHaveCount(0);
    // The last slide's background video plays once the slide is in view, muted, and pauses on request.
    const video = hero.getByTestId('background-video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.currentTime > 0), {timeout: 10_000}).toBe(true);
    // Once the slide has come to rest (its pause button wholly in view), by keyboard: a click during
    // the slide's move scrolled the page first, and a scroll that takes the video below half in
    // view pauses it by itself, so the toggle then meant play.
    const pause = hero.getByRole('button', {name: 'Pause video: A river at dawn, in your living room'});
    await expect(pause).toBeInViewport({ratio: 1});
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(hero.getByRole('link', {name: 'Find your rower'})).toHaveAttribute('href', '/find-your-rower');
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('01 / 03');
    await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('press quotes move on by themselves every 5 s until paused', async ({page}) => {
    // The page's clock runs as usual, and can be moved on at once where the test waits out an interval.
    await page.clock.install();
    await visit(page, '/');
    await page.mouse.move(0, 0);
    const press = region(page, 'In the press');
    const counter = press.getByTestId('slider-counter');
    await expect(counter).toHaveText('01 / 04');
    await press.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText('02 / 04', {timeout: 8_000});
    const pause = press.getByRole('button', {name: 'Pause slides'});
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // Paused (and hovered, and focused): it stays where it is past another interval.
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText('02 / 04');
    await expect(press.getByRole('figure')).toHaveCount(1);
  });

  test('the product carousel moves a card at a time with its arrows and counts the cards in view', async ({page}) => {
    await visit(page, '/');
    const carousel = region(page, 'Find your rower');
    const counter = carousel.getByTestId('carousel-counter');
    const previous = carousel.getByRole('button', {name: 'Previous products'});
    const next = carousel.getByRole('button', {name: 'Next products'});
    const cards = carousel.getByRole('list', {name: 'Find your rower'}).locator(':scope > li');
    const total = await cards.count();
    expect(total).toBeGreaterThan(3);
    const pad = (value: number) => String(value).padStart(2, '0');
    await expect(counter).toHaveText(new RegExp(`^01–\\d\\d / ${pad(total)}$`));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(new RegExp(`^02–\\d\\d / ${pad(total)}$`));
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // To the end: the next arrow dims but keeps focus.
    for (let step = 0; step < total && (await next.getAttribute('aria-disabled')) !== 'true'; step += 1) {
      const shown = (await counter.textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(counter).not.toHaveText(shown);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await expect(counter).toHaveText(new RegExp(`–${pad(total)} / ${pad(total)}$`));
    // The last card is in view; every card is a link to its product.
    await expect(cards.last()).toBeInViewport();
    await previous.click();
    await expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  test('a product carousel with autoplay moves on a card every 5 s, holds while hovered, and pauses for good', async ({page}) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await visit(page, '/about');
    await page.mouse.move(0, 0);
    const carousel = region(page, 'Kit for your rower');
    const counter = carousel.getByTestId('carousel-counter');
    await carousel.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText(/^01–\d\d \/ 06$/);
    await expect(counter).toHaveText(/^02–\d\d \/ 06$/, {timeout: 8_000});
    // Hovered, it holds past another interval.
    await carousel.getByRole('list', {name: 'Kit for your rower'}).hover();
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText(/^02–\d\d \/ 06$/);
    await page.mouse.move(0, 0);
    await expect(counter).toHaveText(/^03–\d\d \/ 06$/, {timeout: 8_000});
    const pause = carousel.getByRole('button', {name: 'Pause products'});
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText(/^03–\d\d \/ 06$/);
    await expectNoAxeViolations(page);
  });

  test('with reduced motion asked for, the autoplay carousel starts paused and plays on request', async ({page}) => {
    test.setTimeout(45_000);
    await page.clock.install();
    await page.emulateMedia({reducedMotion: 'reduce'});
    await visit(page, '/about');
    await page.mouse.move(0, 0);
    const carousel = region(page, 'Kit for your rower');
    const counter = carousel.getByTestId('carousel-counter');
    const pause = carousel.getByRole('button', {name: 'Pause products'});
    await carousel.scrollIntoViewIfNeeded();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText(/^01–\d\d \/ 06$/);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    // Still held while the button has focus; it moves once focus leaves the carousel.
    await page.locator('body').click({position: {x: 1, y: 1}});
    await expect(counter).toHaveText(/^02–\d\d \/ 06$/, {timeout: 8_000});
  });

  test('FAQ items toggle from the keyboard; openOnLoad starts one open', async ({page}) => {
    await visit(page, '/compare');
    const items = region(page, 'Questions, answered').locator('details');
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open', '');
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(1).getByText(/.+/).last()).toBeVisible();
  });

  test('the sticky jump button shows after a third of the screen and takes the shopper back to the top', async ({page}) => {
    await visit(page, '/compare');
    const jump = page.getByRole('button', {name: 'Back to top'});
    await expect(jump).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(jump).toBeVisible();
    await jump.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // spec 2: the first button or link in the main content takes focus.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')) && document.activeElement !== document.querySelector('[data-jump-button]'))).toBe(true);
  });

  test('the bento blocks open a slider of their descriptions', async ({page}) => {
    await visit(page, '/');
    const bento = region(page, 'More than a rower');
    await expect(bento.getByRole('button', {name: 'Personal coaching'})).toBeHidden();
    await bento.getByRole('button', {name: 'See more'}).click();
    await bento.getByRole('button', {name: 'Scenic rows'}).click();
    const dialog = page.getByRole('dialog', {name: 'Scenic rows'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Lake Bled/)).toBeVisible();
    await expect(dialog.getByText('02 / 06')).toBeVisible();
    await dialog.getByRole('button', {name: 'Next block'}).click();
    await expect(page.getByRole('dialog', {name: 'Strength on the Forge'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a gauge stat explains itself on hover (desktop)', async ({page}) => {
    await visit(page, '/');
    const gauge = region(page, 'Know where you stand');
    await expect(gauge.locator('[role="tooltip"]')).toHaveCount(3);
    await expect(gauge.getByText('How evenly you hold your stroke rate')).toBeHidden();
    await gauge.getByRole('button', {name: /Precision/}).hover();
    await expect(gauge.getByText(/How evenly you hold your stroke rate/)).toBeVisible();
  });

  test('below 768px: highlights show 3 rows, a gauge stat opens a dialog on tap, the bento blocks slide', async ({page}, testInfo) => {
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/');
    const cards = region(page, 'Why members row with Keel').locator('li');
    await expect(cards.nth(5)).toBeVisible();
    await expect(cards.nth(6)).toBeHidden();

    const gauge = region(page, 'Know where you stand');
    const power = gauge.getByRole('button', {name: /Power/});
    await power.click();
    const dialog = page.getByRole('dialog', {name: 'Power: 688 / 1000'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/The force of your drive/)).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(power).toBeFocused();

    const bento = region(page, 'More than a rower');
    await expect(bento.getByRole('button', {name: 'See more'})).toBeHidden();
    await expect(bento.getByRole('button', {name: 'Members’ stories'})).toBeAttached();
    const slider = bento.getByRole('list');
    expect(await slider.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'home-mobile-en-US');
  });

  test('the reviews filter shows one rating at a time', async ({page}) => {
    await visit(page, '/');
    const reviews = region(page, 'What members say');
    await reviews.getByRole('link', {name: '4 stars'}).click();
    await expect(page).toHaveURL(/rating=4/);
    await expect(reviews.getByRole('link', {name: '4 stars'})).toHaveAttribute('aria-current', 'true');
    const ratings = await reviews.getByTestId('review-list').getByRole('img').evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings)).toEqual(new Set(['Rated 4.0 out of 5']));
  });

  test('the newsletter sign-up checks the address, then confirms', async ({page, consoleErrors}) => {
    await visit(page, '/blog');
    const form = region(page, 'New articles, once a month');
    await form.getByLabel('E-mail address').fill('not-an-address');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address, like name@example.com.');
    await form.getByLabel('E-mail address').fill('rower@example.com');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByRole('status')).toHaveText('Thanks. The next one arrives at the start of the month.');
    expectRejected(consoleErrors, 400, '/api/newsletter.data');
  });

  test('the content endpoints answer bad input with a 4xx', async ({request}) => {
    expect((await request.get('/api/newsletter')).status()).toBe(405);
    expect((await request.post('/api/newsletter', {data: {email: 'rower@example.com'}})).status()).toBe(415);
    expect((await request.post('/find-your-rower', {data: {'q1-space': 'q1-corner'}})).status()).toBe(415);
    expect((await request.post('/schedule/personal-coaching', {data: {coach: 'maya-okafor'}})).status()).toBe(415);
    expect((await request.post('/schedule/personal-coaching', {form: {coach: 'nobody', start: '2026-11-23T12:00:00.000Z', name: 'Sam', email: 'sam@example.com'}})).status()).toBe(404);
  });

  test('the newsletter API answers bad input with 400', async ({request}) => {
    const bad = await request.post('/api/newsletter', {form: {email: 'nope', formId: 'newsletter-blog-2026'}});
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ok: false, error: 'Enter a valid e-mail address, like name@example.com.'});
    const good = await request.post('/api/newsletter', {form: {email: 'rower@example.com', formId: 'newsletter-blog-2026'}});
    expect(good.status()).toBe(200);
  });

  test('the locator gives the spec’s exact messages for bad numbers', async ({page}) => {
    await visit(page, '/locations?q=Boston&radius=-5');
    await expect(page.getByTestId('locator').getByRole('alert')).toHaveText('Invalid input: Radius must be a non-negative number.');
    await expect(page.getByLabel('Within (miles)')).toHaveAttribute('aria-invalid', 'true');
    await visit(page, '/locations?lat=north&lon=-71');
    await expect(page.getByTestId('locator').getByRole('alert')).toHaveText('Invalid input: Latitude, longitude, and radius must be numbers.');
  });

  test('near me searches around the browser’s position', async ({page, context}) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({latitude: 42.35, longitude: -71.08});
    await visit(page, '/locations');
    await page.getByRole('button', {name: 'Near me'}).click();
    await expect(page).toHaveURL(/lat=42\.3500.*lon=-71\.0800/);
    await expect(page.getByTestId('locator').getByRole('status')).toHaveText(/within 50 miles of your location, nearest first/);
    await expect(page.getByTestId('location').first().getByRole('heading')).toHaveText('Keel Showroom Back Bay');
  });

  test('near me without permission says what to do instead', async ({page}) => {
    await visit(page, '/locations');
    await page.getByRole('button', {name: 'Near me'}).click();
    await expect(page.getByText('We could not get your location. Allow location access, or search by place.')).toBeVisible();
  });

  test('client-side navigation loads a page’s modules, and the scroll navigation jumps to them', async ({page}) => {
    await visit(page, '/');
    await page.getByRole('link', {name: 'Compare rowers'}).first().click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Compare rowers'})).toBeVisible();
    await expect(region(page, 'Pro, Wave or Vista?').getByRole('link', {name: 'Keel Vista Rower'})).toBeVisible();
    await page.getByRole('navigation', {name: 'On this page'}).getByRole('link', {name: 'FAQ'}).click();
    await expect(page).toHaveURL(/\/compare#faq$/);
    await expect(region(page, 'Questions, answered')).toBeInViewport();
  });

  test('the quiz asks every question, then recommends a rower with a link to its PDP', async ({page, consoleErrors}) => {
    await visit(page, '/find-your-rower');
    await expect(page.getByRole('heading', {level: 1, name: 'Find your rower'})).toBeVisible();
    await page.getByRole('radio', {name: 'A corner of a small apartment'}).check();
    await page.getByRole('button', {name: 'See my rower'}).click();
    await expect(page.getByRole('alert').first()).toHaveText('Answer every question to see your rower (4 to go).');
    await expect(page.getByRole('radio', {name: 'A corner of a small apartment'})).toBeChecked();
    expectRejected(consoleErrors, 400, '/find-your-rower.data');
    for (const answer of ['Get fit in short sessions', 'Just me', 'Just row and watch my numbers', 'Under $2,000']) await page.getByRole('radio', {name: answer}).check();
    await page.getByRole('button', {name: 'See my rower'}).click();
    const result = page.getByTestId('quiz-result');
    await expect(result.getByRole('heading', {name: 'The Keel Wave Rower'})).toBeFocused();
    await expect(result.getByRole('link', {name: 'See the Keel Wave Rower'})).toHaveAttribute('href', '/products/rowers/keel-wave-rower/');
    await expectNoAxeViolations(page);
    await result.getByRole('link', {name: 'See the Keel Wave Rower'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Wave Rower'})).toBeVisible();
  });

  test('the scheduler books an open slot once; the same slot again is refused', async ({page, browser}, testInfo) => {
    const otherErrors: string[] = [];
    await visit(page, '/en-GB/schedule/personal-coaching');
    await expect(page.getByRole('heading', {level: 1, name: 'Book a coaching session'})).toBeVisible();
    await page.getByRole('link', {name: 'Sam Whitaker'}).click();
    await expect(page.getByRole('heading', {name: '2. Choose a time with Sam Whitaker'})).toBeVisible();
    // The browser's own zone (the test machine's: UTC) once the page runs.
    await expect(page.getByText(/^Times are in your time zone \(.+ time\)\. Each session/)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'schedule-en-GB');

    // A second shopper has the same times open in another window.
    const other = await browser.newPage();
    other.on('console', (message) => message.type() === 'error' && otherErrors.push(message.text()));
    await visit(other, page.url());

    const slot = page.getByRole('radio').first();
    const start = await slot.getAttribute('value');
    await slot.check();
    await page.getByLabel('Your name').fill('Sam Rower');
    await page.getByLabel('E-mail address (from your order)').fill('sam@example.com');
    await page.getByRole('button', {name: 'Book this session'}).click();
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', {name: 'Your session is booked'})).toBeVisible();
    await expect(confirmation).toContainText('Sam Whitaker');
    await expect(confirmation).toContainText('We have e-mailed you a calendar invitation');

    const response = other.waitForResponse((answer) => answer.request().method() === 'POST' && /^(\/en-GB)?\/schedule\/personal-coaching/.test(new URL(answer.url()).pathname));
    await other.locator(`input[value="${start}"]`).check();
    await other.getByLabel('Your name').fill('Alex Rower');
    await other.getByLabel('E-mail address (from your order)').fill('alex@example.com');
    await other.getByRole('button', {name: 'Book this session'}).click();
    expect((await response).status()).toBe(409);
    await expect(other.getByTestId('booking-error')).toHaveText('That time has just been booked. Choose another.');
    await expect(other.locator(`input[value="${start}"]`)).toHaveCount(0);
    await other.close();
    // The 409 is logged by Chromium as a failed request; nothing else may be.
    expect(otherErrors).toEqual([expect.stringMatching(/status of 409 \(Conflict\)/)]);
  });

  test.describe('in the shopper’s time zone', () => {
    test.use({timezoneId: 'Asia/Tokyo'});

    test('a New York coach’s times read in Tokyo time, and so does the confirmation', async ({page}) => {
      await visit(page, '/schedule/personal-coaching?coach=maya-okafor');
      await expect(page.getByText('Times are in your time zone (Tokyo time). Each session is 45 minutes on a video call.')).toBeVisible();
      const slot = page.getByRole('radio').first();
      const start = (await slot.getAttribute('value'))!;
      const inTokyo = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', {timeZone: 'Asia/Tokyo', ...options}).format(new Date(start));
      const time = inTokyo({hour: '2-digit', minute: '2-digit', hourCycle: 'h12'});
      const day = inTokyo({weekday: 'long', day: 'numeric', month: 'long'});
      await expect(page.locator(`label:has(input[value="${start}"])`)).toHaveText(time);
      await expect(page.locator(`fieldset:has(input[value="${start}"]) > legend`)).toHaveText(day);
      await slot.check();
      await page.getByLabel('Your name').fill('Kenji Rower');
      await page.getByLabel('E-mail address (from your order)').fill('kenji@example.com');
      await page.getByRole('button', {name: 'Book this session'}).click();
      await expect(page.getByTestId('booking-confirmation')).toContainText(`Maya Okafor, ${day} at ${time}, Tokyo time`);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the server shows the coach’s times, labelled with the coach’s time zone', async ({page}) => {
      await page.goto('/schedule/personal-coaching?coach=maya-okafor');
      await expect(page.getByText('Times are New York time. Each session is 45 minutes on a video call.')).toBeVisible();
      const slot = page.getByRole('radio').first();
      const start = (await slot.getAttribute('value'))!;
      const inNewYork = new Intl.DateTimeFormat('en-US', {timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h12'}).format(new Date(start));
      await expect(page.locator(`label:has(input[value="${start}"])`)).toHaveText(inNewYork);
    });
  });

  test('the scheduler’s form names what is missing (400)', async ({page, consoleErrors}) => {
    await visit(page, '/schedule/personal-coaching?coach=maya-okafor');
    // The form's own POST (the page's measurement events post too, and their paths name the page).
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST' && /^(\/en-GB)?\/schedule\/personal-coaching/.test(new URL(answer.url()).pathname));
    await page.getByRole('button', {name: 'Book this session'}).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText('Choose a time.')).toBeVisible();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    expectRejected(consoleErrors, 400, '/schedule/personal-coaching.data');
  });

  test('a module CTA with a video plays it in the VIDEO modal and gives focus back', async ({page}) => {
    await visit(page, '/en-GB/products/services/personal-coaching');
    const watch = page.getByRole('button', {name: 'Watch a session'}).first();
    await watch.click();
    const dialog = page.getByRole('dialog', {name: 'Watch a session'});
    const video = dialog.getByTestId('adaptive-video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {timeout: 15_000}).toBeGreaterThan(0.5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
  });

  test('the personal-coaching page lives at its product path; /personal-coaching redirects there', async ({request}) => {
    for (const prefix of ['', '/en-GB']) {
      const response = await request.get(`${prefix}/personal-coaching`, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${prefix}/products/services/personal-coaching`);
    }
  });

  test('the sitemap lists the content pages in both locales', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/compare', '/about', '/products/services/personal-coaching', '/locations', '/find-your-rower', '/blog', '/blog/categories/training', '/blog/how-to-row-with-good-form/']) {
      // Listed once per locale, with or without the final slash (the coaching page is also its product's path).
      for (const prefix of ['', '/en-GB']) {
        const escaped = `${prefix}${path}`.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(xml.match(new RegExp(`<loc>https?://[^/<]+${escaped}/?</loc>`, 'g')), `${prefix}${path}`).toHaveLength(1);
      }
    }
  });

  test('an unknown slug is a 404 inside the shell', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'We couldn’t find that page'})).toBeVisible();
  });
});
