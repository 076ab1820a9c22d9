import { expect, test } from '@playwright/test';
import { apiFromPage, expectSaved, openScreen, sessionUser } from './profile-support';
import { expectGoodScreen, signUpConfirmed } from './support';

test('a client fills in their support requirements and the profile is complete', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpConfirmed(page, 'client');

  await openScreen(page, '/profile/support-requirements', 'Support requirements');
  await expect(page.getByText('Not done yet')).toHaveCount(5);
  await expectGoodScreen(page);

  // A day filled with the full-day placeholder (spec §5) reads "not set" and does not count.
  const placeholder = await apiFromPage(page, 'PATCH', '/api/profile', {
    require_support_schedule: [{ day: 'wednesday', start: '00:00:00', end: '23:59:00' }],
  });
  expect(placeholder.status).toBe(200);
  await openScreen(page, '/profile/support-requirements/required-work-hours', 'When you need support');
  await expect(page.getByText('No times set yet.')).toBeVisible();
  const first = page.getByRole('group', { name: 'Time 1' });
  await expect(first.getByText(/^Not set/)).toBeVisible();
  await expectGoodScreen(page);
  await first.getByLabel('From').fill('09:00');
  await first.getByLabel('To').fill('08:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('The end time must be after the start time.')).toBeVisible();
  await first.getByLabel('To').fill('13:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  await expect(page.getByText('1 time set.')).toBeVisible();
  expect((await sessionUser(page))['profile_completed']).toBe(false);

  await openScreen(page, '/profile/support-requirements/support-preferences', 'Your support preferences');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose who can find your profile.')).toBeVisible();
  await expectGoodScreen(page);
  await page.getByLabel('Signed-in members can find my profile').check();
  await page.getByLabel('A woman').check();
  await page.getByLabel('The worker needs a car').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  expect((await sessionUser(page))['profile_completed']).toBe(true);

  await openScreen(page, '/profile/support-requirements/support-requirements', 'The support you need');
  await expectGoodScreen(page);
  await page.getByRole('checkbox', { name: 'Meal preparation' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(
    page,
    '/profile/support-requirements/qualifications-needed',
    'Qualifications your worker needs',
  );
  await expectGoodScreen(page);
  await page.getByRole('checkbox', { name: 'Epilepsy management' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/support-requirements/client-preferences', 'Languages and rates');
  await page.getByLabel('The most I want to pay, dollars per hour').fill('600');
  await page.getByRole('checkbox', { name: 'Vietnamese' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an hourly rate of $500.00 or less.')).toBeVisible();
  await expectGoodScreen(page);
  await page.getByLabel('The most I want to pay, dollars per hour').fill('65');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  await expect(page.getByText(/Saved: \$65\.00/)).toBeVisible();

  await openScreen(page, '/profile/profile-information', 'Profile information');
  await expect(page.getByRole('link', { name: /Education/ })).toHaveCount(0);
  await expectGoodScreen(page);

  await openScreen(page, '/profile/profile-information/personal-details', 'Personal details');
  await page.getByLabel('Date of birth').fill('2001-02-03');
  await page.getByLabel('I would rather not say').check();
  await page.getByLabel('Phone number').fill('(02) 9876 5432');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/your-profile', 'Your profile');
  await page.getByLabel('A few words about you').fill('I love the footy and my dog Max.');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/languages', 'Languages');
  await page.getByRole('checkbox', { name: 'Vietnamese' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/interests', 'Interests');
  await page.getByRole('checkbox', { name: 'Sport' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  expect(await sessionUser(page)).toMatchObject({
    profile_completed: true,
    require_support_schedule: [{ day: 'wednesday', start: '09:00:00', end: '13:00:00' }],
    support_preference: { profile_visibility: 'visible', gender: 'female', car_ownership: 'needed' },
    support_requirements: ['meal_preparation'],
    qualifications_needed: ['epilepsy_management'],
    preferred_languages: ['Vietnamese'],
    max_hourly_rate: 6500,
    date_of_birth: '2001-02-03',
    gender: 'prefer_not_to_say',
    phone: '0298765432',
    description: 'I love the footy and my dog Max.',
    languages: ['Vietnamese'],
    interests: ['Sport'],
  });

  await openScreen(page, '/profile/support-requirements', 'Support requirements');
  await expect(page.getByText('Not done yet')).toHaveCount(0);

  // The legacy alias opens the same screen.
  await openScreen(page, '/my-profile/support-requirements/support-preferences', 'Your support preferences');
  await expect(page.getByLabel('A woman')).toBeChecked();

  // A worker-only screen does not exist for a client.
  await page.goto('/profile/services-offered/indicative-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
