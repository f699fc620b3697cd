import {payAtCheckout} from './support/checkout';
import {expect, test, waitForHydration} from './support/shop';

/**
 * Issue 17: the configurator's warranty step offers the protection-plan
 * provider's plans (the dev backend's stand-in); the warranty line carries
 * the provider's contract and the configured rower checks out with it.
 */

interface CartLine {
  title: string;
  type: string;
  attributes: Array<{key: string; value: string}>;
}

test('a configured Pro with a provider warranty checks out', async ({page}) => {
  await page.goto('/configure/keel-pro/');
  await waitForHydration(page);
  await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'}).click();

  const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
  const fiveYears = interstitial.getByRole('radio', {name: /5-Year Extended Warranty – Extend Protection Plan/});
  await expect(fiveYears).toBeVisible();
  await fiveYears.check();
  await interstitial.getByRole('button', {name: 'Add to cart and continue'}).click();
  await expect(page).toHaveURL(/\/cart\/?$/);
  const warrantyLine = page.getByTestId('cart-line').filter({hasText: '5-Year Extended Warranty'});
  await expect(warrantyLine).toHaveCount(1);
  // spec 3: the warranty's detail rows (this plan's variant has no Term or Price Range option, so those two rows are absent).
  const details = warrantyLine.getByTestId('warranty-details');
  await expect(details.locator('dt')).toHaveText(['Reference', 'Product', 'Contract']);
  await expect(details.locator('dd')).toHaveText(['keel-pro-rower:KEEL-EW-5Y', /Keel Pro Rower/, 'KEEL-EW-5Y']);

  // The warranty line carries the provider's contract: its sku, price, variant, reference and hash.
  const cart = (await (await page.request.get('/api/cart')).json()) as {cart: {items: {allLineItems: CartLine[]}}};
  const warranty = cart.cart.items.allLineItems.find((line) => line.type === 'WARRANTY');
  const attributes = Object.fromEntries((warranty?.attributes ?? []).map((attribute) => [attribute.key, attribute.value]));
  expect(attributes).toMatchObject({
    _contract_sku: 'KEEL-EW-5Y',
    _contract_recommended_price: '299.00',
    _contract_shopify_variant_id: 'gid://shopify/ProductVariant/500201',
    _contract_reference: 'keel-pro-rower:KEEL-EW-5Y',
    _configuratorRowerName: expect.stringContaining('Keel Pro Rower'),
  });
  expect(attributes._contract_contract_hash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByTestId('checkout').click();
  await payAtCheckout(page, 'US');
  await expect(page).toHaveURL(/\/order\/\d+\?key=[0-9a-f]+$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Your order is #\d{4,}/);
});
