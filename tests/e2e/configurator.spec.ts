import type {Locator, Page} from '@playwright/test';
import {expectRejected} from './support/content';
import {expect, test, expectNoAxeViolations, waitForHydration, waitForSettled} from './support/shop';

/** Opens a configurator page and waits until its (lazily loaded) code has hydrated. */
async function openConfigurator(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
}

/** Presses Tab until `target` has focus: the journey moves by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Moves to a radio by keyboard as a shopper does: Tab into its group, then the arrow keys,
 * which choose each radio they land on (a single-choice step is a radio group, rules:configurator-single-choice-radios).
 */
async function arrowTo(page: Page, target: Locator, limit = 80) {
  const group = await target.getAttribute('name');
  const inGroup = () =>
    page.evaluate((name) => (document.activeElement as HTMLInputElement | null)?.name === name, group);
  for (let presses = 0; presses < limit && !(await inGroup()); presses += 1) await page.keyboard.press('Tab');
  for (let presses = 0; presses < 10; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The keyboard never reached ${target.toString()}`);
}

const step = (page: Page, id: string) => page.getByTestId(`step-${id}`);

test.describe('the rower configurator (decision 0014)', () => {
  test('a package picked by pointer brings the next step into view (autoScroll)', async ({page}) => {
    await page.setViewportSize({width: 390, height: 560});
    await openConfigurator(page, '/configure/keel-pro/');
    const colors = step(page, 'color');
    await expect(colors).not.toBeInViewport({ratio: 1});
    await step(page, 'packages')
      .getByText(/Pro Complete Package/)
      .first()
      .click();
    await expect(step(page, 'packages').getByRole('radio', {name: /Pro Complete Package/})).toBeChecked();
    await expect(colors).toBeInViewport({ratio: 1});
  });

  test('a US shopper builds a Pro by keyboard alone, adds a warranty in the interstitial and finds one bundle in the cart', async ({
    page,
  }) => {
    await openConfigurator(page, '/configure/keel-pro/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Build your Keel Pro Rower');
    // Only steps displayed as All or Configurator are in the body: the Pro shows its warranty in the interstitial.
    await expect(step(page, 'extended_warranty')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const complete = step(page, 'packages').getByRole('radio', {name: /Pro Complete Package/});
    await arrowTo(page, complete);
    await expect(complete).toBeChecked();

    // The colour radios: Tab lands on the checked one, arrows move the choice.
    const colors = step(page, 'color');
    await tabTo(page, colors.getByRole('radio', {name: 'Pirate Black'}));
    for (let index = 0; index < 3; index += 1) await page.keyboard.press('ArrowRight');
    await expect(colors.getByRole('radio', {name: 'Sunset, +$100'})).toBeChecked();
    await expect(colors.getByRole('group')).toContainText('Color: Sunset+$100');
    await expect(colors.getByRole('status')).toContainText('In stock');

    const mat = step(page, 'accessories').getByRole('checkbox', {name: /^Rower Mat/});
    await tabTo(page, mat);
    await page.keyboard.press('Space');
    await expect(mat).toBeChecked();
    // The membership is the step's default product.
    await expect(step(page, 'membership').getByRole('radio', {name: /All-Access Membership/})).toBeChecked();

    // Package $2,695 + Sunset $100 + mat $129 + membership $44.
    await expect(page.getByTestId('configurator-total')).toContainText('$2,968');
    await expect(page).toHaveURL(
      /packages=keel-pro-complete&color=sunset&accessories=rower-mat&membership=all-access-membership/,
    );

    const add = page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'});
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    // OPEN_INTERSTITIAL: the warranty step, with its own add.
    const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
    await expect(interstitial).toBeVisible();
    const fiveYears = interstitial.getByRole('radio', {name: /5-Year Extended Warranty/});
    await arrowTo(page, fiveYears);
    await expect(fiveYears).toBeChecked();
    await expectNoAxeViolations(page);
    await tabTo(page, interstitial.getByRole('button', {name: 'Add to cart and continue'}));
    await page.keyboard.press('Enter');

    // GO_TO_CART: one bundle whose total is the package price plus the extras.
    await expect(page).toHaveURL(/\/cart\/?$/);
    const bundle = page.getByTestId('cart-bundle');
    await expect(bundle).toHaveCount(1);
    await expect(bundle.getByTestId('cart-line')).toHaveCount(9);
    await expect(bundle).toContainText('Sunset');
    await expect(bundle).toContainText('5-Year Extended Warranty');
    // The 5-year plan of the Sunset Pro's band ($2,595: 2,500-2,999.99) is $439.
    await expect(page.getByTestId('cart-total')).toHaveText('Total: $3,407');
  });

  test('a UK shopper builds the same Pro in pounds, and the configuration link reopens it', async ({page}) => {
    await openConfigurator(page, '/en-GB/configure/keel-pro/');
    await step(page, 'packages').getByText('Pro Complete Package').click();
    await step(page, 'color').getByRole('radio', {name: 'Sunset, +£90'}).check();
    await step(page, 'accessories').getByText('Rower Mat', {exact: true}).click();
    // Package £2,469 + Sunset £90 + mat £115 + membership £39.
    await expect(page.getByTestId('configurator-total')).toContainText('£2,713');
    await expect(page.getByTestId('configurator-total')).not.toContainText('/mo');

    // The link in the address bar reopens the same selections.
    await expect(page).toHaveURL(/accessories=rower-mat/);
    const link = page.url();
    await openConfigurator(page, link);
    await expect(step(page, 'packages').getByRole('radio', {name: /Pro Complete Package/})).toBeChecked();
    await expect(step(page, 'color').getByRole('radio', {name: 'Sunset, +£90'})).toBeChecked();
    await expect(step(page, 'accessories').getByRole('checkbox', {name: /^Rower Mat/})).toBeChecked();
    await expect(page.getByTestId('configurator-total')).toContainText('£2,713');

    await page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'}).click();
    const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
    await interstitial.getByText('5-Year Extended Warranty').click();
    await interstitial.getByRole('button', {name: 'Add to cart and continue'}).click();
    await expect(page).toHaveURL(/\/en-GB\/cart\/?$/);
    await expect(page.getByTestId('cart-bundle')).toHaveCount(1);
    // The 5-year plan of the Sunset Pro's band (£2,385: 2,000-2,499.99) is £329.
    await expect(page.getByTestId('cart-total')).toHaveText('Total: £3,042');
  });

  test('a link naming a sold-out colour or an unknown item drops it with a visible note', async ({page}) => {
    await openConfigurator(page, '/configure/keel-pro/?color=forest&accessories=rower-mat,dumbbell-set,no-such-thing');
    await expect(page.getByTestId('configurator-dropped')).toContainText('Forest (sold out)');
    await expect(page.getByTestId('configurator-dropped')).toContainText('Adjustable Dumbbell Set (sold out)');
    await expect(page.getByTestId('configurator-dropped')).toContainText('no-such-thing (no longer offered)');
    await expect(step(page, 'color').getByRole('radio', {name: 'Pirate Black'})).toBeChecked();
    await expect(step(page, 'accessories').getByRole('checkbox', {name: /^Rower Mat/})).toBeChecked();
    await expect(page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'})).toBeEnabled();
  });

  test('the Wave opens Our Bundles after the add, the Vista goes straight to the cart', async ({page}) => {
    await openConfigurator(page, '/configure/keel-wave/');
    await page.getByRole('button', {name: 'Add the Keel Wave Rower to cart'}).click();
    const bundles = page.getByRole('dialog', {name: 'Our Bundles'});
    await expect(bundles).toBeVisible();
    await expect(bundles.getByTestId('step-accessories')).toBeVisible();
    await bundles.getByRole('button', {name: 'Continue to cart'}).click();
    await expect(page).toHaveURL(/\/cart\/?$/);
    await expect(page.getByTestId('cart-line').filter({hasText: 'Keel Wave Rower'})).toHaveCount(1);

    await openConfigurator(page, '/configure/keel-vista/');
    await page.getByRole('button', {name: 'Add the Keel Vista Rower to cart'}).click();
    await expect(page).toHaveURL(/\/cart\/?$/);
    await expect(page.getByTestId('cart-line').filter({hasText: 'Keel Vista Rower'})).toHaveCount(1);
  });

  test('a refused add says so beside the button, stays on the page and logs one console line (decision 0093)', async ({
    page,
    consoleErrors,
  }) => {
    await openConfigurator(page, '/configure/keel-vista/');
    // The cart action's answer when the commerce backend refuses the add (tests/resilience/refused-cart-changes).
    await page.route('**/api/cart', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {cart: null, errors: ['We couldn’t add that to your cart. Please try again.'], notices: []},
          })
        : route.fallback(),
    );
    const add = page.getByRole('button', {name: 'Add the Keel Vista Rower to cart'});
    await add.click();
    await expect(
      page.getByRole('alert').filter({hasText: 'We couldn’t add this to your cart. Please try again.'}),
    ).toBeVisible();
    await expect(add).toBeEnabled();
    await expect(page).toHaveURL(/\/configure\/keel-vista\/$/);
    expectRejected(consoleErrors, 422, '/api/cart');
    expect(consoleErrors.splice(0).map((line) => line.replace(/ \(https?:[^)]*\)$/, ''))).toEqual([
      '[Configurator] Configurator add failure (BODY): We couldn’t add that to your cart. Please try again.',
    ]);
  });

  test('a step’s info modal opens, shows its CTA links in a new tab, and gives focus back', async ({page}) => {
    await openConfigurator(page, '/configure/keel-pro/');
    const opener = step(page, 'membership').getByRole('button', {name: 'About membership'});
    await opener.click();
    const info = page.getByRole('dialog', {name: 'What the membership includes'});
    await expect(info).toBeVisible();
    await expect(info.getByRole('link', {name: /Browse this week’s classes/})).toHaveAttribute('target', '_blank');
    await expect(info.locator('img')).toHaveAttribute('alt', /.+/);
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the rower page builds a package in place through the configurator API', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/river/');
    await waitForHydration(page);
    const block = page.getByTestId('pdp-configurator');
    // The sidebar blocks' code arrives after the first paint; the button works once it has.
    await expect(block).toHaveAttribute('data-ready', 'true');
    // Every streamed part has arrived, so nothing below re-renders the block mid-click.
    await waitForSettled(page);
    await block.getByRole('button', {name: 'Customize your Keel Pro Rower'}).click();
    await expect(block.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
    // The page's colour picker drives the colour; the configurator does not repeat it.
    await expect(block.getByTestId('step-color')).toHaveCount(0);
    await block.getByTestId('step-packages').getByText('Pro Essentials Package').click();
    await expect(block.getByTestId('configurator-total')).toContainText('$2,607');
    await expect(block.getByRole('link', {name: 'Open the full configurator'})).toHaveAttribute(
      'href',
      '/configure/keel-pro/',
    );
  });
});
