import { expect, test } from '@playwright/test';
import { expectAccessible, mailedCode, newPerson, signIn, signUp, skipOnboarding } from './support';

test('a new support worker signs up, confirms the e-mail with the mailed code, stays signed in and signs out', async ({
  page,
}) => {
  const person = newPerson('worker');

  await page.goto('/register');
  await expect(page).toHaveTitle(/Alongside/);
  await expectAccessible(page);

  await signUp(page, person, 'worker');

  // Signed in but not confirmed: the auth guard sends the person to /verify.
  await expect(page).toHaveURL(/\/verify/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // A new account starts onboarding (its own journeys: onboarding-*.spec.ts); this one leaves it for later.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole('button', { name: 'Set up later' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  await expect(page.getByText(/support worker/i).first()).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);

  // Signed out for real: the home page asks to sign in again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);

  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
});

test('a client signs up and is greeted as someone looking for support', async ({ page }) => {
  await skipOnboarding(page);
  const person = newPerson('client');
  await signUp(page, person, 'client');
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  await expect(page.getByText(/looking for support/i).first()).toBeVisible();
});

test('sign-up shows what to fix on each field and keeps the person on the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register/);
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expectAccessible(page);

  const person = newPerson();
  await page.getByLabel('Looking for support').check();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail address').fill('client@example.com');
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The server's answer lands on the field it concerns.
  await expect(
    page.getByText('An account with this e-mail address already exists. Sign in instead.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
});
