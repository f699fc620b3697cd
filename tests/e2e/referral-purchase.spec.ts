import {payAtCheckout} from './support/checkout';
import {expect, test, waitForHydration} from './support/shop';

/**
 * decision 0058: on the order page, a first visit from the checkout registers the
 * purchase with the referral provider (the dev backend's stand-in) once; a
 * reload does not register it again.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

test('the order page registers the referral purchase once', async ({page, request}) => {
  await page.goto('/products/accessories/rower-mat/');
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
  await page.goto('/cart');
  await page.getByTestId('checkout').click();
  await payAtCheckout(page, 'US');
  await expect(page).toHaveURL(/\/order\/\d+\?key=[0-9a-f]+$/);
  const heading = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
  const orderNumber = /#(\d+)/.exec(heading)?.[1] ?? '';
  expect(orderNumber).not.toBe('');

  const registered = async () => {
    const response = await request.get(`${BACKEND}/referral/v1/purchases?order_number=${orderNumber}`);
    return response.ok()
      ? ((await response.json()) as {
          registrations: number;
          purchase: Record<string, unknown>;
          customer: Record<string, unknown>;
        })
      : null;
  };
  await expect.poll(async () => (await registered())?.registrations ?? 0).toBe(1);
  const recorded = await registered();
  expect(recorded?.purchase).toEqual({
    order_number: orderNumber,
    subtotal: '129.00',
    coupon_code: null,
    currency_iso_code: 'USD',
    shipping_zip: '97201',
    shipping_address: expect.stringContaining('12 Harbor Street'),
  });
  expect(recorded?.customer).toEqual({email: 'ada@example.com', phone: null, first_name: 'Ada', last_name: 'Lovelace'});

  // A reload is not a first visit: nothing is registered again.
  await page.reload();
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  expect((await registered())?.registrations).toBe(1);
});
