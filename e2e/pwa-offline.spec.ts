import { expect, test } from '@playwright/test';
import { expectAccessible, signInThroughApi } from './support';
import { openThroughServiceWorker, waitForCachedApiRead, waitForPwaOverlays } from './pwa-support';

test('a person who opened the app once opens it again with no network', async ({ page, context }) => {
  await page.goto('/pwa-demo');
  await openThroughServiceWorker(page);

  await context.setOffline(true);
  // Nothing gets through to the server now.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'PWA demo' })).toBeVisible();
  await page.goto('/test-pwa');
  await expect(page.getByRole('heading', { level: 1, name: 'Test the app features' })).toBeVisible();
  // A page that needs sign-in still opens the app (the sign-in page), not the browser's error page.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText("You're Offline")).toBeVisible();
  await context.setOffline(false);
});

test('a signed-in person who opened the app once opens it again offline, still signed in', async ({
  page,
  context,
}) => {
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  await openThroughServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  // The page arrived with the session written into it (decision 020): the page keeps that copy
  // where the service worker keeps the session reads it fetches.
  await waitForCachedApiRead(page, '/api/auth/session');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  await expect(page.getByText("You're Offline")).toBeVisible();
  await context.setOffline(false);
});

test('a signed-in page arrives with the session in it: no session read, and the page kept offline holds none', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  await openThroughServiceWorker(page);

  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessionReads.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  expect(sessionReads).toEqual([]);
  await expect(page.locator('#session-data')).toHaveCount(0);

  // The page the service worker keeps for offline starts: the served page, without the session.
  const kept = () =>
    page.evaluate(async () => {
      const shell = (await caches.keys()).find((name) => name.startsWith('alongside-shell-'));
      const response = shell ? await (await caches.open(shell)).match('/') : undefined;
      return response ? response.text() : '';
    });
  await expect.poll(kept).toContain('id="runtime-config"');
  expect(await kept()).not.toContain('session-data');
  expect(await kept()).not.toContain('worker@example.com');
});

test('the offline card shows when the connection drops and goes when it comes back', async ({
  page,
  context,
}) => {
  await page.goto('/pwa-test');
  await waitForPwaOverlays(page);
  const card = page.getByTestId('offline-card');
  await expect(card).toBeHidden();

  await context.setOffline(true);
  await expect(card).toBeVisible();
  await expect(card).toContainText("You're Offline");
  await expect(card).toContainText("Don't worry! You can still use most features of the app while offline.");
  // Announced, and it leaves the page usable.
  await expect(page.getByRole('status').filter({ has: card })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'PWA test' })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(card).toBeHidden();
});

test('"Try Again" while still offline keeps the card and only logs', async ({ page, context }) => {
  await page.goto('/pwa-test');
  await waitForPwaOverlays(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));

  await context.setOffline(true);
  const card = page.getByTestId('offline-card');
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect.poll(() => logged.some((text) => text.includes('Still offline'))).toBe(true);
  await expect(card).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});

test('"Try Again" with the network back asks for the favicon and clears the card', async ({ page }) => {
  await page.goto('/pwa-test');
  await waitForPwaOverlays(page);
  // The browser still says online, but the app was told it is offline (the demo page's control).
  await page.getByRole('button', { name: 'Show the offline card' }).click();
  const card = page.getByTestId('offline-card');
  await expect(card).toBeVisible();

  const head = page.waitForRequest(
    (request) => request.method() === 'HEAD' && request.url().endsWith('/favicon.svg'),
  );
  await card.getByRole('button', { name: 'Try Again' }).focus();
  await page.keyboard.press('Enter');
  await head;
  await expect(card).toBeHidden();
});

test('on a phone the offline card floats above the bottom navigation, which stays usable', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wes');
  await openThroughServiceWorker(page);
  await waitForPwaOverlays(page);

  await context.setOffline(true);
  const card = page.getByTestId('offline-card');
  await expect(card).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const [cardBox, navigationBox] = [await card.boundingBox(), await navigation.boundingBox()];
  expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(navigationBox!.y);
  // A destination is still reached with the card showing.
  await navigation.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(card).toBeVisible();
  await context.setOffline(false);
});
