import {
  CUSTOMERS,
  HTTPS_ORIGIN,
  klaviyoConsent,
  placeCustomerOrder,
  signIn,
  TRUST_LOCAL_CERTIFICATE,
} from './support/account';
import {expectRejected} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/**
 * Customer accounts (decision 0137): a customer signs in through the dev backend's Customer Account
 * API stand-in (Shopify's passwordless sign-in: e-mail, then a 6-digit code), sees the order they
 * just placed at the hosted checkout, opens it, adds and edits an address, and signs out, in both
 * locales. Over the harness's https listener (port + 1): Shopify returns the shopper to https only.
 */
test.use({
  baseURL: HTTPS_ORIGIN,
  ignoreHTTPSErrors: true,
  launchOptions: async ({launchOptions}, use) =>
    use({...launchOptions, args: [...(launchOptions.args ?? []), ...TRUST_LOCAL_CERTIFICATE]}),
});

/** Each locale's customer, with the address form's words and an address it takes. */
const JOURNEYS = [
  {customer: CUSTOMERS['en-US'], zip: 'ZIP code', address: {city: 'Salem', state: 'Oregon', zip: '97301'}},
  {customer: CUSTOMERS['en-GB'], zip: 'Postcode', address: {city: 'Bath', state: '', zip: 'BA1 1LZ'}},
] as const;

for (const {customer, zip, address} of JOURNEYS) {
  test(`a customer signs in, sees the order just placed, opens it, adds, edits and deletes an address, changes the marketing choice and signs out (${customer.code})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const order = await placeCustomerOrder(page, customer);
    // The backend's data outlives a run: this run's address is its own.
    const run = test.info().testId.slice(0, 6) + Date.now().toString(36);
    const street = `3 Mill Lane ${run}`;
    const edited = `5 Quay Street ${run}`;

    await signIn(page, customer);
    const orders = page.getByRole('list').filter({has: page.getByRole('link', {name: /^Order #/})});
    await expect(orders.getByRole('link').first()).toHaveText(`Order ${order}`);
    await expectNoAxeViolations(page, {label: `orders (${customer.code})`});

    await orders.getByRole('link', {name: `Order ${order}`}).click();
    await expect(page.getByRole('heading', {name: `Order ${order}`})).toBeVisible();
    await expect(page.getByRole('list', {name: 'Items'})).toContainText('Rower Mat');
    await expect(page.getByTestId('account-order-total')).toHaveText(customer.market === 'US' ? /^\$/ : /^£/);
    await expectNoAxeViolations(page, {label: `order (${customer.code})`});

    await page.getByRole('navigation', {name: 'Your account'}).getByRole('link', {name: 'Addresses'}).click();
    const form = page.getByRole('form', {name: 'New address'});
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Field');
    await form.getByLabel('Address', {exact: true}).fill(street);
    await form.getByLabel(/^(Town or city|City)$/).fill(address.city);
    // Shopify's form for the country: a US state from the list, no county for the UK.
    if (address.state) await form.getByLabel('State').selectOption({label: address.state});
    else await expect(form.getByLabel(/county|state|region/i)).toHaveCount(0);
    // The API's refusal, next to its field in plain words.
    await form.getByLabel(zip).fill('00');
    await form.getByRole('button', {name: 'Add address'}).click();
    await expect(page.getByRole('form', {name: 'New address'}).getByLabel(zip)).toHaveAccessibleDescription(
      new RegExp(`${zip}`, 'i'),
    );
    expectRejected(consoleErrors, 400, `${customer.prefix}/account/addresses.data`);
    await page.getByRole('form', {name: 'New address'}).getByLabel(zip).fill(address.zip);
    await page.getByRole('form', {name: 'New address'}).getByRole('button', {name: 'Add address'}).click();
    await expect(page.getByRole('status')).toHaveText('Address added.');
    const card = page.getByRole('listitem').filter({hasText: street});
    await expect(card).toHaveCount(1);
    await expectNoAxeViolations(page, {label: `addresses (${customer.code})`});

    await card.getByText('Edit this address').click();
    await card.getByRole('form', {name: 'Edit address'}).getByLabel('Address', {exact: true}).fill(edited);
    await card.getByRole('button', {name: 'Save address'}).click();
    await expect(page.getByRole('status')).toHaveText('Address saved.');
    const editedCard = page.getByRole('listitem').filter({hasText: edited});
    await expect(editedCard).toHaveCount(1);
    await editedCard.getByRole('button', {name: 'Delete this address'}).click();
    await expect(page.getByRole('status')).toHaveText('Address deleted.');
    // The button went with the address: focus goes to the outcome, not to <body>.
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('listitem').filter({hasText: edited})).toHaveCount(0);

    // The e-mail marketing choice reaches the CRM stand-in (Klaviyo's Shopify integration, decision 0134).
    await page.getByRole('navigation', {name: 'Your account'}).getByRole('link', {name: 'Profile'}).click();
    const marketing = page.getByRole('checkbox', {name: /news and offers/});
    const subscribe = !(await marketing.isChecked());
    const since = new Date().toISOString();
    await marketing.setChecked(subscribe);
    await page.getByRole('button', {name: 'Save profile'}).click();
    await expect(page.getByRole('status')).toHaveText('Profile saved.');
    await expect(marketing).toBeChecked({checked: subscribe});
    await expect
      .poll(async () => {
        const received = await klaviyoConsent(page, customer.email);
        return (subscribe ? received.subscriptions : received.unsubscriptions)
          .filter((entry) => entry.receivedAt >= since)
          .map((entry) => entry.listId);
      })
      .toEqual(['KeelNews']);

    await page.getByRole('button', {name: 'Sign out'}).click();
    await expect(page).toHaveURL(`${HTTPS_ORIGIN}${customer.prefix}/`);
    await page.goto(`${customer.prefix}/account`);
    await expect(page.getByRole('button', {name: 'Continue'})).toBeVisible();
  });
}
