import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support';

/** A page's own lazy file (not another file whose name starts the same, such as register-form-…). */
const chunk = (name: string) => new RegExp(`/assets/${name}-[A-Za-z0-9_-]{8}\\.js$`);

// These journeys slow, fail or watch the page's own requests for its files. The service worker,
// which installs during the first visit, would answer those from its cache where `page.route`
// cannot see them, so it is kept out here (its own journeys are the pwa-*.spec.ts files).
test.use({ serviceWorkers: 'block' });

/**
 * The sign-in page arrives drawn (decision 019): until React has hydrated it, its links are plain
 * links that load the next page whole. The form's button is enabled once it has.
 */
async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
}

test.describe('the app shell (spec §2)', () => {
  test('a new page is announced by its title and focus moves to its heading', async ({ page }) => {
    await openLogin(page);
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('');

    await page.getByRole('link', { name: /forgot/i }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Reset your password' });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle('Reset your password · Alongside');
    await expect(announcer).toHaveText('Reset your password · Alongside');
    await expect(heading).toBeFocused();

    await page.goBack();
    await expect(announcer).toHaveText('Sign in · Alongside');
  });

  test('the loading bar shows while a slow page loads, then goes', async ({ page }) => {
    await page.route(chunk('forget-password'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openLogin(page);
    await page.getByRole('link', { name: /forgot/i }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    const style = await bar.evaluate((element) => {
      const fill = getComputedStyle(element.firstElementChild!);
      return {
        height: element.getBoundingClientRect().height,
        top: element.getBoundingClientRect().top,
        color: fill.backgroundColor,
      };
    });
    expect(style).toEqual({ height: 3, top: 0, color: 'rgb(10, 47, 107)' });
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('a quick page change shows no loading bar (200 ms throttle)', async ({ page }) => {
    // Quick: the page's file is already here (pointing at the link loads it, if nothing did before),
    // so the change waits on the page being drawn, not on the network of a busy machine.
    const loaded = page.waitForResponse(chunk('forget-password'));
    await openLogin(page);
    await page.getByRole('link', { name: /forgot/i }).hover();
    await loaded;
    let seen = false;
    await page.exposeFunction('barSeen', () => (seen = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]'))
          (window as unknown as { barSeen(): void }).barSeen();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(seen).toBe(false);
  });
});

test.describe('navigation resilience (spec §7, §8, §9)', () => {
  test('a page whose file fails to load reloads once at that path, and does not loop', async ({ page }) => {
    await openLogin(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(chunk('register'), (route) => route.abort('failed'));

    await page.getByRole('link', { name: /create an account/i }).click();
    // The reload lands on /register; its file still fails, and the guard shows the error page instead of reloading again.
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded.', { exact: false })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    await expectAccessible(page);

    // Once the file is back, "Try again" brings the page.
    await page.unroute(chunk('register'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  test("pointing at a link starts loading that page's file", async ({ page }) => {
    await openLogin(page);
    const request = page.waitForRequest(chunk('register'));
    await page.getByRole('link', { name: /create an account/i }).hover();
    await request;
  });

  test('the pages linked from a page load 1 s after it settles, but not on slow-2g', async ({ browser }) => {
    const fast = await browser.newPage();
    const fastRequest = fast.waitForRequest(chunk('forget-password'), { timeout: 20_000 });
    await fast.goto('/login');
    await fastRequest;
    await fast.close();

    const slow = await browser.newPage();
    await slow.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: 'slow-2g', saveData: false },
      });
    });
    const requested: string[] = [];
    slow.on('request', (request) => requested.push(request.url()));
    await slow.goto('/login');
    await expect(slow.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await slow.waitForTimeout(2500);
    expect(requested.filter((url) => chunk('forget-password').test(url))).toEqual([]);
    await slow.close();
  });
});

test.describe('cookies (spec §3, §9)', () => {
  test('viewport and auth-options are set with their attributes, and the viewport follows a resize', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openLogin(page);
    const cookie = async (name: string) => {
      let found: Awaited<ReturnType<typeof context.cookies>>[number] | undefined;
      await expect
        .poll(async () => (found = (await context.cookies()).find((c) => c.name === name)))
        .toBeTruthy();
      return found!;
    };
    const now = Date.now() / 1000;

    const viewport = await cookie('viewport');
    expect(viewport).toMatchObject({ value: 'mobileMedium', path: '/', sameSite: 'Strict', secure: true });
    expect(viewport.expires).toBeGreaterThan(now + 364 * 86400);
    expect(viewport.expires).toBeLessThan(now + 366 * 86400);

    const options = await cookie('auth-options');
    expect(JSON.parse(decodeURIComponent(options.value))).toEqual({
      skipOnboarding: false,
      skipSubscription: false,
    });
    expect(options).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(options.expires).toBeGreaterThan(now + 29 * 86400);
    expect(options.expires).toBeLessThan(now + 31 * 86400);

    await page.setViewportSize({ width: 1300, height: 800 });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value)
      .toBe('desktopMedium');
  });
});

test.describe('error pages (spec §2)', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Alongside');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a bot gets no error page', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });
});

test.describe('/showcase (spec §2)', () => {
  test('shows the design system without sign-in, with one h1 and no accessibility problems', async ({
    page,
  }) => {
    await page.goto('/showcase');
    await expect(page.getByRole('heading', { level: 1, name: 'Design showcase' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const section of [
      'Buttons',
      'Text fields',
      'Choices',
      'Alerts',
      'Snackbars',
      'Loading bar',
      'Cards',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('progressbar', { name: /^Loading bar/ })).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Failed (state false, error)' }).click();
    await expect(page.getByText('That did not work.')).toBeVisible();
    await expectAccessible(page);
  });
});
