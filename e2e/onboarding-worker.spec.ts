import { expect, test } from '@playwright/test';
import { expectStep } from './onboarding-support';
import { expectGoodScreen, newPerson, signUpAndConfirm } from './support';

test('a new worker gives services, hours, rates and who they support, then finishes on the home page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('worker-onboarding');
  await signUpAndConfirm(page, person, 'worker');

  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expectStep(page, 1, 8);
  await expect(page.getByText(/find clients who need the support you offer/)).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('link', { name: 'Get started' }).click();

  await expect(page).toHaveURL(/\/onboarding\/disclaimer$/);
  await expectStep(page, 2, 8);
  await page.getByRole('button', { name: 'I have read and accept' }).click();

  // The one step skipped: identity is left for later.
  await expect(page.getByRole('heading', { level: 1, name: 'How you will prove who you are' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'The services you offer' })).toBeVisible();
  await expectStep(page, 4, 8);
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose at least one, or skip this step for now.')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Personal care/ }).check();
  await page.getByRole('checkbox', { name: /^Transport/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When you can work' })).toBeVisible();
  await expectStep(page, 5, 8);
  for (const [index, day] of ['monday', 'thursday'].entries()) {
    await page.getByRole('button', { name: 'Add a time' }).click();
    const time = page.getByRole('group', { name: `Time ${index + 1}` });
    await time.getByLabel('Day').selectOption(day);
    await time.getByLabel('From').fill('08:00');
    await time.getByLabel('To').fill('16:00');
  }
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your rates' })).toBeVisible();
  await expectStep(page, 6, 8);
  await expect(page.getByText('NDIS price limit 2025–26 (weekday daytime): $70.23')).toBeVisible();
  await page.getByLabel('Weekday, dollars per hour').fill('65');
  await page.getByLabel('Weekday night, dollars per hour').fill('72.50');
  await page.getByLabel('Weekend, dollars per hour').fill('90');
  await page.getByLabel('Weekend night, dollars per hour').fill('600');
  await page.getByLabel('Travel, dollars per km').fill('0.99');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter an hourly rate of $500.00 or less.')).toBeVisible();
  await expectGoodScreen(page);
  await page.getByLabel('Weekend night, dollars per hour').fill('110');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Who you support' })).toBeVisible();
  await expectStep(page, 7, 8);
  await page.getByRole('checkbox', { name: 'Women', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
  await page.getByRole('radio', { name: 'I have a car I can use for work' }).check();
  await page.getByLabel('How far I will travel, in km').fill('25');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expectStep(page, 8, 8);
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Go to the home page' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
  const card = page.getByRole('region', { name: 'Finish your profile' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Go to my profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${person.firstName} ${person.lastName} · Support worker`)).toBeVisible();
  await expect(page.getByText('Your profile is 50% complete')).toBeVisible();
  for (const done of [
    'The services you offer',
    'Your rates',
    'When you are available',
    'Who you support and how far you travel',
  ]) {
    await expect(
      page.getByRole('region', { name: 'Your checklist' }).getByRole('listitem').filter({ hasText: done }),
    ).toContainText('(done)');
  }
  await expectGoodScreen(page);

  // The skipped identity step is a link on the checklist to the worker's checks and documents.
  await page.getByRole('link', { name: 'Prove who you are (to do)' }).click();
  await expect(page).toHaveURL(/\/profile\/profile-information\/required-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your checks and documents' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('link', { name: 'Services offered' }).click();
  await expect(page).toHaveURL(/\/profile\/services-offered$/);
});
