import type {Page} from '@playwright/test';
import {scrollPastModules} from './support/content';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * rules:module-referral-form: the referral module mounts the referral provider's own form (the
 * dev backend's stand-in, one script per locale) on the pages that show it.
 */

const LOCALES = [
  {code: 'en-US', prefix: '', offer: '$100', shareBase: 'https://www.keel.example/r/'},
  {code: 'en-GB', prefix: '/en-GB', offer: '£75', shareBase: 'https://www.keel.example/en-GB/r/'},
] as const;

/** Holds the locale's provider script back until `release()`, so the page's own box can be measured first. */
async function holdScript(page: Page, locale: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/referral/v1/${locale}/widget.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // Every module above in place and hydrated first (as the content tour waits): under load a late
  // one moved the whole page between the two measurements below. A held module goes live only when
  // it nears the screen (decision 0153), so the page is read down first.
  await scrollPastModules(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-module]')].every((element) => element.hasAttribute('data-hydrated')),
  );
  const module = page.locator('[data-module="referral"]');
  await module.scrollIntoViewIfNeeded();
  return module;
}

/** Where the referral section, its provider box and the terms link below it are. */
async function layout(page: Page) {
  const module = page.locator('[data-module="referral"]');
  return Promise.all(
    [module, module.getByTestId('referral-provider'), module.getByRole('link', {name: 'Referral terms'})].map(
      (locator) => locator.boundingBox(),
    ),
  );
}

for (const locale of LOCALES) {
  test.describe(`referral form, ${locale.code}`, () => {
    test('the provider form mounts without moving anything and gives a share link by keyboard alone', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const release = await holdScript(page, locale.code);
      const module = await open(page, `${locale.prefix}/about`);
      const box = module.getByTestId('referral-provider');
      // Until the provider's form arrives, the box shows the module's copy, the terms link below it.
      await expect(box).toHaveAttribute('data-state', 'loading');
      await expect(box).toContainText('Share your link with a friend.');
      await expect(module.getByRole('link', {name: 'Referral terms'})).toBeVisible();
      const before = await layout(page);
      release();

      const form = box.getByRole('form', {name: 'Refer a friend'});
      await expect(form).toBeVisible();
      await expect(box).toHaveAttribute('data-state', 'mounted');
      await expect(box).not.toContainText('Share your link with a friend.');
      // The box was sized for the form: mounting it moves nothing.
      expect(await layout(page)).toEqual(before);

      // A bad e-mail: the message in the status, the field marked and focused.
      const name = form.getByRole('textbox', {name: 'Your name'});
      const email = form.getByRole('textbox', {name: 'Your e-mail'});
      const status = box.getByRole('status');
      await name.focus();
      await page.keyboard.type('Ada Lovelace');
      await page.keyboard.press('Tab');
      await expect(email).toBeFocused();
      await page.keyboard.type('ada@example');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', {name: 'Get my link'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Enter an e-mail address like name@example.com.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expectNoAxeViolations(page);

      // Corrected, and sent from the field with Enter.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Your link is ready.');
      const link = box.getByRole('textbox', {name: 'Your share link'});
      await expect(link).toBeFocused();
      const shareUrl = await link.inputValue();
      expect(shareUrl.startsWith(`${locale.shareBase}adalovel-`)).toBe(true);
      await expect(box).toContainText(
        `your friend saves ${locale.offer} on their first rower, and you get ${locale.offer} back`,
      );
      await page.keyboard.press('Tab');
      await expect(box.getByRole('button', {name: 'Copy link'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Link copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
      // The answer fits the same box.
      expect(await layout(page)).toEqual(before);
      await expectNoAxeViolations(page);
    });

    test('when the provider’s script defines nothing, the copy stays and the page says so once as a warning', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('[referral]')) warnings.push(message.text());
      });
      await page.route(`**/referral/v1/${locale.code}/widget.js`, (route) =>
        route.fulfill({contentType: 'text/javascript', body: '/* a provider outage */'}),
      );
      const module = await open(page, `${locale.prefix}/about`);
      const box = module.getByTestId('referral-provider');
      await expect(box).toHaveAttribute('data-state', 'failed');
      await expect(box).toContainText('Share your link with a friend.');
      await expect(module.getByRole('link', {name: 'Referral terms'})).toBeVisible();
      expect(warnings).toEqual([`[referral] the provider's form is not shown: no KeelReferral for ${locale.code}`]);
    });
  });
}

test('on a 320px phone the form fits its box in every state (the box never scrolls)', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  const module = await open(page, '/en-GB/about');
  const box = module.getByTestId('referral-provider');
  const fits = async () =>
    expect(await box.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  await fits();
  const form = box.getByRole('form', {name: 'Refer a friend'});
  await expect(form).toBeVisible();
  await fits();
  await form.getByRole('textbox', {name: 'Your name'}).fill('Ada Lovelace');
  await form.getByRole('textbox', {name: 'Your e-mail'}).fill('ada@example');
  await form.getByRole('button', {name: 'Get my link'}).click();
  await expect(box.getByRole('status')).toHaveText('Enter an e-mail address like name@example.com.');
  await fits();
  await form.getByRole('textbox', {name: 'Your e-mail'}).fill('ada@example.com');
  await form.getByRole('button', {name: 'Get my link'}).click();
  await expect(box.getByRole('textbox', {name: 'Your share link'})).toBeVisible();
  await fits();
});

test('the Wave rower page’s referral module mounts the form too (a module below a product page)', async ({page}) => {
  const module = await open(page, '/en-GB/products/rowers/keel-wave-rower/');
  await expect(module.getByRole('form', {name: 'Refer a friend'})).toBeVisible();
  await expect(module).toContainText('friends save £75 on their first rower');
});
