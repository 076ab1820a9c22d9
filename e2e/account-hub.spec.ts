import { expect, test } from '@playwright/test';
import { open } from './account-support';
import { expectGoodScreen, signUpConfirmed } from './support';

// Long journeys with axe on every screen: more than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('the account hub shows who is signed in and links to every part of the account', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/account')}`);

  const person = await signUpConfirmed(page, 'client', 'hub');
  await open(page, '/account', 'Your account');
  await expect(page).toHaveTitle('Your account · Alongside');
  await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();

  const expected: [string, string][] = [
    ['Profile', '/profile'],
    ['Personal details', '/account/personal-details'],
    ['Addresses', '/addresses'],
    ['Settings', '/account/settings'],
    ['FAQ', '/account/faq'],
    ['About', '/account/about'],
    ['Help centre', '/account/help-centre'],
    ['Contact us', '/contact-us'],
    ['Sign out', '/logout'],
  ];
  for (const [name, href] of expected) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await expectGoodScreen(page);

  await page.getByRole('link', { name: /^Settings/ }).click();
  await expect(page).toHaveURL('/account/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  const settings: [string, string][] = [
    ['Change your password', '/account/settings/update-password'],
    ['Change your e-mail address', '/account/settings/update-email-address'],
    ['Forgot your password\\?', '/account/settings/forget-password'],
    ['Delete your account', '/account/settings/delete-account'],
  ];
  for (const [name, href] of settings) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await expectGoodScreen(page);

  // The older address of the settings page opens the same screen.
  await open(page, '/my-profile/account-settings', 'Account settings');

  await open(page, '/account/personal-details', 'Personal details');
  await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
  await expectGoodScreen(page);

  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/account');
  await page.getByRole('link', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the navigation leads from home to the account hub', async ({ page }) => {
  await signUpConfirmed(page, 'client', 'home-link');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
});
