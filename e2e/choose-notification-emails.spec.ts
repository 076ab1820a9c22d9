import { expect, test } from '@playwright/test';
import { expectGoodScreen, signUpConfirmed } from './support';

test('a worker turns off e-mails about requests, and the choice is kept', async ({ page }) => {
  await signUpConfirmed(page, 'worker', 'emails');

  await page.goto('/account/settings');
  await page.getByRole('link', { name: /^E-mail notifications/ }).click();
  await expect(page).toHaveURL('/account/settings/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail notifications');

  // A worker's three topics, every one on until they choose.
  const requests = page.getByRole('switch', { name: 'Requests' });
  for (const name of ['Your applications and offers', 'Requests', 'New jobs that suit you']) {
    await expect(page.getByRole('switch', { name })).toBeChecked();
  }
  await expect(page.getByRole('switch', { name: 'People applying to your jobs' })).toHaveCount(0);
  await expectGoodScreen(page);

  await requests.click();
  await expect(requests).not.toBeChecked();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText('Your e-mail choices are saved.');
  await expectGoodScreen(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Requests' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New jobs that suit you' })).toBeChecked();
});
