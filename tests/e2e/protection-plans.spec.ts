import type {Page} from '@playwright/test';
import {payAtCheckout} from './support/checkout';
import {expect, test, waitForHydration} from './support/shop';

/**
 * decision 0057: the configurator's warranty step offers the protection-plan
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
  // The Pro in Pirate Black costs $2,495: its plan is the 5-year variant of the 2,000-2,499.99 band.
  await expect(warrantyLine).toContainText('$369');
  await expect(warrantyLine.getByTestId('warranty-details').locator('dd')).toHaveText([
    '5 Years',
    'keel-pro-rower:KEEL-EW-5Y-2000',
    /Keel Pro Rower/,
    'KEEL-EW-5Y-2000',
    '$2,000-2,499.99',
  ]);

  // The warranty line carries the provider's contract: its sku, price, variant, reference and hash.
  const cart = (await (await page.request.get('/api/cart')).json()) as {cart: {items: {allLineItems: CartLine[]}}};
  const warranty = cart.cart.items.allLineItems.find((line) => line.type === 'WARRANTY');
  const attributes = Object.fromEntries(
    (warranty?.attributes ?? []).map((attribute) => [attribute.key, attribute.value]),
  );
  expect(attributes).toMatchObject({
    _contract_sku: 'KEEL-EW-5Y-2000',
    _contract_recommended_price: '369.00',
    _contract_shopify_variant_id: 'gid://shopify/ProductVariant/500202',
    _contract_reference: 'keel-pro-rower:KEEL-EW-5Y-2000',
    _configuratorRowerName: expect.stringContaining('Keel Pro Rower'),
  });
  expect(attributes._contract_contract_hash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByTestId('checkout').click();
  await payAtCheckout(page, 'US');
  await expect(page).toHaveURL(/\/order\/\d+\?key=[0-9a-f]+$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Your order is #\d{4,}/);
});

/**
 * rules:configurator-fields: a warranty line's detail rows are Term, Reference, Product,
 * Contract and Label (the currency symbol + Price Range), on the cart page and
 * in the mini cart. The plan is the variant whose Price Range holds the
 * covered rower's price in the shopper's market (decision 0082), so the
 * colour's surcharge can move it up a band.
 */
const JOURNEYS = [
  // $2,495 + $100 for Sunset: $2,595, in the 2,500-2,999.99 band.
  {
    prefix: '',
    color: 'Sunset, +$100',
    colorTitle: 'Sunset',
    sku: 'KEEL-EW-5Y-2500',
    price: '$439',
    label: '$2,500-2,999.99',
  },
  // £2,295 + £90 for Sunset: £2,385, still in the 2,000-2,499.99 band.
  {
    prefix: '/en-GB',
    color: 'Sunset, +£90',
    colorTitle: 'Sunset',
    sku: 'KEEL-EW-5Y-2000',
    price: '£329',
    label: '£2,000-2,499.99',
  },
];

for (const journey of JOURNEYS) {
  test(`a Pro with a protection plan shows the plan's five rows in the cart and the mini cart (${journey.prefix || 'en-US'})`, async ({
    page,
  }) => {
    await page.goto(`${journey.prefix}/configure/keel-pro/`);
    await waitForHydration(page);
    await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('step-color').getByRole('radio', {name: journey.color}).check();
    await page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'}).click();

    const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
    const fiveYears = interstitial.getByRole('listitem').filter({hasText: '5-Year Extended Warranty'});
    // The interstitial offers the plan at its band's price for the chosen colour.
    await expect(fiveYears).toContainText(journey.price);
    await fiveYears.getByRole('radio').check();
    await interstitial.getByRole('button', {name: 'Add to cart and continue'}).click();
    await expect(page).toHaveURL(new RegExp(`${journey.prefix}/cart/?$`));

    const rows = [
      ['Term', '5 Years'],
      ['Reference', `keel-pro-rower:${journey.sku}`],
      ['Product', `Keel Pro Rower - ${journey.colorTitle}`],
      ['Contract', journey.sku],
      ['Label', journey.label],
    ];
    const expectRows = async (scope: ReturnType<Page['getByTestId']>) => {
      const line = scope.getByTestId('cart-line').filter({hasText: '5-Year Extended Warranty'});
      await expect(line).toContainText(journey.price);
      const details = line.getByTestId('warranty-details');
      await expect(details.locator('dt')).toHaveText(rows.map(([label]) => label!));
      await expect(details.locator('dd')).toHaveText(rows.map(([, value]) => value!));
    };
    await expectRows(page.getByRole('main'));

    await page.goto(`${journey.prefix}/`);
    await waitForHydration(page);
    await page.getByTestId('cart-icon').click();
    const miniCart = page.getByRole('dialog', {name: 'Your cart'});
    await expect(miniCart.getByTestId('mini-cart')).toBeVisible();
    await expectRows(miniCart);
  });
}
