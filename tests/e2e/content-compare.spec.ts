import {LOCALES, visit, screenshot, region} from './support/content';
import {expect, expectNoAxeViolations, test} from './support/shop';

/** decision 0030, the compare page: every module the seed stacks on it renders in both locales (axe, a screenshot under test-results/), then its modules at work. */

for (const locale of LOCALES) {
  test.describe(`content tour (${locale.code})`, () => {
    test('compare: product comparison, equipment table, FAQ and scroll navigation', async ({page}, testInfo) => {
      await visit(page, `${locale.prefix}/compare`);
      await expect(page.getByRole('heading', {level: 1, name: 'Compare rowers'})).toBeVisible();
      const comparison = region(page, 'Pro, Wave or Vista?');
      for (const rower of ['Keel Pro Rower', 'Keel Wave Rower', 'Keel Vista Rower'])
        await expect(comparison.getByRole('link', {name: rower})).toBeVisible();
      await expect(comparison.getByRole('rowheader', {name: locale.gb ? 'Colours' : 'Colors'})).toBeVisible();
      await expect(comparison.getByText(locale.gb ? '£2,795' : '$63/mo or $2,995').first()).toBeVisible();
      const equipment = region(page, 'Why rowing?');
      await expect(equipment.getByRole('rowheader')).toHaveText([
        'Low Impact',
        'Upper Body',
        'Lower Body',
        'Range of Motion',
        'Core',
      ]);
      await expect(equipment.getByRole('list', {name: 'Legend'}).getByRole('listitem')).toHaveText([
        'Excellent',
        'Good',
        'Fair',
        'Limited',
      ]);
      // rules:layout-constants: the equipment columns are 130px wide.
      expect(
        await equipment
          .getByRole('columnheader', {name: 'Cycling'})
          .evaluate((cell) => Math.round(cell.getBoundingClientRect().width)),
      ).toBe(130);
      await expect(region(page, 'Questions, answered')).toBeVisible();
      const navigation = page.getByRole('navigation', {name: 'On this page'});
      await expect(navigation.getByRole('link')).toHaveText(['Compare rowers', 'Why rowing', 'FAQ']);
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `compare-${locale.code}`);
    });
  });
}

test.describe('the compare page at work', () => {
  test('FAQ items toggle from the keyboard; openOnLoad starts one open', async ({page}) => {
    await visit(page, '/compare');
    const items = region(page, 'Questions, answered').locator('details');
    await expect(items.first()).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open', '');
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(1).getByText(/.+/).last()).toBeVisible();
  });

  test('the sticky jump button shows after a third of the screen and takes the shopper back to the top', async ({
    page,
  }) => {
    await visit(page, '/compare');
    const jump = page.getByRole('button', {name: 'Back to top'});
    await expect(jump).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(jump).toBeVisible();
    await jump.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // rules:content-fields: the first button or link in the main content takes focus.
    expect(
      await page.evaluate(
        () =>
          Boolean(document.activeElement?.closest('main')) &&
          document.activeElement !== document.querySelector('[data-jump-button]'),
      ),
    ).toBe(true);
  });
});
