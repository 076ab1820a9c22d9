import { expect, test } from '@playwright/test';
import { expectStep } from './onboarding-support';
import { expectAccessible, expectGoodScreen, newPerson, signUpAndConfirm, skipOnboarding } from './support';

test.use({ viewport: { width: 320, height: 800 } });

test('a new client is led through onboarding, skips a step, and lands on a profile that shows what is missing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('client-onboarding');
  await signUpAndConfirm(page, person, 'client');

  // Not onboarded: home sends the person to the first step.
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Alongside' })).toBeVisible();
  await expectStep(page, 1, 7);
  await expect(page.getByText(/find support workers who suit you/)).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('link', { name: 'Get started' }).click();

  await expect(page).toHaveURL(/\/onboarding\/disclaimer$/);
  await expectStep(page, 2, 7);
  await expect(page.getByRole('heading', { name: 'We are a platform, not a provider' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'I have read and accept' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'How you will prove who you are' })).toBeVisible();
  await expectStep(page, 3, 7);
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose how you will prove who you are.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Upload photos/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'The support you need' })).toBeVisible();
  await expectStep(page, 4, 7);
  await expectGoodScreen(page);
  await page.getByRole('checkbox', { name: /^Personal care/ }).check();
  await page.getByRole('checkbox', { name: /^Meal preparation/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When you need support' })).toBeVisible();
  await expectStep(page, 5, 7);
  await page.getByRole('button', { name: 'Add a time' }).click();
  const monday = page.getByRole('group', { name: 'Time 1' });
  await expect(monday.getByLabel('Day')).toHaveValue('monday');
  await monday.getByLabel('From').fill('09:00');
  await monday.getByLabel('To').fill('12:30');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The one step skipped: it stays on the checklist.
  await expect(page.getByRole('heading', { level: 1, name: 'Your support preferences' })).toBeVisible();
  await expectStep(page, 6, 7);
  await expectGoodScreen(page);
  await page.getByRole('link', { name: 'Skip for now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expectStep(page, 7, 7);
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Go to my profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(`${person.firstName} ${person.lastName} · Looking for support`)).toBeVisible();
  // Spec §4: the name is there, no photo or description yet.
  await expect(page.getByText('Your profile is 50% complete')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your profile is 50% complete' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  const checklist = page.getByRole('region', { name: 'Your checklist' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'When you need support' })).toContainText(
    '(done)',
  );
  await expect(page.getByRole('link', { name: 'A photo or a few words about you (to do)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Addresses page' })).toHaveAttribute('href', '/addresses');
  await expectGoodScreen(page);

  // Onboarded now: /onboarding and home no longer hold the person up.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('link', { name: 'Your support preferences (to do)' }).click();
  await expect(page).toHaveURL(/\/profile\/support-requirements\/support-preferences$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  const card = page.getByRole('region', { name: 'Finish your profile' });
  await expect(card.getByText('Your profile is 50% complete')).toBeVisible();
  await expectGoodScreen(page);
  await card.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the skipOnboarding option lets a new client straight through to home, and onboarding waits', async ({
  page,
}) => {
  await skipOnboarding(page);
  const person = newPerson('client-skip');
  await signUpAndConfirm(page, person, 'client');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  await expect(page.getByRole('region', { name: 'Finish your profile' })).toBeVisible();

  // Onboarding is still there to pick up.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
});

test('"Set up later" on the welcome step sets the option, and the account pages stay reachable', async ({
  page,
}) => {
  const person = newPerson('client-later');
  await signUpAndConfirm(page, person, 'client');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);

  await page.goto('/account/faq');
  await expect(page).toHaveURL(/\/account\/faq$/);
  await page.goto('/contact-us');
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/onboarding$|\/onboarding\/welcome$/);

  await page.getByRole('button', { name: 'Set up later' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
});
