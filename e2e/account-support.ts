import { expect, type Page } from '@playwright/test';
import { expectAccessible, mailedCode, newPerson, signUp } from './support';

/**
 * Signs up, confirms the e-mail with the mailed code and turns onboarding off (the auth-options
 * cookie), so the journey can go straight to the account pages.
 */
export async function signUpConfirmed(page: Page, label = 'account') {
  const person = newPerson(label);
  await signUp(page, person, 'client');
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/verify/);
  await skipOnboarding(page);
  return person;
}

export async function skipOnboarding(page: Page) {
  await page.evaluate(() => {
    const value = encodeURIComponent(JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
    document.cookie = `auth-options=${value}; Path=/; SameSite=Strict`;
  });
}

/** Opens a page and waits for its one heading. */
export async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** axe finds nothing, and at 320 px wide nothing scrolls sideways; the viewport is put back after. */
export async function checkScreen(page: Page) {
  await expectAccessible(page);
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'no sideways scroll at 320 px',
    })
    .toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
}
