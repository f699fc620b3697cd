import {expect, test} from '@playwright/test';

/**
 * decision 0059: an error thrown in the browser on the test route reaches the
 * error-reporting stand-in (Sentry envelopes), scrubbed. This spec uses
 * Playwright's own test: the page's error is the point, not a failure.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

interface Recorded {
  event: {tags: Record<string, string>; exception?: {values: Array<{value: string}>}};
}

test('a thrown error in the test route is reported, without personal data', async ({page, request}) => {
  const events = async () =>
    ((await (await request.get(`${BACKEND}/sentry/api/1/events`)).json()) as {events: Recorded[]}).events;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/debug/throw?where=browser');
  // The reporter is part of the third-party code loaded after hydration, when idle.
  await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
  const before = (await events()).length;
  await page.getByRole('button', {name: 'Throw an error'}).click();
  await expect.poll(() => errors).toEqual(['Test browser error from /debug/throw for ada@example.com']);
  await expect
    .poll(async () =>
      (await events())
        .slice(before)
        .map((entry) => [
          entry.event.tags.source,
          entry.event.tags.route,
          entry.event.tags.locale,
          entry.event.exception?.values[0]?.value,
        ]),
    )
    .toEqual([['browser', '/debug/throw', 'en-US', 'Test browser error from /debug/throw for [email]']]);
});
