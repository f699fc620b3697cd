import {expect, test, expectNoAxeViolations, openProduct, waitForSettled} from './support/shop';

/** The PDP sidebar blocks of rules:product-states that come from third parties or open things: prequalification, CTA, package modal. */
test.describe('PDP sidebar blocks (rules:product-page)', () => {
  test('a US rower page embeds the prequalification widget without moving anything, and it answers by keyboard', async ({
    page,
  }) => {
    // The provider's script is held back until the page's own box has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/prequal/v1/widget.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    const widget = page.getByTestId('prequalification');
    await expect(widget).toContainText('Many shoppers can use a health spending account');
    // The page has asked for the script (after hydration, when idle): measure, then let it through.
    await requested;
    const before = await widget.boundingBox();
    release();
    const form = widget.getByRole('form', {name: 'HSA and FSA prequalification'});
    await expect(form).toBeVisible();
    // The box was sized for the widget: mounting it shifts nothing below.
    expect((await widget.boundingBox())?.height).toBe(before?.height);
    await form.getByRole('radio', {name: 'HSA'}).focus();
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', {name: /clinician has recommended/}).focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', {name: 'Check if I qualify'}).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText('the Keel Pro Rower is an eligible HSA expense');
    await expectNoAxeViolations(page);
  });

  test('the UK rower page has no prequalification widget, and the CTA block links to the comparison in the locale', async ({
    page,
  }) => {
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    await expect(page.getByTestId('pdp-trust-badges')).toBeVisible();
    await expect(page.getByTestId('prequalification')).toHaveCount(0);
    const cta = page.getByTestId('pdp-cta').getByRole('link', {name: 'Compare the rowers'});
    await expect(cta).toHaveAttribute('href', '/en-GB/compare');
  });

  test('the package modal block opens the package with its members and savings, and gives focus back', async ({
    page,
  }) => {
    await openProduct(page, '/products/strength/keel-forge-strength-platform/');
    await waitForSettled(page);
    const opener = page.getByTestId('pdp-package-modal');
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Row + Strength Package'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['Keel Pro Rower', 'Keel Forge Strength Platform']);
    await expect(dialog).toContainText('Saving $300');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
