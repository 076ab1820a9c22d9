import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, mailedCode, type newPerson, signUp } from './support';

/**
 * Sets the auth-options cookie's skipOnboarding (spec §3), for journeys where onboarding is beside
 * the point: the onboarding guard then lets a new account through to home.
 */
export async function skipOnboarding(page: Page): Promise<void> {
  const url = test.info().project.use.baseURL!;
  const value = encodeURIComponent(JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
  await page.context().addCookies([{ name: 'auth-options', value, url }]);
}

/** Signs up and confirms the e-mail address with the mailed code. */
export async function signUpAndConfirm(
  page: Page,
  person: ReturnType<typeof newPerson>,
  role: 'client' | 'worker',
): Promise<void> {
  await signUp(page, person, role);
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** No axe violation, and nothing wider than a 320 px screen (WCAG 1.4.10). */
export async function expectGoodScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  // Let the layout settle at the new width, then measure once.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width at 320 px on ${page.url()}`).toBeLessThanOrEqual(320);
  if (size && size.width !== 320) await page.setViewportSize(size);
}

/** Where a step is: "Step 3 of 8" in words and as the progress bar's value. */
export async function expectStep(page: Page, number: number, total: number): Promise<void> {
  await expect(page.getByText(`Step ${number} of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Step ${number} of ${total}` })).toBeVisible();
}
