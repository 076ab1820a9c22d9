import { expect, test } from '@playwright/test';
import { open } from './account-support';
import { expectGoodScreen, mailedCode, signIn, signUpConfirmed, skipOnboarding } from './support';

// Long journeys with axe on every screen: more than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('a person changes their e-mail address with the code sent to the new one, then signs in with it', async ({
  page,
}) => {
  const person = await signUpConfirmed(page, 'client', 'email-change');
  const newEmail = `moved-${person.email}`;

  await open(page, '/account/settings/update-email-address', 'Change your e-mail address');
  await expect(page.getByText(person.email)).toBeVisible();
  await expectGoodScreen(page);

  // A wrong password is named on its field, and nothing is sent.
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password', { exact: true }).fill('not my password at all');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Your current password is not right. Check it and try again.')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toBeFocused();
  await expectGoodScreen(page);

  await page.getByLabel('Current password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Send the code' }).click();

  // Step two: the waiting address is shown, the code field has focus, another code is offered after the wait.
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(page.getByText(/You can ask for another code in \d+ seconds/)).toBeVisible();
  await expectGoodScreen(page);

  // The step survives a reload: the session says which address is waiting.
  await page.reload();
  await expect(page.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();

  await page.getByLabel('6-digit code').fill(wrongCodeFor(await mailedCode(newEmail, 'new e-mail')));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText('That code is not right. Check the e-mail and try again.')).toBeVisible();

  await page.getByLabel('6-digit code').fill(await mailedCode(newEmail, 'new e-mail'));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page).toHaveURL('/account/settings');
  await expect(page.getByText('Your e-mail address is changed.')).toBeVisible();

  await open(page, '/account', 'Your account');
  await expect(page.getByText(newEmail)).toBeVisible();

  // Signed out, the old address no longer works and the new one does.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, person.email, person.password);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await skipOnboarding(page);
  await open(page, '/account', 'Your account');
  await expect(page.getByText(newEmail)).toBeVisible();
});

test('a person can cancel a waiting e-mail change', async ({ page }) => {
  const person = await signUpConfirmed(page, 'client', 'email-cancel');
  await open(page, '/account/settings/update-email-address', 'Change your e-mail address');
  await page.getByLabel('New e-mail address').fill(`other-${person.email}`);
  await page.getByLabel('Current password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(
    page.getByText('The e-mail change is cancelled. Your e-mail address stays the same.'),
  ).toBeVisible();
  await expect(page.getByLabel('New e-mail address')).toBeVisible();
});

test('a person changes their password and signs in with the new one; the old one no longer works', async ({
  page,
  browser,
}) => {
  const person = await signUpConfirmed(page, 'client', 'password-change');
  const newPassword = 'a brand new kettle song';
  // A second device, signed in before the change.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/login');
  await signIn(other, person.email, person.password);
  await expect(other).not.toHaveURL(/\/login/);
  await skipOnboarding(other);
  await open(other, '/account', 'Your account');

  await open(page, '/account/settings/update-password', 'Change your password');
  await expectGoodScreen(page);

  await page.getByLabel('Current password', { exact: true }).fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your new password must be different from your current password.'),
  ).toBeVisible();
  await expectGoodScreen(page);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/account/settings');
  await expect(
    page.getByText('Your password is changed. Any other devices are now signed out.'),
  ).toBeVisible();

  // This device stays signed in; the other one is signed out.
  await open(page, '/account', 'Your account');
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login\?redirect=/);
  await otherDevice.close();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, person.email, person.password);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
