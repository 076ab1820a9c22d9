import { expect, test } from '@playwright/test';
import { expectGoodScreen, signUpConfirmed } from './support';

test('a worker turns off e-mails about requests, and the choice is kept', async ({ page }) => {
  await signUpConfirmed(page, 'worker', 'emails');

  await page.goto('/account/settings');
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page).toHaveURL('/account/settings/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');

  // A worker's four topics, every one on by e-mail until they choose.
  const requests = page.getByRole('switch', { name: 'Requests: by e-mail' });
  for (const name of ['Messages', 'Your applications and offers', 'Requests', 'New jobs that suit you']) {
    await expect(page.getByRole('switch', { name: `${name}: by e-mail` })).toBeChecked();
  }
  await expect(page.getByRole('switch', { name: /^People applying to your jobs/ })).toHaveCount(0);
  await expectGoodScreen(page);

  await requests.click();
  await expect(requests).not.toBeChecked();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText('Your notification choices are saved.');
  await expectGoodScreen(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Requests: by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Requests: on this device' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'New jobs that suit you: by e-mail' })).toBeChecked();
});
