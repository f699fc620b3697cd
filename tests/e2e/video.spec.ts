import type {Page} from '@playwright/test';
import {expect, test, expectNoAxeViolations, waitForSettled, afterNextFrames} from './support/shop';
import {formatTime} from '../../app/components/Video/videoRules';

/** The VIDEO modal and the adaptive-streaming player (rules:content-fields, rules:content-states, rules:errors-browser), on the local HLS stream. */

async function openVideo(page: Page) {
  await page.goto('/');
  await waitForSettled(page);
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('button', {name: 'Learn menu'}).click();
  await nav.getByRole('button', {name: 'Watch a class'}).click();
  const dialog = page.getByRole('dialog', {name: 'Watch a class'});
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('video', () => {
  test('without native HLS, the VIDEO modal loads hls.js and plays the local stream over Media Source Extensions', async ({
    page,
  }) => {
    // Chromium 156 plays HLS natively; Firefox and older Chromes do not. Make this one answer as they do.
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const scripts: Promise<Buffer>[] = [];
    const segments: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/hls[^/]*\.js$/.test(response.url())) scripts.push(response.body());
      if (/\/media\/video\/rowing\/.+\.ts$/.test(response.url())) segments.push(response.url());
    });
    const dialog = await openVideo(page);
    const video = dialog.getByTestId('adaptive-video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {timeout: 15_000})
      .toBeGreaterThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.src.startsWith('blob:'))).toBe(true);
    expect(scripts.length).toBe(1);
    // hls.js's light build (decision 0108): 374 KB minified, the full build 597 KB.
    expect((await scripts[0]!).length).toBeLessThan(400_000);
    expect(segments.length).toBeGreaterThan(0);
  });

  test('where the browser plays HLS itself, hls.js is not loaded; the player plays with its controls', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/hls[^/]*\.js$/.test(request.url())) scripts.push(request.url());
    });
    const dialog = await openVideo(page);
    const video = dialog.getByTestId('adaptive-video');
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.canPlayType('application/vnd.apple.mpegurl')),
    ).toBe('maybe');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {timeout: 15_000})
      .toBeGreaterThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toMatch(
      /\/media\/video\/rowing\/index\.m3u8$/,
    );
    expect(scripts).toEqual([]);

    // Pause stops the clock.
    await dialog.getByRole('button', {name: 'Pause'}).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    // A playing element moves on every frame; this one stays.
    await afterNextFrames(page);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(pausedAt);

    // The progress slider runs 0-100 and seeks.
    const slider = dialog.getByRole('slider', {name: 'Progress'});
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    // A click at 80% of the track seeks to 8 s; the arrow keys step from there.
    const box = await slider.boundingBox();
    if (!box) throw new Error('the progress slider has no box');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(7.5);
    // The label states the element's own position and length (how a browser rounds the stream's duration varies).
    await expect
      .poll(async () => {
        const [label, current, duration] = await Promise.all([
          slider.getAttribute('aria-valuetext'),
          video.evaluate((element: HTMLVideoElement) => element.currentTime),
          video.evaluate((element: HTMLVideoElement) => element.duration),
        ]);
        return label === `${formatTime(current)} of ${formatTime(duration)}`
          ? label
          : `${label} (element at ${current} of ${duration})`;
      })
      .toMatch(/^0:0[78] of 0:(09|10)$/);
    const seekedTo = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(seekedTo);

    // Mute and fullscreen.
    const mute = dialog.getByRole('button', {name: 'Mute'});
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await dialog.getByRole('button', {name: 'Full screen'}).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);

    // Play resumes.
    await dialog.getByRole('button', {name: 'Play'}).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expectNoAxeViolations(page);
  });

  for (const closer of ['Escape', 'backdrop', 'close button'] as const) {
    test(`the VIDEO modal closes by ${closer}, stops the video and returns focus`, async ({page}) => {
      const dialog = await openVideo(page);
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
        .toBe(true);
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      if (closer === 'Escape') await page.keyboard.press('Escape');
      else if (closer === 'backdrop') await page.getByTestId('modal-backdrop').click({position: {x: 5, y: 5}});
      else await dialog.getByRole('button', {name: 'Close Watch a class'}).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('adaptive-video')).toHaveCount(0);
      // The menu it was opened from has closed; focus goes back to that menu's toggle.
      await expect(
        page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Learn menu'}),
      ).toBeFocused();
    });
  }
});
