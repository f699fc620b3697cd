import {openHome} from './support/search';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * Site search (decision 0078): the header's predictive search, by keyboard, to a
 * product page, and the search page with its counts, sort, empty state and
 * no reflected markup; in both locales.
 */

for (const {locale, prefix, price} of [
  {locale: 'en-US', prefix: '', price: '$2,495'},
  {locale: 'en-GB', prefix: '/en-GB', price: '£2,295'},
]) {
  test(`${locale}: the predictive search finds the Pro rower by keyboard and opens its page`, async ({page}) => {
    await openHome(page, prefix);
    const toggle = page.getByRole('button', {name: 'Search'}).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const combobox = page.getByRole('combobox', {name: 'Search the shop'});
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('keel pr');
    const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const pro = listbox.getByRole('option', {name: /Keel Pro Rower/});
    await expect(pro).toContainText(price);
    await expect(page.getByTestId('predictive-status')).toContainText('product');
    await expectNoAxeViolations(page, {label: 'predictive search open', wcag22: true});

    // Arrow down to the Pro rower: the field keeps focus and points at the option.
    let steps = 0;
    while ((await pro.getAttribute('aria-selected')) !== 'true' && steps < 10) {
      await page.keyboard.press('ArrowDown');
      steps += 1;
    }
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await pro.getAttribute('id')) ?? '');
    await expect(combobox).toBeFocused();

    // Enter follows the option's link inside the app: the document, and this mark on it, stay.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-search', ''));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/rowers/keel-pro-rower/$`));
    await expect(page.locator('html[data-before-search]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Keel Pro Rower');
    await expect(page.getByTestId('predictive-search')).toHaveCount(0);
  });

  test(`${locale}: every suggestion is a link to its page in this locale, outside the tab order`, async ({page}) => {
    await openHome(page, prefix);
    await page.getByRole('button', {name: 'Search'}).first().click();
    await page.getByRole('combobox', {name: 'Search the shop'}).fill('keel');
    const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
    await expect(listbox).toBeVisible();
    for (const {name, path} of [
      {name: /Keel Pro Rower/, path: '/products/rowers/keel-pro-rower/'},
      {name: /Your first four weeks on a Keel/, path: '/blog/your-first-four-weeks/'},
      {name: /About Keel/, path: '/about/'},
      {name: /See all results/, path: '/search?q=keel'},
    ]) {
      const option = listbox.getByRole('option', {name});
      expect(await option.evaluate((element) => element.localName), `${name}: a link`).toBe('a');
      await expect(option).toHaveAttribute('href', `${prefix}${path}`);
    }
    // The combobox keeps the one tab stop: the field points at the options, they are never tabbed to.
    for (const option of await listbox.getByRole('option').all())
      await expect(option).toHaveAttribute('tabindex', '-1');
  });

  test(`${locale}: Escape closes the suggestions, then the search, and focus returns to its button`, async ({page}) => {
    await openHome(page, prefix);
    await page.getByRole('button', {name: 'Search'}).first().click();
    const combobox = page.getByRole('combobox', {name: 'Search the shop'});
    await combobox.fill('mat');
    await expect(page.getByRole('listbox', {name: 'Search suggestions'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('predictive-search')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Search'}).first()).toBeFocused();
  });

  test(`${locale}: the search page counts, sorts and empties well, and never reflects markup`, async ({page}) => {
    await page.goto(`${prefix}/search?q=rower`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for “rower”');
    const count = page.getByTestId('search-count');
    await expect(count).toContainText(/\d+ products/);
    const products = page.getByTestId('search-product');
    const titles = await products.getByRole('link').allInnerTexts();
    expect(titles).toEqual(
      expect.arrayContaining(['Keel Pro Rower', 'Keel Wave Rower', 'Keel Vista Rower', 'Rower Mat']),
    );
    expect(Number(/(\d+) products/.exec(await count.innerText())?.[1])).toBe(titles.length);
    await expectNoAxeViolations(page, {label: 'search page', wcag22: true});

    await page.getByRole('combobox', {name: 'Sort by'}).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = async () =>
      (await products.locator('p').filter({hasText: /\d/}).allInnerTexts()).map((text) =>
        Number(
          text
            .split(/\s/)
            .at(-1)
            ?.replace(/[^0-9.]/g, ''),
        ),
      );
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 1 && list.every((value, index) => index === 0 || (list[index - 1] ?? 0) <= value);
      })
      .toBe(true);

    await page.goto(`${prefix}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByTestId('search-empty')).toContainText('Nothing matches “<img src=x onerror=alert(1)>”');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.getByRole('link', {name: 'heart rate monitor'}).click();
    await expect(page).toHaveURL(/q=heart\+rate\+monitor/);
    await expect(page.getByTestId('search-product').first()).toContainText('Heart Rate Monitor');
  });
}
