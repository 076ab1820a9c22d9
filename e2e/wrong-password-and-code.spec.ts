import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  mailedCode,
  newPerson,
  signIn,
  signUp,
  skipOnboarding,
} from './support';

test('a wrong password gets one plain answer that does not say which part was wrong', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await signIn(page, 'client@example.com', 'this is not the password');
  await expect(page.getByText('The e-mail address or password is incorrect.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clara');
});

test('a wrong code is refused with a message on the code field, and the right one works', async ({
  page,
}) => {
  // Onboarding is beside the point here (its own journeys: onboarding-*.spec.ts).
  await skipOnboarding(page);
  const person = newPerson();
  await signUp(page, person);
  await expect(page).toHaveURL(/\/verify/);
  const code = await mailedCode(person.email, 'Confirm');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('That code is not right. Check the e-mail and try again.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify/);
  await expectAccessible(page);

  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
});
