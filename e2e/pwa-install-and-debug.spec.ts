import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { expectAccessible } from './support';
import { waitForPwaOverlays } from './pwa-support';

test('Chromium finds nothing that stops a person installing the app', async ({ page }, testInfo) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    id: '/',
    name: 'Alongside',
    short_name: 'Alongside',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#5b2a86',
    background_color: '#f7f5fa',
  });

  // Playwright's usual contexts are incognito, where Chromium never installs ("in-incognito"): use a
  // real profile, as a person's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'alongside-install-'));
  const { launchOptions, baseURL } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const installing = await context.newPage();
    await installing.goto('/login');
    const cdp = await context.newCDPSession(installing);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('Ctrl+Shift+D shows and hides the debug panel, which names the browser', async ({ page }) => {
  await page.goto('/login');
  await waitForPwaOverlays(page);
  const panel = page.getByTestId('pwa-debug-panel');
  await expect(panel).toBeHidden();

  await page.keyboard.press('Control+Shift+D');
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(panel.getByTestId('pwa-browser')).toHaveText('Chrome');
  await expect(panel.getByTestId('pwa-manifest')).toHaveText('/manifest.webmanifest');
  await expect(panel.getByTestId('pwa-secure')).toHaveText('yes');
  await expect(panel.getByTestId('pwa-installed')).toHaveText('no');
  await expectAccessible(page);

  await page.keyboard.press('Control+Shift+D');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Control+Shift+D');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});

for (const [path, title] of [
  ['/pwa-demo', 'PWA demo'],
  ['/pwa-test', 'PWA test'],
  ['/test-pwa', 'Test the app features'],
] as const) {
  test(`a signed-out person opens ${path} and sees the PWA state and controls`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Alongside`);
    for (const control of ['Check for update', 'Clear offline data', 'Show the offline card']) {
      await expect(page.getByRole('button', { name: control })).toBeVisible();
    }
    await expect(page.getByTestId('pwa-browser')).toHaveText('Chrome');
    await expectAccessible(page);
  });
}
