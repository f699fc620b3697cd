import {LOCALES, visit, screenshot} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, the locations page: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('locations: stores and hotels, a search by place nearest first, the map', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/locations`);
      await expect(page.getByRole('heading', {level: 1, name: 'Try before you buy'})).toBeVisible();
      const all = await page.getByTestId('location').count();
      expect(all).toBeGreaterThanOrEqual(24);
      await expect(page.getByRole('img', {name: /^Map of \d+ locations in the United States$/})).toBeVisible();
      await page.getByLabel('Town, city, ZIP code or postcode').fill('London');
      await page.getByLabel('Within (miles)').fill('20');
      await page.getByTestId('locator').getByRole('button', {name: 'Search'}).click();
      await expect(page.getByTestId('locator').getByRole('status')).toHaveText(
        /locations? within 20 miles of London, nearest first/,
      );
      const names = await page.getByTestId('location').getByRole('heading').allTextContents();
      expect(names[0]).toBe('Keel Showroom Marylebone');
      expect(names.length).toBeGreaterThan(1);
      expect(names.length).toBeLessThan(all);
      const distances = (
        await page
          .getByTestId('location')
          .getByText(/miles away/)
          .allTextContents()
      ).map((text) => Number(/([\d.]+) miles away/.exec(text)?.[1]));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `locations-${locale.code}`);
    });
  });
}

test.describe('the locations page at work', () => {
  test('the locator gives the spec’s exact messages for bad numbers', async ({page}) => {
    await visit(page, '/locations?q=Boston&radius=-5');
    await expect(page.getByTestId('locator').getByRole('alert')).toHaveText(
      'Invalid input: Radius must be a non-negative number.',
    );
    await expect(page.getByLabel('Within (miles)')).toHaveAttribute('aria-invalid', 'true');
    await visit(page, '/locations?lat=north&lon=-71');
    await expect(page.getByTestId('locator').getByRole('alert')).toHaveText(
      'Invalid input: Latitude, longitude, and radius must be numbers.',
    );
  });

  test('near me searches around the browser’s position', async ({page, context}) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({latitude: 42.35, longitude: -71.08});
    await visit(page, '/locations');
    await page.getByRole('button', {name: 'Near me'}).click();
    await expect(page).toHaveURL(/lat=42\.3500.*lon=-71\.0800/);
    await expect(page.getByTestId('locator').getByRole('status')).toHaveText(
      /within 50 miles of your location, nearest first/,
    );
    await expect(page.getByTestId('location').first().getByRole('heading')).toHaveText('Keel Showroom Back Bay');
  });

  test('near me without permission says what to do instead', async ({page}) => {
    await visit(page, '/locations');
    await page.getByRole('button', {name: 'Near me'}).click();
    await expect(
      page.getByText('We could not get your location. Allow location access, or search by place.'),
    ).toBeVisible();
  });
});
