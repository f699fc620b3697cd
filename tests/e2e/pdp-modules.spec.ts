import {scrollPastModules} from './support/content';
import {expect, test, expectNoAxeViolations, openProduct, waitForSettled, afterNextFrames} from './support/shop';

/** The CMS modules below a product (rules:product-states), streamed after the first paint, and the background video they can hold. */
test.describe('product page modules', () => {
  test('the Pro page shows its CMS modules below the product, without a second reviews section', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    // The modules are drawn as the shopper nears them (decision 0167).
    await scrollPastModules(page);
    await expect(page.getByRole('heading', {name: 'A coach in the room, whenever you row'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Every kind of row'})).toBeVisible();
    const workouts = page.locator('[data-module="workout-activities"]');
    for (const name of ['Recovery rows', 'Technique drills', 'Steady state', 'Intervals'])
      await expect(workouts.getByRole('heading', {level: 3, name})).toBeVisible();
    // The page's own reviews section stands for the CMS reviews module.
    await expect(page.locator('[data-module="reviews"]')).toHaveCount(0);
    await expect(page.locator('#reviews')).toHaveCount(1);
    await waitForSettled(page);
    await expectNoAxeViolations(page);
  });

  test('the teaser’s video cover plays the class in the VIDEO modal and gives focus back', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-vista-rower/');
    // The modules below a product are drawn once they near the screen (decision 0167).
    await scrollPastModules(page);
    await waitForSettled(page);
    const play = page.getByRole('button', {name: 'Play video: A coach in the room, whenever you row'});
    await play.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-module="teaser"]')).toHaveAttribute('data-hydrated', '');
    await play.click();
    const dialog = page.getByRole('dialog', {name: 'A coach in the room, whenever you row'});
    const video = dialog.getByTestId('adaptive-video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {timeout: 15_000})
      .toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });

  test('a workout’s background video plays when half in view, pauses out of view, and stays paused after a manual pause', async ({
    page,
  }) => {
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    // The modules are drawn as the shopper nears them (decision 0167); back at the top, the video is out of view.
    await scrollPastModules(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const video = page.getByTestId('background-video');
    await expect(video).toHaveCount(1);
    const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await expect.poll(paused).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(time, {timeout: 10_000}).toBeGreaterThan(0.3);
    // Out of view: it pauses.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);
    // Back in view it resumes; a manual pause then sticks, even after scrolling away and back.
    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    await page.getByRole('button', {name: 'Pause video: Steady state'}).click();
    await expect.poll(paused).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await video.scrollIntoViewIfNeeded();
    // Its visibility observer has run (it resumed a video here before the manual pause).
    await afterNextFrames(page);
    expect(await paused()).toBe(true);
    await expect(video).toHaveJSProperty('muted', true);
  });

  test('with reduced motion asked for, a workout’s background video waits in view for the shopper’s play', async ({
    page,
  }) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    await scrollPastModules(page);
    const video = page.getByTestId('background-video');
    await video.scrollIntoViewIfNeeded();
    // Its visibility observer has run: in view, the video above played by now.
    await afterNextFrames(page);
    const play = page.getByRole('button', {name: 'Pause video: Steady state'});
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await play.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
  });
});
