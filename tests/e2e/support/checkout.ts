import type {Page} from '@playwright/test';

/** Fills the dev backend's hosted checkout as a shopper would, and pays with the test card (a customer's e-mail makes the order theirs). */
export async function payAtCheckout(page: Page, market: 'US' | 'GB', email = 'ada@example.com') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', {exact: true}).fill('12 Harbor Street');
  if (market === 'US') {
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('ZIP code').fill('97201');
  } else {
    await page.getByLabel('Town or city').fill('Bristol');
    await page.getByLabel('Postcode').fill('BS1 4DJ');
  }
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', {name: /^Pay /}).click();
}

export async function purchaseEvents(page: Page): Promise<number> {
  return page.evaluate(
    () => (window.dataLayer ?? []).filter((event) => (event as {event?: string} | null)?.event === 'purchase').length,
  );
}
