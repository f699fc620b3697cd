import {visit, expectRejected} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, site-wide content: the quiz, the sitemap and unknown pages: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

test.describe('site-wide content: the quiz, the sitemap and unknown pages at work', () => {
  test('the quiz asks every question, then recommends a rower with a link to its PDP', async ({
    page,
    consoleErrors,
  }) => {
    await visit(page, '/find-your-rower');
    await expect(page.getByRole('heading', {level: 1, name: 'Find your rower'})).toBeVisible();
    await page.getByRole('radio', {name: 'A corner of a small apartment'}).check();
    await page.getByRole('button', {name: 'See my rower'}).click();
    await expect(page.getByRole('alert').first()).toHaveText('Answer every question to see your rower (4 to go).');
    await expect(page.getByRole('radio', {name: 'A corner of a small apartment'})).toBeChecked();
    expectRejected(consoleErrors, 400, '/find-your-rower.data');
    for (const answer of ['Get fit in short sessions', 'Just me', 'Just row and watch my numbers', 'Under $2,000'])
      await page.getByRole('radio', {name: answer}).check();
    await page.getByRole('button', {name: 'See my rower'}).click();
    const result = page.getByTestId('quiz-result');
    await expect(result.getByRole('heading', {name: 'The Keel Wave Rower'})).toBeFocused();
    await expect(result.getByRole('link', {name: 'See the Keel Wave Rower'})).toHaveAttribute(
      'href',
      '/products/rowers/keel-wave-rower/',
    );
    await expectNoAxeViolations(page);
    await result.getByRole('link', {name: 'See the Keel Wave Rower'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Wave Rower'})).toBeVisible();
  });

  test('the sitemap lists the content pages in both locales', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/compare',
      '/about',
      '/products/services/personal-coaching',
      '/locations',
      '/find-your-rower',
      '/blog',
      '/blog/categories/training',
      '/blog/how-to-row-with-good-form/',
    ]) {
      // Listed once per locale, with or without the final slash (the coaching page is also its product's path).
      for (const prefix of ['', '/en-GB']) {
        const escaped = `${prefix}${path}`.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(xml.match(new RegExp(`<loc>https?://[^/<]+${escaped}/?</loc>`, 'g')), `${prefix}${path}`).toHaveLength(
          1,
        );
      }
    }
  });

  test('an unknown slug is a 404 inside the shell', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'We couldn’t find that page'})).toBeVisible();
  });
});
