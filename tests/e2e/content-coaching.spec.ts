import {LOCALES, visit, screenshot, expectRejected, region} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, personal coaching and the scheduler: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('personal coaching: hero split, value props, coaches, FAQ, related articles and the sticky bar', async ({
      page,
    }, testInfo) => {
      await visit(page, `${locale.prefix}/products/services/personal-coaching`);
      await expect(page.getByRole('heading', {level: 1, name: 'A coach who watches every stroke'})).toBeVisible();
      await expect(
        page.getByText(locale.gb ? 'Personal Coaching, 4 sessions for £219' : 'Personal Coaching, 4 sessions for $249'),
      ).toBeVisible();
      await expect(region(page, 'What you get').getByRole('heading', {level: 3})).toHaveCount(3);
      await expect(region(page, 'Meet the coaches').getByRole('heading', {level: 3})).toHaveText([
        'Maya Okafor',
        'Priya Raman',
        'Daniel Reyes',
        'Sam Whitaker',
      ]);
      // The app variant of the hero split: the app screen whole, with the two store links (new tabs).
      const app = region(page, 'Your coach, between sessions');
      await expect(app.getByRole('img', {name: /The Keel app on a phone/})).toBeVisible();
      expect(
        await app
          .getByRole('img')
          .first()
          .evaluate((image) => getComputedStyle(image.parentElement!).maxWidth),
      ).toBe('420px');
      const stores = app.getByRole('list', {name: 'Get the app'}).getByRole('link');
      await expect(stores).toHaveText([/Download on the App Store/, /Get it on Google Play/]);
      await expect(stores.first()).toHaveAttribute('target', '_blank');
      await expect(stores.first()).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      const faq = region(page, 'Coaching questions');
      await expect(faq.locator('details').first()).toHaveAttribute('open', '');
      await expect(region(page, 'Before your first session').getByTestId('article-card')).toHaveCount(3);
      await expect(page.getByRole('link', {name: 'Book your first session'}).first()).toHaveAttribute(
        'href',
        `${locale.prefix}/schedule/personal-coaching`,
      );
      const sticky = page.locator('[data-module="product-sticky"]');
      await expect(sticky).toHaveAttribute('data-visible', 'false');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect(sticky).toHaveAttribute('data-visible', 'true');
      const bar = page.getByRole('complementary', {name: 'Personal Coaching (4 sessions): quick buy'});
      await expect(bar).toBeVisible();
      // rules:content-fields: desktop position Top, under the header.
      expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `coaching-${locale.code}`);
    });
  });
}

test.describe('personal coaching and the scheduler at work', () => {
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

    const response = other.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' &&
        /^(\/en-GB)?\/schedule\/personal-coaching/.test(new URL(answer.url()).pathname),
    );
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
      await expect(
        page.getByText('Times are in your time zone (Tokyo time). Each session is 45 minutes on a video call.'),
      ).toBeVisible();
      const slot = page.getByRole('radio').first();
      const start = (await slot.getAttribute('value'))!;
      const inTokyo = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-US', {timeZone: 'Asia/Tokyo', ...options}).format(new Date(start));
      const time = inTokyo({hour: '2-digit', minute: '2-digit', hourCycle: 'h12'});
      const day = inTokyo({weekday: 'long', day: 'numeric', month: 'long'});
      await expect(page.locator(`label:has(input[value="${start}"])`)).toHaveText(time);
      await expect(page.locator(`fieldset:has(input[value="${start}"]) > legend`)).toHaveText(day);
      await slot.check();
      await page.getByLabel('Your name').fill('Kenji Rower');
      await page.getByLabel('E-mail address (from your order)').fill('kenji@example.com');
      await page.getByRole('button', {name: 'Book this session'}).click();
      await expect(page.getByTestId('booking-confirmation')).toContainText(
        `Maya Okafor, ${day} at ${time}, Tokyo time`,
      );
    });
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the server shows the coach’s times, labelled with the coach’s time zone', async ({page}) => {
      await page.goto('/schedule/personal-coaching?coach=maya-okafor');
      await expect(
        page.getByText('Times are New York time. Each session is 45 minutes on a video call.'),
      ).toBeVisible();
      const slot = page.getByRole('radio').first();
      const start = (await slot.getAttribute('value'))!;
      const inNewYork = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h12',
      }).format(new Date(start));
      await expect(page.locator(`label:has(input[value="${start}"])`)).toHaveText(inNewYork);
    });
  });

  test('the scheduler’s form names what is missing (400)', async ({page, consoleErrors}) => {
    await visit(page, '/schedule/personal-coaching?coach=maya-okafor');
    // The form's own POST (the page's measurement events post too, and their paths name the page).
    const response = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' &&
        /^(\/en-GB)?\/schedule\/personal-coaching/.test(new URL(answer.url()).pathname),
    );
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
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {timeout: 15_000})
      .toBeGreaterThan(0.5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
  });

  test('the personal-coaching page lives at its product path; /personal-coaching redirects there', async ({
    request,
  }) => {
    for (const prefix of ['', '/en-GB']) {
      const response = await request.get(`${prefix}/personal-coaching`, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${prefix}/products/services/personal-coaching`);
    }
  });
});
