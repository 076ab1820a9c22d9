import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, newPerson, signIn, signInThroughApi, signUp } from './support';

test.describe('signed out', () => {
  test('a page that needs sign-in sends the person to /login with the full requested path', async ({
    page,
  }) => {
    await page.goto('/home?tab=recent#top');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/home?tab=recent#top')}`);

    await signIn(page, 'worker@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home\?tab=recent#top$/);
  });

  test('/signin is the sign-in page, and /verify needs sign-in', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fverify/);
  });

  test('the reset pages are open to everyone signed out', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/reset-password/);
    await page.goto('/account/settings/forget-password');
    await expect(page).toHaveURL(/\/account\/settings\/forget-password/);
  });

  test('an unknown path shows "Page not found: {path}"', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByText('404').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('signed in and confirmed', () => {
  // Signed in through the API (the guards are the subject; signing in has journeys of its own), each
  // with a session of its own: /logout ends only its own.
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'client@example.com');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/register and /reset-password send the person home', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/login is still reachable, and /verify sends the person home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText(/signed in as client@example.com/i)).toBeVisible();
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/logout signs out and lands on /login', async ({ page }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('/redirect follows a safe redirect and refuses another site', async ({ page }) => {
    await page.goto('/redirect?redirect=%2Fhome');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/redirect?redirect=https%3A%2F%2Fevil.example.com');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('signed in but not confirmed', () => {
  test('pages that need sign-in send the person to /verify, and /register sends them to /login', async ({
    page,
  }) => {
    await signUp(page, newPerson());
    await expect(page).toHaveURL(/\/verify/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/verify\?redirect=%2Fhome/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/login/);
  });
});
