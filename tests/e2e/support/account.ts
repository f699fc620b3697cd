import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';
import {payAtCheckout} from './checkout';

/** The harness's https listener (port + 1): Shopify returns the shopper to https only (decision 0137). */
export const HTTPS_ORIGIN = `https://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * Chromium trusts the listener's self-signed certificate from the first handshake, not only after
 * Playwright's per-context override (without it, workerd logs refused handshakes and a resource
 * now and then fails with ERR_TOO_MANY_RETRIES).
 */
export const TRUST_LOCAL_CERTIFICATE = ['--ignore-certificate-errors'];

/** The stand-in's seeded customers, one per locale. */
export const CUSTOMERS = {
  'en-US': {code: 'en-US', prefix: '', market: 'US', email: 'rowan@example.com'},
  'en-GB': {code: 'en-GB', prefix: '/en-GB', market: 'GB', email: 'imogen@example.co.uk'},
} as const;
export type Customer = (typeof CUSTOMERS)[keyof typeof CUSTOMERS];

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({state: 'attached'});

/** Adds a Rower Mat and pays for it at the hosted checkout with the customer's e-mail; the order's name (#1234). */
export async function placeCustomerOrder(page: Page, customer: Customer): Promise<string> {
  const added = await page.request.post(`${customer.prefix}/api/cart`, {data: {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: 'gid://shopify/ProductVariant/300101', quantity: 1}]}});
  expect(added.status()).toBe(200);
  await page.goto(`${customer.prefix}/cart`);
  await hydrated(page);
  await page.getByTestId('checkout').click();
  await payAtCheckout(page, customer.market, customer.email);
  await expect(page).toHaveURL(/\/order\/\d+\?key=/);
  const title = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
  const name = /#\d+/.exec(title)?.[0];
  expect(name, `order name in "${title}"`).toBeTruthy();
  return name ?? '';
}

/** From the header's account entry through the stand-in's sign-in (it shows the code in dev) back to the account. */
export async function signIn(page: Page, customer: Customer) {
  await page.goto(`${HTTPS_ORIGIN}${customer.prefix}/`);
  await hydrated(page);
  await page.getByTestId('account-link').click();
  await page.getByLabel(customer.code === 'en-GB' ? 'Email address' : 'Email').fill(customer.email);
  await page.getByRole('button', {name: 'Continue'}).click();
  const code = (await page.locator('#dev-code').textContent()) ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', {name: 'Sign in'}).click();
  await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/account`);
  await hydrated(page);
}
