import { expect, test, type Page } from '@playwright/test';
import { sessionUser } from './profile-support';
import { expectGoodScreen, newPerson, pickPlace, signUpAndConfirm } from './support';

// Issue #4: from sign-up, through every onboarding step, to a complete profile with a home address.

async function startOnboarding(page: Page, role: 'client' | 'worker') {
  const person = newPerson(`${role}-complete`);
  await signUpAndConfirm(page, person, role);
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'I have read and accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How you will prove who you are' })).toBeVisible();
  await page.getByRole('radio', { name: /online check/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  return person;
}

async function addTime(page: Page, row: number, day: string, from: string, to: string) {
  await page.getByRole('button', { name: 'Add a time' }).click();
  const time = page.getByRole('group', { name: `Time ${row}` });
  await time.getByLabel('Day').selectOption(day);
  await time.getByLabel('From').fill(from);
  await time.getByLabel('To').fill(to);
}

/** The home address and the personal details: what "personal details" needs besides the name. */
async function addHomeAndDetails(page: Page, place: { street: string; typed: string; option: string }) {
  await page.goto('/addresses/manage');
  await page.getByLabel('Street address').fill(place.street);
  await pickPlace(page, place.typed, place.option);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Your address is added.')).toBeVisible();

  await page.goto('/profile/profile-information/personal-details');
  await page.getByLabel('Date of birth').fill('1990-05-04');
  await page.getByLabel('I would rather not say').check();
  await page.getByLabel('Phone number').fill('0491 570 158');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
}

async function expectChecklistDone(page: Page, items: string[]) {
  await page.goto('/profile');
  const checklist = page.getByRole('region', { name: 'Your checklist' });
  for (const item of items) {
    await expect(checklist.getByRole('listitem').filter({ hasText: item })).toContainText('(done)');
  }
  await expectGoodScreen(page);
}

test('a client signs up, goes through onboarding, adds a home address and has a complete profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startOnboarding(page, 'client');

  await expect(page.getByRole('heading', { level: 1, name: 'The support you need' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Personal care/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When you need support' })).toBeVisible();
  await addTime(page, 1, 'tuesday', '09:00', '12:30');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your support preferences' })).toBeVisible();
  await page.getByLabel('Signed-in members can find my profile').check();
  await page.getByLabel('No preference').check();
  await page.getByLabel('The worker does not need a car').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await sessionUser(page))['profile_completed']).toBe(true);

  await addHomeAndDetails(page, {
    street: '24 Church Street',
    typed: 'parramat',
    option: 'Parramatta, NSW 2150',
  });
  await expectChecklistDone(page, [
    'Your first and last name',
    'Your personal details and home address',
    'When you need support',
    'Your support preferences',
  ]);
  expect(await sessionUser(page)).toMatchObject({
    onboarded_at: expect.any(String),
    profile_completed: true,
    personal_details_completed: true,
    address: '24 Church Street',
    place_city: 'Parramatta',
    place_state_short_name: 'NSW',
    id_verification_method: 'online_check',
    support_requirements: ['personal_care'],
    require_support_schedule: [{ day: 'tuesday', start: '09:00:00', end: '12:30:00' }],
  });
});

test('a worker signs up, goes through onboarding with rates and availability, adds a home address and has a complete profile', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startOnboarding(page, 'worker');

  await expect(page.getByRole('heading', { level: 1, name: 'The services you offer' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Household tasks/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'When you can work' })).toBeVisible();
  await addTime(page, 1, 'wednesday', '07:30', '15:30');
  await addTime(page, 2, 'saturday', '09:00', '13:00');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your rates' })).toBeVisible();
  await page.getByLabel('Weekday, dollars per hour').fill('62.40');
  await page.getByLabel('Weekday night, dollars per hour').fill('70');
  await page.getByLabel('Weekend, dollars per hour').fill('88.88');
  await page.getByLabel('Weekend night, dollars per hour').fill('99.99');
  await page.getByLabel('Travel, dollars per km').fill('0');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Who you support' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Non-binary people', exact: true }).check();
  await page.getByRole('radio', { name: 'I do not have a car for work' }).check();
  await page.getByLabel('How far I will travel, in km').fill('12');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await page.getByRole('button', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await addHomeAndDetails(page, {
    street: '8 Hawkesbury Road',
    typed: 'westme',
    option: 'Westmead, NSW 2145',
  });
  await expectChecklistDone(page, [
    'Your personal details and home address',
    'The services you offer',
    'Your rates',
    'When you are available',
    'Who you support and how far you travel',
  ]);
  expect(await sessionUser(page)).toMatchObject({
    profile_completed: true,
    personal_details_completed: true,
    place_city: 'Westmead',
    service_offerings: ['household_tasks'],
    availability_schedule: [
      { day: 'wednesday', start: '07:30:00', end: '15:30:00' },
      { day: 'saturday', start: '09:00:00', end: '13:00:00' },
    ],
    indicative_rates: {
      weekday_hourly_rate: 6240,
      weekday_night_hourly_rate: 7000,
      weekend_hourly_rate: 8888,
      weekend_night_hourly_rate: 9999,
      travel_per_km_rate: 0,
    },
    client_preference: { genders: ['non_binary'], car_ownership: 'no_car', range_of_work_in_km: 12 },
  });
});
