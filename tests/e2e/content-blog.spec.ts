import {LOCALES, visit, screenshot, expectRejected, region} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, the blog: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('blog: landing, category and an article with author card and related articles', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/blog`);
      await expect(page.getByRole('heading', {level: 1, name: 'The Keel blog'})).toBeVisible();
      await expect(region(page, 'Featured').getByTestId('article-card')).toHaveCount(4);
      await expect(region(page, 'Latest articles').getByTestId('article-card')).toHaveCount(6);
      await expect(
        page.getByRole('navigation', {name: 'Blog pages'}).getByRole('link', {name: 'Page 2'}),
      ).toBeVisible();
      await expect(region(page, 'New articles, once a month')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `blog-${locale.code}`);

      await page.getByRole('navigation', {name: 'Blog categories'}).getByRole('link', {name: 'Training'}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Training'})).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/blog/categories/training$`));
      const eyebrows = await region(page, 'Articles')
        .getByTestId('article-card')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
      expect(eyebrows.length).toBeGreaterThan(1);
      expect(new Set(eyebrows)).toEqual(new Set(['Training']));

      await visit(page, `${locale.prefix}/blog/how-to-row-with-good-form/`);
      await expect(page.getByRole('heading', {level: 1, name: 'The four parts of a good stroke'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Training'}).first()).toHaveAttribute(
        'href',
        `${locale.prefix}/blog/categories/training`,
      );
      await expect(page.locator('time')).toHaveText(locale.gb ? '3 February 2026' : 'February 3, 2026');
      const author = page.getByTestId('author-card');
      await expect(author.getByRole('heading', {name: 'Maya Okafor'})).toBeVisible();
      await expect(author.getByText('When do you row?')).toBeVisible();
      const related = region(page, 'Keep reading').getByTestId('article-card');
      await expect(related).toHaveCount(3);
      // rules:content-fields: the manual overrides first, the current article left out.
      await expect(related.first().getByRole('link')).toHaveAttribute(
        'href',
        `${locale.prefix}/blog/your-first-four-weeks/`,
      );
      await expect(
        region(page, 'Keep reading').getByRole('link', {name: 'The four parts of a good stroke'}),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `article-${locale.code}`);
    });
  });
}

test.describe('the blog at work', () => {
  test('the newsletter sign-up checks the address, then confirms', async ({page, consoleErrors}) => {
    await visit(page, '/blog');
    const form = region(page, 'New articles, once a month');
    await form.getByLabel('E-mail address').fill('not-an-address');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address, like name@example.com.');
    await form.getByLabel('E-mail address').fill('rower@example.com');
    await form.getByRole('button', {name: 'Sign up'}).click();
    await expect(form.getByRole('status')).toHaveText('Thanks. The next one arrives at the start of the month.');
    expectRejected(consoleErrors, 400, '/api/newsletter.data');
  });

  test('the content endpoints answer bad input with a 4xx', async ({request}) => {
    expect((await request.get('/api/newsletter')).status()).toBe(405);
    expect((await request.post('/api/newsletter', {data: {email: 'rower@example.com'}})).status()).toBe(415);
    expect((await request.post('/find-your-rower', {data: {'q1-space': 'q1-corner'}})).status()).toBe(415);
    expect((await request.post('/schedule/personal-coaching', {data: {coach: 'maya-okafor'}})).status()).toBe(415);
    expect(
      (
        await request.post('/schedule/personal-coaching', {
          form: {coach: 'nobody', start: '2026-11-23T12:00:00.000Z', name: 'Sam', email: 'sam@example.com'},
        })
      ).status(),
    ).toBe(404);
  });

  test('the newsletter API answers bad input with 400', async ({request}) => {
    const bad = await request.post('/api/newsletter', {form: {email: 'nope', formId: 'newsletter-blog-2026'}});
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ok: false, error: 'Enter a valid e-mail address, like name@example.com.'});
    const good = await request.post('/api/newsletter', {
      form: {email: 'rower@example.com', formId: 'newsletter-blog-2026'},
    });
    expect(good.status()).toBe(200);
  });
});
