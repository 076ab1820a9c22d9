import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newPerson } from './support';

// Runs only with playwright.recaptcha.config.ts, whose server has a reCAPTCHA site key.

/**
 * Google's script, stood in at the network boundary: the same `grecaptcha.ready/execute` calls and
 * a `.grecaptcha-badge` placed as Google places it (fixed, bottom-right, tucked in until hovered).
 */
const STAND_IN = `
  window.recaptchaActions = [];
  window.grecaptcha = {
    ready: (callback) => callback(),
    execute: (siteKey, options) => {
      window.recaptchaActions.push({ siteKey, action: options.action });
      return Promise.resolve('stand-in-token-' + options.action);
    },
  };
  const badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.setAttribute('data-style', 'bottomright');
  badge.textContent = 'protected by reCAPTCHA';
  badge.style.cssText = 'position:fixed;bottom:14px;right:-186px;width:256px;height:60px;background:#f9f9f9;box-shadow:0 0 5px grey;';
  document.body.append(badge);
`;

async function standInGoogle(page: Page) {
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
}

test.beforeEach(async ({ page }) => standInGoogle(page));

test('the badge shows bottom-right on /login and /register only', async ({ page }) => {
  await page.goto('/login');
  const badge = page.locator('.grecaptcha-badge');
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeCloseTo(viewport.height - 14, 0);
  expect(box.x).toBeGreaterThan(viewport.width / 2);

  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(badge).toBeHidden();
  await expect(badge).toHaveCount(1);

  await page.goBack();
  await expect(badge).toBeVisible();
  await page.getByRole('link', { name: /create an account/i }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(badge).toBeVisible();
});

test('a page without a form never loads Google', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.google.com/')) google.push(request.url());
  });
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Design showcase' })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(google).toEqual([]);
});

test('the login and register forms send a token for their action', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const login = page.waitForRequest('**/api/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await login).postDataJSON()).toMatchObject({ recaptcha_token: 'stand-in-token-login' });

  const person = newPerson('recaptcha');
  await page.goto('/register');
  await page.getByLabel('Looking for support').check();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  const register = page.waitForRequest('**/api/auth/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await register).postDataJSON()).toMatchObject({ recaptcha_token: 'stand-in-token-register' });
  expect(
    await page.evaluate(() => (window as unknown as { recaptchaActions: unknown[] }).recaptchaActions),
  ).toEqual([{ siteKey: 'e2e-site-key', action: 'register' }]);
});
