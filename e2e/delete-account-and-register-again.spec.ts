import { expect, test } from '@playwright/test';
import { open } from './account-support';
import { expectGoodScreen, mailedCode, signIn, signUp, signUpConfirmed } from './support';

// Long journeys with axe on every screen: more than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('a person deletes their account with the keyboard, is signed out, and registers again with the same e-mail', async ({
  page,
}) => {
  const person = await signUpConfirmed(page, 'client', 'delete');

  await open(page, '/account/settings/delete-account', 'Delete your account');
  await expect(page.getByText('This cannot be undone.', { exact: false })).toBeVisible();
  await expectGoodScreen(page);

  // Keyboard only: from the password field, Tab reaches the show button, the word and the button.
  const password = page.getByLabel('Your password', { exact: true });
  await password.focus();
  await page.keyboard.type(person.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show your password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type DELETE to confirm')).toBeFocused();
  await page.keyboard.type('delete');
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Delete my account for good' });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  // The word must be in capitals: the message sits on the field, which takes the focus.
  await expect(page.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();
  await expect(page.getByLabel('Type DELETE to confirm')).toBeFocused();
  await expectGoodScreen(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('DELETE');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your account is deleted', { exact: true })).toBeVisible();
  await expect(page.getByText(/signed in as/)).toHaveCount(0);
  await expectGoodScreen(page);

  // Signed out for real, and the account is gone.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, person.email, person.password);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();

  // The same e-mail address makes a new account.
  await signUp(page, person, 'client');
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/verify/);
  await open(page, '/account', 'Your account');
  await expect(page.getByText(person.email)).toBeVisible();
});

test('a wrong password keeps the account', async ({ page }) => {
  const person = await signUpConfirmed(page, 'client', 'delete-wrong');
  await open(page, '/account/settings/delete-account', 'Delete your account');
  await page.getByLabel('Your password', { exact: true }).fill('not my password at all');
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your current password is not right. Check it and try again.')).toBeVisible();
  await open(page, '/account', 'Your account');
  await expect(page.getByText(person.email)).toBeVisible();
});
