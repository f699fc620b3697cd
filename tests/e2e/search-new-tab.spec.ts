import {openHome} from './support/search';
import {expect, test} from './support/shop';

/**
 * A suggestion of the header's predictive search is a link (decision 0078): a ctrl-click or a middle
 * click opens it in a new tab and leaves the search open, a click opens it in this tab.
 *
 * In the full Chromium: Debian's headless shell 150 (what the other journeys run in, decision 0079)
 * leaves a tab opened by a ctrl-click or a middle click blank, or its renderer crashes, on any page
 * (a static link did the same 8 times in 8). The worker-scoped browser is set for the whole file.
 */
test.use({
  launchOptions: async ({launchOptions}, use) => use({...launchOptions, executablePath: '/usr/bin/chromium'}),
});

for (const {locale, prefix} of [
  {locale: 'en-US', prefix: ''},
  {locale: 'en-GB', prefix: '/en-GB'},
]) {
  test(`${locale}: a ctrl-click or a middle click on a suggestion opens it in a new tab, a click in this one`, async ({
    page,
    context,
  }) => {
    await openHome(page, prefix);
    await page.getByRole('button', {name: 'Search'}).first().click();
    const combobox = page.getByRole('combobox', {name: 'Search the shop'});
    await combobox.fill('keel pr');
    const listbox = page.getByRole('listbox', {name: 'Search suggestions'});
    const pro = listbox.getByRole('option', {name: /Keel Pro Rower/});
    const productUrl = new RegExp(`${prefix}/products/rowers/keel-pro-rower/$`);
    for (const click of [{modifiers: ['ControlOrMeta' as const]}, {button: 'middle' as const}]) {
      const [tab] = await Promise.all([context.waitForEvent('page', {timeout: 5_000}), pro.click(click)]);
      await expect(tab).toHaveURL(productUrl);
      await expect(tab.getByRole('heading', {level: 1})).toContainText('Keel Pro Rower');
      await tab.close();
      await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
      await expect(listbox).toBeVisible();
      await expect(combobox).toBeFocused();
    }
    await pro.click();
    await expect(page).toHaveURL(productUrl);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Keel Pro Rower');
    await expect(page.getByTestId('predictive-search')).toHaveCount(0);
  });
}
