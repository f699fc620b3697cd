import type {Locator, Page} from '@playwright/test';
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
/** A locale's customer: the seeded one, or another e-mail. */
export type Customer = Omit<(typeof CUSTOMERS)[keyof typeof CUSTOMERS], 'email'> & {email: string};

/** A customer of the locale that Shopify does not know yet (the stand-in opens an account on sign-in): its own profile and marketing choice. */
export const newCustomer = (code: keyof typeof CUSTOMERS, run: string) => ({
  ...CUSTOMERS[code],
  email: `keyboard.${run}@example.${code === 'en-GB' ? 'co.uk' : 'com'}`,
});

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

/** What the Klaviyo stand-in received for an e-mail: the Shopify integration's consent syncs (decision 0134). */
export async function klaviyoConsent(page: Page, email: string) {
  return (await (await page.request.get(`${BACKEND}/klaviyo/received?email=${encodeURIComponent(email)}`)).json()) as {
    subscriptions: Array<{listId: string; receivedAt: string}>;
    unsubscriptions: Array<{listId: string; receivedAt: string}>;
  };
}

/** Presses Tab (Shift+Tab `backwards`) until `target` has focus, as a keyboard reaches it; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, {backwards = false, limit = 80} = {}) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} Tabs did not reach ${target.toString()}`);
}

/** The element has focus and shows it (:focus-visible with an outline), as the skip link test checks. */
export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => ({
    visible: element.matches(':focus-visible'),
    outline: getComputedStyle(element).outlineStyle,
  }));
  expect(ring, 'a visible focus ring').toEqual({visible: true, outline: expect.not.stringMatching(/^none$/)});
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({state: 'attached'});

/** Adds a Rower Mat and pays for it at the hosted checkout with the customer's e-mail; the order's name (#1234). */
export async function placeCustomerOrder(page: Page, customer: Customer): Promise<string> {
  const added = await page.request.post(`${customer.prefix}/api/cart`, {
    data: {
      action: 'LinesAdd',
      location: 'PDP',
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/300101', quantity: 1}],
    },
  });
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

/** signIn with the keyboard only: Tab to the header's account entry, Enter, and the stand-in's two steps by typing. */
export async function signInByKeyboard(page: Page, customer: Customer) {
  await page.goto(`${HTTPS_ORIGIN}${customer.prefix}/`);
  await hydrated(page);
  const entry = page.getByTestId('account-link');
  await tabTo(page, entry);
  await expectVisibleFocus(entry);
  await page.keyboard.press('Enter');
  // The stand-in's fields are autofocused, as Shopify's are.
  await expect(page.getByLabel(customer.code === 'en-GB' ? 'Email address' : 'Email')).toBeFocused();
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Enter');
  const code = (await page.locator('#dev-code').textContent()) ?? '';
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/account`);
  await hydrated(page);
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
