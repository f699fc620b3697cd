import type {Locator, Page} from '@playwright/test';
import {
  expectVisibleFocus,
  HTTPS_ORIGIN,
  klaviyoConsent,
  newCustomer,
  placeCustomerOrder,
  signInByKeyboard,
  tabTo,
  TRUST_LOCAL_CERTIFICATE,
} from './support/account';
import {expect, expectNoAxeViolations, test} from './support/shop';

/**
 * The account pages with the keyboard only, in both locales (decision 0137's pages): every stop
 * has focus where the shopper expects it, and shows it; after a form is sent, focus goes to the
 * result, never back to <body>; targets are at least 24 px (axe's WCAG 2.2 target-size rule).
 */
test.use({
  baseURL: HTTPS_ORIGIN,
  ignoreHTTPSErrors: true,
  launchOptions: async ({launchOptions}, use) =>
    use({...launchOptions, args: [...(launchOptions.args ?? []), ...TRUST_LOCAL_CERTIFICATE]}),
});

/** Tab to a control (Shift+Tab to one above focus), check it shows focus, press a key. */
async function press(page: Page, target: Locator, key: string, backwards = false) {
  await tabTo(page, target, {backwards});
  await expectVisibleFocus(target);
  await page.keyboard.press(key);
}

/** Tab to a text field and replace what it holds by typing. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await expectVisibleFocus(field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const LOCALES = [
  {code: 'en-US', toggle: 'Enter', address: {city: 'Salem', state: 'Oregon', zone: 'OR', zip: '97301'}},
  {code: 'en-GB', toggle: 'Space', address: {city: 'Bath', state: null, zone: null, zip: 'BA1 1LZ'}},
] as const;

for (const {code, toggle, address} of LOCALES) {
  test(`a customer uses the account with the keyboard only: orders, an order, addresses, profile and sign-out (${code})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const run = test.info().testId.slice(0, 6) + Date.now().toString(36);
    const customer = newCustomer(code, run);
    const order = await placeCustomerOrder(page, customer);
    await signInByKeyboard(page, customer);
    await expectNoAxeViolations(page, {label: `orders (${code})`, wcag22: true});

    // Orders: the order's link opens it; focus lands on the order's heading, not on <body>.
    await press(page, page.getByRole('link', {name: `Order ${order}`}), 'Enter');
    const orderHeading = page.getByRole('heading', {name: `Order ${order}`});
    await expect(orderHeading).toBeVisible();
    await expectVisibleFocus(orderHeading);
    await expectNoAxeViolations(page, {label: `order (${code})`, wcag22: true});

    // The account's navigation: Addresses.
    const nav = page.getByRole('navigation', {name: 'Your account'});
    await press(page, nav.getByRole('link', {name: 'Addresses'}), 'Enter');
    await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/account/addresses`);
    await expect(page.getByRole('heading', {name: 'Addresses', level: 2})).toBeVisible();
    await expectNoAxeViolations(page, {label: `addresses (${code})`, wcag22: true});

    // Add an address: the form asks what the country's addresses hold (a US state from the list; no UK county).
    const form = page.getByRole('form', {name: 'New address'});
    const street = `7 Lock Row ${run}`;
    await typeInto(page, form.getByLabel('First name'), 'Kit');
    await typeInto(page, form.getByLabel('Last name'), 'Marsh');
    await typeInto(page, form.getByLabel('Address', {exact: true}), street);
    await typeInto(page, form.getByLabel(/^(City|Town or city)$/), address.city);
    if (address.state) {
      const state = form.getByLabel('State');
      await tabTo(page, state);
      await expectVisibleFocus(state);
      await page.keyboard.type(address.state);
      await expect(state).toHaveValue(address.zone);
    } else {
      await expect(form.getByLabel(/county|state|region/i)).toHaveCount(0);
    }
    await typeInto(page, form.getByLabel(/^(ZIP code|Postcode)$/), address.zip);
    await page.keyboard.press('Enter');
    const status = page.getByRole('status');
    await expect(status).toHaveText('Address added.');
    await expectVisibleFocus(status);
    const card = page.getByRole('listitem').filter({hasText: street});
    await expect(card).toHaveCount(1);
    // The new-address form starts empty again.
    await expect(page.getByRole('form', {name: 'New address'}).getByLabel('First name')).toHaveValue('');

    // Edit it: the <details> opens from the keyboard, Enter in a field sends the form.
    const summary = card.getByText('Edit this address');
    await press(page, summary, toggle);
    await expect(card.locator('details')).toHaveAttribute('open', '');
    const edited = `9 Weir Lane ${run}`;
    await typeInto(page, card.getByRole('form', {name: 'Edit address'}).getByLabel('Address', {exact: true}), edited);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Address saved.');
    await expectVisibleFocus(status);
    await expect(page.getByRole('listitem').filter({hasText: edited})).toHaveCount(1);
    await expectNoAxeViolations(page, {label: `addresses after edit (${code})`, wcag22: true});

    // Profile: the name and the e-mail marketing choice, which reaches the CRM stand-in.
    await press(page, nav.getByRole('link', {name: 'Profile'}), 'Enter', true);
    await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/account/profile`);
    const profile = page.getByRole('form', {name: 'Profile'});
    await typeInto(page, profile.getByLabel('First name'), 'Kit');
    const marketing = profile.getByRole('checkbox', {name: /news and offers/});
    await expect(marketing).not.toBeChecked();
    await press(page, marketing, 'Space');
    await expect(marketing).toBeChecked();
    await press(page, profile.getByRole('button', {name: 'Save profile'}), 'Enter');
    await expect(status).toHaveText('Profile saved.');
    await expectVisibleFocus(status);
    await expect
      .poll(async () => (await klaviyoConsent(page, customer.email)).subscriptions.map((entry) => entry.listId))
      .toEqual(['KeelNews']);
    await expectNoAxeViolations(page, {label: `profile (${code})`, wcag22: true});

    // Sign out.
    await press(page, nav.getByRole('button', {name: 'Sign out'}), 'Enter', true);
    await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/`);
  });
}
