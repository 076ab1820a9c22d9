import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from './support';

/** Spec §2 and issue 3 item 11: the public pages (onboarding or guest layout, no login). */
const PUBLIC_PAGES = [
  { path: '/terms-of-use', heading: 'Terms of use' },
  { path: '/codeof-conduct', heading: 'Code of conduct' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/prohibited-content', heading: 'Prohibited content' },
  { path: '/disclaimer', heading: 'Disclaimer' },
  { path: '/about', heading: 'About Alongside' },
  { path: '/accessibility', heading: 'Accessibility' },
  { path: '/contact-us', heading: 'Contact us' },
] as const;

/** The help pages behind the auth guard (default layout). */
const ACCOUNT_PAGES = [
  { path: '/account/faq', heading: 'Questions and answers' },
  { path: '/account/about', heading: 'About Alongside' },
  { path: '/account/help-centre', heading: 'Help centre' },
] as const;

async function expectContentPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`${heading} · Alongside`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Alongside policies and help' })).toBeVisible();
  await expectAccessible(page);
}

test.describe('signed out', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} opens with its heading, title and links, and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expectContentPage(page, heading);
      await expect(page).toHaveURL(path);
    });
  }

  test('the legal pages link to each other', async ({ page }) => {
    await page.goto('/terms-of-use');
    const nav = page.getByRole('navigation', { name: 'Alongside policies and help' });
    await expect(nav.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page).toHaveTitle('Privacy policy · Alongside');
    await nav.getByRole('link', { name: 'Code of conduct' }).click();
    await expect(page.getByText('1800 035 544').first()).toBeVisible();
  });

  test('every public page fits a 320 px wide screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
    }
  });

  test('the account help pages send a signed-out visitor to sign in, then open', async ({ page }) => {
    await page.goto('/account/faq');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/account/faq')}`);
    await signIn(page, 'client@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL('/account/faq');
    await expectContentPage(page, 'Questions and answers');

    for (const { path, heading } of ACCOUNT_PAGES.slice(1)) {
      await page.goto(path);
      await expectContentPage(page, heading);
    }
  });
});
