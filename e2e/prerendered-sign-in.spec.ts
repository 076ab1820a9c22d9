import { expect, test, type Page } from '@playwright/test';
import { openThroughServiceWorker } from './pwa-support';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support';

// The signed-out landing pages arrive drawn, and React hydrates them (docs/decisions/019).

/** Console errors and uncaught exceptions of the page from now on (a hydration mismatch is either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the sign-in form is in the page as served, before any script runs', async ({ request }) => {
  const response = await request.get('/login');
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
  expect(html).toContain('Create an account');
  expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  // Still the page of this server: its configuration and the page's preloaded modules.
  expect(html).toContain('"auth_cookie":');
  expect(html).toContain('rel="modulepreload"');

  // Asked for with a query string or a token cookie, the page is drawn by the app as before.
  expect(await (await request.get('/login?redirect=%2Fsearch')).text()).not.toContain('data-prerendered');
  expect(await (await request.get('/')).text()).not.toContain('data-prerendered');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the sign-in form, laid out, its controls waiting for the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // MUI's styles came with the page: the card is centred and narrower than the window.
    const card = await page.locator('main').boundingBox();
    expect(card?.width).toBeLessThanOrEqual(480);
  });
});

test('the drawn page hydrates without errors, and signing in works', async ({ page }) => {
  const errors = collectErrors(page);
  // A page React could not hydrate would be drawn again: its main element removed and replaced.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedMain: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('main') || node.querySelector('main')))
            removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { removedMain: string[] }).removedMain)).toEqual([]);
  // The styles of the page were taken over, not inserted a second time.
  const duplicated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
      (style.getAttribute('data-emotion') ?? '').split(' ').slice(1),
    );
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    });
    return ids.filter((id) => rules.filter((rule) => rule.startsWith(`.css-${id}{`)).length > 1);
  });
  expect(duplicated).toEqual([]);
  await expectAccessible(page);

  await signIn(page, 'client@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/signed in as/i).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link on the drawn page navigates in the app, and the next page is drawn by it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in person is sent on by the guards as before, and sees the note on /login', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'client@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  const served = await page.request.get('/register');
  expect(await served.text()).not.toContain('data-prerendered');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByText(/signed in as client@example.com/i)).toBeVisible();
});

test('after a first visit to the drawn sign-in page, the app opens offline on any page', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await openThroughServiceWorker(page);
  await context.setOffline(true);

  // The service worker keeps index.html, never a drawn page: another page is not shown as the sign-in form.
  await page.goto('/pwa-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'PWA demo' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await context.setOffline(false);
});
