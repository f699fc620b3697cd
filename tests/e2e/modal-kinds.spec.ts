import type {Page} from '@playwright/test';
import {expect, test, expectNoAxeViolations, waitForSettled} from './support/shop';

/** The shell's COMPARE and SLIDER modals (rules:modal-kinds; the VIDEO modal is in video.spec.ts). */

async function openCompare(page: Page, path = '/listings/rowers/') {
  await page.goto(path);
  await waitForSettled(page);
  const opener = page.getByRole('button', {name: 'Compare the rowers'});
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Compare the rowers'});
  await expect(dialog).toBeVisible();
  return {opener, dialog};
}

async function expectFocusTrapped(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
}

test.describe('COMPARE and SLIDER modals', () => {
  test('COMPARE shows the three rowers side by side in the shopper’s currency', async ({page}) => {
    const {dialog} = await openCompare(page);
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('columnheader').nth(0)).toContainText('Keel Pro Rower');
    await expect(table.getByRole('columnheader').nth(0)).toContainText('$2,495');
    await expect(table.getByRole('rowheader', {name: 'Screen'})).toBeVisible();
    await expect(table.getByRole('row', {name: /Resistance levels/})).toContainText('26');
    await expect(dialog.getByRole('link', {name: 'Keel Vista Rower'})).toHaveAttribute(
      'href',
      '/products/rowers/keel-vista-rower/',
    );
    await expectNoAxeViolations(page);
  });

  test('COMPARE shows each rower’s badges, colours, and its monthly price in en-US only (rules:shell-fields, rules:shell-states price mode)', async ({
    page,
  }) => {
    const {dialog} = await openCompare(page);
    const pro = dialog.getByRole('columnheader').nth(0);
    await expect(pro.getByTestId('product-price')).toHaveText('$52/mo or $2,495');
    await expect(pro.getByRole('listitem').filter({hasText: 'Our best-selling rower'})).toBeVisible();
    await expect(dialog.getByRole('list', {name: 'Keel Pro Rower colours'}).getByRole('listitem')).not.toHaveCount(0);
    // A UK-only badge is not shown in the US.
    await expect(dialog.getByText('Free delivery to the UK mainland')).toHaveCount(0);

    const uk = (await openCompare(page, '/en-GB/listings/rowers/')).dialog;
    await expect(uk.getByRole('columnheader').nth(0).getByTestId('product-price')).toHaveText(/^£[\d,]+$/);
    await expect(
      uk.getByRole('columnheader').nth(1).getByRole('listitem').filter({hasText: 'Free delivery to the UK mainland'}),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const closer of ['Escape', 'backdrop', 'close button'] as const) {
    test(`COMPARE closes by ${closer} and returns focus to its opener`, async ({page}) => {
      const {opener, dialog} = await openCompare(page);
      await expectFocusTrapped(page);
      if (closer === 'Escape') await page.keyboard.press('Escape');
      else if (closer === 'backdrop') await page.getByTestId('modal-backdrop').click({position: {x: 5, y: 5}});
      else await dialog.getByRole('button', {name: 'Close Compare the rowers'}).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test(`SLIDER (stacked on COMPARE) closes by ${closer}, returns focus, and leaves COMPARE open`, async ({page}) => {
      const {dialog: compare} = await openCompare(page);
      const angles = compare.getByRole('button', {name: 'See every angle of the Keel Wave Rower'});
      await angles.click();
      const slider = page.getByRole('dialog', {name: 'Keel Wave Rower from every angle'});
      await expect(slider).toBeVisible();
      await expect(page.locator('[data-modal-kind]')).toHaveCount(2);
      await expectFocusTrapped(page);
      if (closer === 'Escape') await page.keyboard.press('Escape');
      else if (closer === 'backdrop')
        await page.locator('[data-modal-kind="SLIDER"] [data-testid="modal-backdrop"]').click({position: {x: 5, y: 5}});
      else await slider.getByRole('button', {name: 'Close Keel Wave Rower from every angle'}).click();
      await expect(slider).toBeHidden();
      await expect(compare).toBeVisible();
      await expect(angles).toBeFocused();
    });
  }

  test('the slider: arrows hidden at the ends, zero-padded counters, keyboard arrows and swipe', async ({page}) => {
    const {dialog: compare} = await openCompare(page);
    await compare.getByRole('button', {name: 'See every angle of the Keel Pro Rower'}).click();
    const dialog = page.getByRole('dialog', {name: 'Keel Pro Rower from every angle'});
    const carousel = dialog.getByRole('region', {name: 'Keel Pro Rower images'});
    const counter = carousel.getByTestId('slider-counter');
    await expect(counter).toHaveText('01 / 05');
    await expect(carousel.getByRole('button', {name: 'Previous slide'})).toHaveCount(0);
    const next = carousel.getByRole('button', {name: 'Next slide'});
    await next.click();
    await expect(counter).toHaveText('02 / 05');
    await expect(carousel.getByRole('button', {name: 'Previous slide'})).toBeVisible();
    // Only the slide in view is reachable.
    await expect(carousel.getByRole('group', {name: '2 of 5'})).toBeVisible();
    await expect(carousel.getByRole('group', {name: '1 of 5'})).toHaveCount(0);

    await next.focus();
    await page.keyboard.press('End');
    await expect(counter).toHaveText('05 / 05');
    await expect(carousel.getByRole('button', {name: 'Next slide'})).toHaveCount(0);
    await carousel.getByRole('button', {name: 'Previous slide'}).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('04 / 05');
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('01 / 05');

    // A swipe to the left shows the next slide (once the track has slid back to the first one).
    const first = carousel.getByRole('group', {name: '1 of 5'});
    const regionBox = await carousel.boundingBox();
    await expect.poll(async () => Math.round((await first.boundingBox())?.x ?? -1)).toBe(Math.round(regionBox?.x ?? 0));
    const box = await first.getByRole('img').boundingBox();
    if (!box) throw new Error('no slide image');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, {steps: 5});
    await page.mouse.up();
    await expect(counter).toHaveText('02 / 05');
    await expectNoAxeViolations(page);
  });
});
