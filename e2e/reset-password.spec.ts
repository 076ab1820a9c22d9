import { expect, test } from '@playwright/test';
import { expectAccessible, mailedCode, newPerson, signIn, signUp, skipOnboarding } from './support';

test('a person who forgot their password resets it with the mailed code and signs in with the new one', async ({
  page,
  browser,
}) => {
  // Onboarding is beside the point here (its own journeys: onboarding-*.spec.ts).
  await skipOnboarding(page);
  const person = newPerson();
  await signUp(page, person);
  await expect(page).toHaveURL(/\/verify/);
  await page.getByLabel('6-digit code').fill(await mailedCode(person.email, 'Confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await skipOnboarding(other);
  await other.goto('/login');
  await other.getByRole('link', { name: /forgot your password/i }).click();
  await expect(other).toHaveURL(/\/account\/settings\/forget-password/);
  await expectAccessible(other);
  await other.getByLabel('E-mail address').fill(person.email);
  await other
    .getByRole('button', { name: /send|reset|continue/i })
    .first()
    .click();
  await expect(other.getByText(/If an account uses that e-mail address/)).toBeVisible();

  const code = await mailedCode(person.email, 'Reset');
  await other.goto(`/reset-password?email=${encodeURIComponent(person.email)}&code=${code}`);
  await expectAccessible(other);
  const newPassword = 'a new and longer passphrase';
  await other.getByLabel('New password', { exact: true }).fill(newPassword);
  await other
    .getByRole('button', { name: /reset|change|save/i })
    .first()
    .click();
  await expect(other).toHaveURL(/\/login/);

  await signIn(other, person.email, newPassword);
  await expect(other.getByRole('heading', { level: 1 })).toContainText(person.firstName);

  // The reset ended every session, including the one in the first window.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await otherContext.close();
});
