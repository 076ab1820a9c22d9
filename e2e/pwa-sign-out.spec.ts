import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support';
import { apiCacheNames, openThroughServiceWorker } from './pwa-support';

test('signing out removes the offline copies of that person’s data', async ({ page, context }) => {
  // Signed in through the API (signing out, the subject, goes through the app); a session of its own.
  await signInThroughApi(page, 'client@example.com');
  await expect(page).toHaveURL(/\/$/);
  await openThroughServiceWorker(page);

  // An API read made with the person's token is kept by the service worker, in a cache of their own.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'auth.token')?.value;
  expect(token).toBeTruthy();
  await page.evaluate(async (value) => {
    await fetch('/api/config', { headers: { Authorization: `Bearer ${value}`, Accept: 'application/json' } });
  }, token);
  await expect
    .poll(() => apiCacheNames(page))
    .toEqual([expect.stringMatching(/^alongside-api-[0-9a-f]{32}$/)]);
  expect((await apiCacheNames(page))[0]).not.toContain(token!.slice(0, 16));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => apiCacheNames(page)).toEqual([]);
});

test('offline, a kept API read is given back only to the token that fetched it', async ({
  page,
  context,
}) => {
  await page.goto('/pwa-test');
  await openThroughServiceWorker(page);
  const read = (token: string) =>
    page.evaluate(
      (value) =>
        fetch('/api/config', { headers: { Authorization: `Bearer ${value}` } }).then(
          (response) => response.status,
          () => 'failed',
        ),
      token,
    );

  expect(await read('token-of-robin')).toBe(200);
  await expect.poll(() => apiCacheNames(page)).toHaveLength(1);
  // The /api/auth endpoints are never kept.
  await page.evaluate(() => fetch('/api/auth/session').catch(() => undefined));

  await context.setOffline(true);
  expect(await read('token-of-robin')).toBe(200);
  expect(await read('token-of-sam')).toBe('failed');
  expect(
    await page.evaluate(() =>
      fetch('/api/auth/session').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await context.setOffline(false);
});
