import type {Locator, Page} from '@playwright/test';
import {expect, test, expectNoAxeViolations, waitForHydration, waitForSettled, afterNextFrames} from './support/shop';

/** The PDP modals and the button that opens each. */
const MODALS = [
  {kind: 'PACKAGE', open: 'What’s included'},
  {kind: 'GALLERY', open: 'Zoom in on image'},
] as const;

const CLOSERS = ['Escape', 'backdrop', 'close button'] as const;
type Closer = (typeof CLOSERS)[number];

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/**
 * Opens a modal from its opener by keyboard, checks its kind and the focus
 * trap (`tabs` presses stay inside), closes it by `closer` and checks focus
 * is back on the opener.
 */
async function openTrapCloseAndReturnFocus(
  page: Page,
  options: {opener: Locator; dialog: Locator; kind: string; closer: Closer; tabs: number},
) {
  const {opener, dialog, kind, closer, tabs} = options;
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page.locator(`[data-modal-kind="${kind}"]`)).toHaveCount(1);
  // Focus moves into the dialog and Tab stays there (the trap).
  await expect.poll(() => focusInDialog(page)).toBe(true);
  for (let step = 0; step < tabs; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  if (closer === 'Escape') await page.keyboard.press('Escape');
  else if (closer === 'backdrop') await page.getByTestId('modal-backdrop').click({position: {x: 5, y: 5}});
  else await dialog.getByRole('button', {name: /^Close /}).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('modal stack on the product page', () => {
  for (const modal of MODALS) {
    for (const closer of CLOSERS) {
      test(`${modal.kind} closes by ${closer} and returns focus to its opener`, async ({page}) => {
        await page.goto('/products/rowers/keel-pro-rower/');
        // These tests are about the modals: they start once every streamed part has arrived.
        await waitForSettled(page);
        await openTrapCloseAndReturnFocus(page, {
          opener: page.getByRole('button', {name: modal.open}).first(),
          dialog: page.getByRole('dialog'),
          kind: modal.kind,
          closer,
          tabs: 6,
        });
      });
    }
  }

  test('an open modal passes axe and locks the page scroll', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForSettled(page);
    await page.getByRole('button', {name: 'What’s included'}).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await afterNextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

/** The configurator's modals: the step info modal and the two interstitials of the post-add path. */
const CONFIGURATOR_MODALS = [
  {kind: 'CONFIGURATOR', path: '/configure/keel-pro/', open: 'About membership', title: 'What the membership includes'},
  {
    kind: 'INTERSTITIAL',
    path: '/configure/keel-pro/',
    open: 'Add the Keel Pro Rower to cart',
    title: 'Protect your Pro',
  },
  {
    kind: 'INTERSTITIAL_2',
    path: '/en-GB/configure/keel-wave/',
    open: 'Add the Keel Wave Rower to cart',
    title: 'Our Bundles',
  },
] as const;

test.describe('modal stack in the configurator', () => {
  for (const modal of CONFIGURATOR_MODALS) {
    for (const closer of CLOSERS) {
      test(`${modal.kind} closes by ${closer} and returns focus to its opener`, async ({page}) => {
        await page.goto(modal.path);
        await waitForHydration(page);
        await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
        await openTrapCloseAndReturnFocus(page, {
          opener: page.getByRole('button', {name: modal.open}),
          dialog: page.getByRole('dialog', {name: modal.title}),
          kind: modal.kind,
          closer,
          tabs: 4,
        });
        // Closing an interstitial leaves the shopper on the configurator.
        await expect(page).toHaveURL(new RegExp(modal.path.replace(/\//g, '\\/')));
      });
    }
  }
});

test.describe('the mini cart (CART modal)', () => {
  for (const closer of CLOSERS) {
    test(`CART closes by ${closer} and returns focus to the cart icon`, async ({page}) => {
      await page.goto('/products/accessories/rower-mat/');
      await waitForSettled(page);
      await openTrapCloseAndReturnFocus(page, {
        opener: page.getByTestId('cart-icon'),
        dialog: page.getByRole('dialog', {name: 'Your cart'}),
        kind: 'CART',
        closer,
        tabs: 4,
      });
      // The icon opened a modal; it did not navigate.
      await expect(page).toHaveURL(/\/products\/accessories\/rower-mat\/$/);
    });
  }
});
