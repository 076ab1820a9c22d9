import { expect, test } from '@playwright/test';
import { sessionUser } from './profile-support';
import { expectGoodScreen } from './support';
import { IDENTITY_DOCUMENTS_PATH, signUpUniquePerson } from './verification-support';

// Issue #5 item 2: the sandbox identity provider; the tester chooses fail, then pass.

test('a client fails the sandbox identity check, tries again, passes, and the profile shows it done', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpUniquePerson(page, 'client');

  await page.goto(IDENTITY_DOCUMENTS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Prove who you are' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('link', { name: 'Check online now' }).click();

  await expect(page).toHaveURL(/\/frankieone-verification/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your identity' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Start the check' }).click();

  // The sandbox's test panel: fail first.
  const panel = page.getByRole('region', { name: 'Test identity service' });
  await expect(panel).toBeVisible();
  await expectGoodScreen(page);
  await panel.getByRole('button', { name: 'Fail the check' }).click();
  await expect(page.getByRole('heading', { name: 'We could not check your identity' })).toBeVisible();
  await expectGoodScreen(page);
  expect((await sessionUser(page))['id_verification_completed']).toBe(false);

  // Then again, and pass.
  await page.getByRole('button', { name: 'Try again' }).click();
  await page
    .getByRole('region', { name: 'Test identity service' })
    .getByRole('button', { name: 'Pass the check' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your identity is checked' })).toBeVisible();
  await expectGoodScreen(page);
  expect((await sessionUser(page))['id_verification_completed']).toBe(true);

  // The profile's checklist and the identity screen say it is done.
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Your checklist' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Prove who you are' })).toContainText(
    '(done)',
  );
  await page.goto(IDENTITY_DOCUMENTS_PATH);
  await expect(page.getByText(/^Checked online/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check online now' })).toHaveCount(0);
  await expectGoodScreen(page);
});
