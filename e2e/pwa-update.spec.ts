import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';
import { openThroughServiceWorker } from './pwa-support';

const NEWER_BUILD = { id: 'a-newer-build', built_at: '2030-01-01T00:00:00.000Z' };

/** The server publishes another build than the one the page runs. */
async function publishNewBuild(page: Page, times?: number) {
  await page.route(
    '**/builds/latest.json*',
    (route) => route.fulfill({ json: NEWER_BUILD, headers: { 'cache-control': 'no-cache' } }),
    times === undefined ? undefined : { times },
  );
}

/** A mark that only survives while the page is not loaded again. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { stillSamePage: true }));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as Window & { stillSamePage?: boolean }).stillSamePage === true);

test('the app polls builds/latest.json with a timestamp', async ({ page }) => {
  const poll = page.waitForRequest(/\/builds\/latest\.json\?t=\d+$/);
  await page.goto('/pwa-demo');
  await poll;
  const published = await page.request.get('/builds/latest.json');
  expect(published.headers()['cache-control']).toBe('no-cache');
  expect(await published.json()).toEqual({ id: expect.any(String), built_at: expect.any(String) });
});

test('a person told about a new version can put it off, and the next page they open is the new one', async ({
  page,
}) => {
  await publishNewBuild(page);
  await page.goto('/pwa-demo');
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('A new version is available');
  await expect(page.getByRole('status').filter({ has: banner })).toBeAttached();
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Later' }).click();
  await expect(banner).toBeHidden();

  // The next navigation inside the app is a full page load.
  await markPage(page);
  await page.getByRole('link', { name: 'Alongside' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await isSamePage(page)).toBe(false);
});

test('a person who presses "Update" gets the new version and the banner goes', async ({ page }) => {
  await publishNewBuild(page, 1);
  await page.goto('/pwa-demo');
  const banner = page.getByTestId('update-banner');
  await expect(banner).toBeVisible();
  await markPage(page);

  await banner.getByRole('button', { name: 'Update' }).click();
  await expect.poll(() => isSamePage(page).catch(() => false)).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'PWA demo' })).toBeVisible();
  await expect(page.getByTestId('update-banner')).toBeHidden();
});

test('after one reload the service worker controls the page, and sw.js is never cached', async ({ page }) => {
  await page.goto('/pwa-test');
  await openThroughServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expect(page.getByTestId('pwa-service')).toHaveText('controls this page');

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a new service worker waits for "Update", then takes over and the page reloads once', async ({
  page,
}) => {
  await page.goto('/pwa-test');
  await openThroughServiceWorker(page);

  // A new deployment: the server's sw.js changes. Playwright cannot route the worker's own script,
  // so the built file is changed for the moment it takes the browser to fetch it, then put back.
  const workerFile = path.join(webDistDir(), 'sw.js');
  const original = readFileSync(workerFile, 'utf8');
  writeFileSync(workerFile, `${original}\n// next deployment\n`);
  try {
    await page.getByRole('button', { name: 'Check for update' }).click();
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
  } finally {
    writeFileSync(workerFile, original);
  }

  // Still the old worker until the person says so.
  const banner = page.getByTestId('update-banner');
  await expect(banner).toBeVisible();
  await markPage(page);
  await banner.getByRole('button', { name: 'Update' }).click();
  await expect.poll(() => isSamePage(page).catch(() => false), { timeout: 20_000 }).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'PWA test' })).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

/** The folder the test server serves the web app from (playwright.config.ts passes WEB_DIST_DIR on). */
function webDistDir(): string {
  return path.resolve(process.env['WEB_DIST_DIR'] ?? path.join(import.meta.dirname, '../apps/web/dist'));
}
