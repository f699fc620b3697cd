import type {Page} from '@playwright/test';
import {LOCALES, visit, screenshot, region} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, the home page: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('home: every module of the seed renders', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/`);
      await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Shop the Pro'})).toHaveAttribute(
        'href',
        `${locale.prefix}/products/rowers/keel-pro-rower/`,
      );
      await expect(
        page
          .getByRole('list', {name: 'Why Keel'})
          .getByText(locale.gb ? 'Delivered in 5-7 days' : 'Ships in 5-7 days', {exact: true}),
      ).toBeVisible();
      const carousel = region(page, 'Find your rower');
      await expect(carousel.getByRole('link', {name: 'Keel Pro Rower'})).toBeVisible();
      await expect(carousel.getByText(locale.gb ? '£2,295' : '$52/mo or $2,495').first()).toBeVisible();
      for (const title of [
        'Why members row with Keel',
        'Why rowing?',
        'What members say',
        'In the press',
        'Know where you stand',
        'More than a rower',
        'The New Year Package Event',
        'Questions, answered',
      ]) {
        await expect(region(page, title)).toBeVisible();
      }
      await expect(region(page, 'Why rowing?').getByRole('columnheader', {name: 'Keel rowing'})).toBeVisible();
      await expect(region(page, 'Know where you stand').getByRole('heading', {name: 'Keel Index'})).toBeVisible();
      await expect(
        region(page, 'Know where you stand').getByRole('img', {name: 'Total score 742 out of 1000'}),
      ).toBeVisible();
      await expect(region(page, 'The New Year Package Event').getByRole('timer')).toBeVisible();
      await expect(region(page, 'In the press').getByText('Home Fitness Review')).toBeVisible();
      // The FAQ's CMS font styles: title Heading 2 Semi-Bold (h2), questions Heading 5 Normal (h3).
      const faq = region(page, 'Questions, answered');
      const style = (element: Element) =>
        `${getComputedStyle(element).fontSize} ${getComputedStyle(element).fontWeight}`;
      expect(await faq.getByRole('heading', {level: 2, name: 'Questions, answered'}).evaluate(style)).toBe('32px 500');
      expect(await faq.getByRole('heading', {level: 3}).first().evaluate(style)).toBe('18px 400');
      // A CMS jump link to another page's module: /about#contact lands on the contact card.
      await expect(
        region(page, 'Questions, answered').getByRole('link', {name: 'More questions? Talk to us'}),
      ).toHaveAttribute('href', `${locale.prefix}/about#contact`);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `home-${locale.code}`);
    });
  });
}

test.describe('the home page at work', () => {
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
    // rules:content-fields: 300 ms after expanding, the grid sits at the header offset + 40.
    await expect
      .poll(async () =>
        page.evaluate(() =>
          Math.round(document.querySelector('[data-module="highlights"] ul')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(200);
    await grid.getByRole('button', {name: 'Hide Highlights'}).click();
    await expect(cards.nth(4)).toBeHidden();
  });

  for (const width of [390, 1280]) {
    test(`the hero's slider arrows cover none of its copy at ${width} px, in both locales`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      for (const prefix of ['', '/en-GB']) {
        await visit(page, `${prefix}/`);
        const hero = page.getByRole('region', {name: 'Featured'});
        const next = hero.getByRole('button', {name: 'Next slide'});
        await expect(next).toBeVisible();
        const arrow = (await next.boundingBox())!;
        // Every text block and link of the slide in view, against the arrow's box.
        const covered = await hero
          .locator('[data-module="hero-slide"]')
          .first()
          .evaluate((slide, box) => {
            const blocks = [...slide.querySelectorAll('h1, h2, p, a, li')].filter(
              (element) => element.getBoundingClientRect().width > 0,
            );
            return blocks
              .filter((element) => {
                const rect = element.getBoundingClientRect();
                return (
                  rect.left < box.x + box.width &&
                  rect.right > box.x &&
                  rect.top < box.y + box.height &&
                  rect.bottom > box.y
                );
              })
              .map((element) => element.textContent?.trim());
          }, arrow);
        expect(covered, `${prefix || '/'} at ${width} px`).toEqual([]);
      }
    });
  }

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
    await expect(hero.getByRole('listitem')).toHaveText([
      'Ships in 5-7 days',
      '30-day home trial',
      '5-year frame warranty',
    ]);
    await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('03 / 03');
    await expect(hero.getByRole('button', {name: 'Next slide'})).toHaveCount(0);
    // The last slide's background video plays once the slide is in view, muted, and pauses on request.
    const video = hero.getByTestId('background-video');
    await expect
      .poll(
        () =>
          video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.currentTime > 0),
        {timeout: 10_000},
      )
      .toBe(true);
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
    const {press, counter, pause} = await pressQuotesOnScreen(page);
    // It may have moved on while the page loaded (5 s pass on a busy machine): held while its pause
    // button has focus, it goes back to its first quote (Home), and its 5 s start when focus leaves.
    await pause.focus();
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('01 / 04');
    await pause.blur();
    await expect(counter).toHaveText('02 / 04', {timeout: 8_000});
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // Paused (and hovered, and focused): it stays where it is past another interval.
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText('02 / 04');
    await expect(press.getByRole('figure')).toHaveCount(1);
  });

  test('with reduced motion asked for, the press quotes start paused and play on request', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const {counter, pause} = await pressQuotesOnScreen(page);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(6_000);
    await expect(counter).toHaveText('01 / 04');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    // Still held while the pointer is over it and its button has focus; it moves on once both leave.
    await page.mouse.move(0, 0);
    await pause.blur();
    await expect(counter).toHaveText('02 / 04', {timeout: 8_000});
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

  test('below 768px: highlights show 3 rows, a gauge stat opens a dialog on tap, the bento blocks slide', async ({
    page,
  }, testInfo) => {
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
    const ratings = await reviews
      .getByTestId('review-list')
      .getByRole('img')
      .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings)).toEqual(new Set(['Rated 4.0 out of 5']));
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
});

/**
 * Opens the home page with its clock installed (it runs as usual, and can be moved on at once where a test
 * waits out an interval), the pointer off the page, and its press quotes on screen.
 */
async function pressQuotesOnScreen(page: Page) {
  await page.clock.install();
  await visit(page, '/');
  await page.mouse.move(0, 0);
  const press = region(page, 'In the press');
  await press.scrollIntoViewIfNeeded();
  return {
    press,
    counter: press.getByTestId('slider-counter'),
    pause: press.getByRole('button', {name: 'Pause slides'}),
  };
}
