import { expect, test } from '@playwright/test';
import { expectSaved, openScreen, pngFixture, sessionUser } from './profile-support';
import { expectGoodScreen, signUpConfirmed } from './support';

test('a support worker fills in every profile screen and the profile is complete', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpConfirmed(page, 'worker');

  // Services offered: the section page lists its four screens, none done yet.
  await openScreen(page, '/profile/services-offered', 'Services offered');
  await expect(page.getByText('Not done yet')).toHaveCount(4);
  await expectGoodScreen(page);

  await page.getByRole('link', { name: /Services you offer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services you offer' })).toBeVisible();
  await expect(page.getByText('Showering, dressing, grooming and toileting.')).toBeVisible();
  await expectGoodScreen(page);
  await expect(page.getByRole('checkbox', { name: 'Personal care' })).toHaveAccessibleDescription(
    'Showering, dressing, grooming and toileting.',
  );
  await page.getByRole('checkbox', { name: 'Personal care' }).check();
  await page.getByRole('checkbox', { name: 'Transport' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  // Availability: two times; an end before the start is shown on its own field.
  await openScreen(page, '/profile/services-offered/availabilities', 'When you are available');
  await expect(page.getByText('No times set yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a time' }).click();
  await page.getByRole('button', { name: 'Add a time' }).click();
  const second = page.getByRole('group', { name: 'Time 2' });
  await expect(second.getByLabel('Day')).toHaveValue('tuesday');
  await second.getByLabel('From').fill('13:00');
  await second.getByLabel('To').fill('08:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('The end time must be after the start time.')).toBeVisible();
  await expect(second.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expectGoodScreen(page);
  await second.getByLabel('To').fill('18:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  await expect(page.getByText('2 times set.')).toBeVisible();

  // Rates in dollars, stored in cents, shown back as AUD; a rate of 600 is refused on its field.
  await openScreen(page, '/profile/services-offered/indicative-rates', 'Your rates');
  await expect(page.getByText('NDIS price limit 2025–26 (weekday daytime): $70.23')).toBeVisible();
  await page.getByLabel('Weekday, dollars per hour').fill('600');
  await page.getByLabel('Weekday night, dollars per hour').fill('50');
  await page.getByLabel('Weekend, dollars per hour').fill('$60.10');
  await page.getByLabel('Weekend night, dollars per hour').fill('70.29');
  await page.getByLabel('Travel, dollars per km').fill('0.99');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Enter an hourly rate of $500.00 or less.')).toBeVisible();
  await expect(page.getByLabel('Weekday, dollars per hour')).toHaveAttribute('aria-invalid', 'true');
  await expectGoodScreen(page);
  await page.getByLabel('Weekday, dollars per hour').fill('45.50');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expectSaved(page);
  await expect(page.getByText('Saved: $45.50')).toBeVisible();
  await expect(page.getByText('Saved: $70.29')).toBeVisible();
  const rates = (await sessionUser(page))['indicative_rates'];
  expect(rates).toEqual({
    weekday_hourly_rate: 4550,
    weekday_night_hourly_rate: 5000,
    weekend_hourly_rate: 6010,
    weekend_night_hourly_rate: 7029,
    travel_per_km_rate: 99,
  });

  // Who they support.
  await openScreen(page, '/profile/services-offered/support-seeker-preferences', 'Who you support');
  await expectGoodScreen(page);
  await page.getByRole('checkbox', { name: 'Women' }).check();
  await page.getByRole('checkbox', { name: 'Non-binary people' }).check();
  await page.getByLabel('I have a car I can use for work').check();
  await page.getByLabel('How far I will travel, in km').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  expect((await sessionUser(page))['profile_completed']).toBe(true);
  await openScreen(page, '/profile/services-offered', 'Services offered');
  await expect(page.getByText('Not done yet')).toHaveCount(0);
  await expect(page.getByText('Done', { exact: true })).toHaveCount(4);

  // Profile information.
  await openScreen(page, '/profile/profile-information', 'Profile information');
  await expectGoodScreen(page);

  await openScreen(page, '/profile/profile-information/your-profile', 'Your profile');
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngFixture(),
  });
  await expect(page.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expectSaved(page, 'Your photo is saved.');
  await expect(page.getByText('You have a photo on your profile.')).toBeVisible();
  // The saved photo (resized by the server) is fetched with the access token and shown.
  await expect(page.getByRole('img', { name: 'Your saved photo' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Your saved photo' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(512);
  expect((await sessionUser(page))['avatar']).not.toBeNull();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expectSaved(page, 'Your photo is removed.');
  await expect(page.getByText('You have no photo yet.')).toBeVisible();
  await page
    .getByLabel('A few words about you')
    .fill('I have five years of experience in community support.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/personal-details', 'Personal details');
  await expect(page.getByRole('link', { name: 'manage your addresses' })).toHaveAttribute(
    'href',
    '/addresses',
  );
  await page.getByLabel('Date of birth').fill('1990-05-04');
  await page.getByLabel('Female').check();
  await page.getByLabel('Phone number').fill('0412 345 678');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);
  expect(await sessionUser(page)).toMatchObject({ date_of_birth: '1990-05-04', phone: '0412345678' });

  await openScreen(page, '/profile/profile-information/education', 'Education');
  await page.getByRole('button', { name: 'Add a course' }).click();
  const course = page.getByRole('group', { name: 'Course 1' });
  await course.getByLabel('School, TAFE or university').fill('TAFE NSW');
  await course.getByLabel('Course', { exact: true }).fill('Certificate III in Individual Support');
  await course.getByLabel('Year you started').fill('2019');
  await course.getByLabel('Year you finished').fill('2018');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(course.getByText('The end year must not be before the start year.')).toBeVisible();
  await expectGoodScreen(page);
  await course.getByLabel('Year you finished').fill('2020');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/work-experience', 'Work experience');
  await page.getByRole('button', { name: 'Add a job' }).click();
  const job = page.getByRole('group', { name: 'Job 1' });
  await job.getByLabel('Who you worked for').fill('Sunrise Care');
  await job.getByLabel('Your role').fill('Support worker');
  await job.getByLabel('Year you started').fill('2020');
  await job.getByLabel('What you did').fill('Personal care and community outings.');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(
    page,
    '/profile/profile-information/training-and-qualifications',
    'Training and qualifications',
  );
  await page.getByRole('checkbox', { name: 'Manual handling' }).check();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Add training' }).click();
  const training = page.getByRole('group', { name: 'Training 1' });
  await training.getByLabel('Training or certificate').fill('First aid');
  await training.getByLabel('Who gave it').fill('St John Ambulance');
  await training.getByLabel('Year').fill('2024');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/languages', 'Languages');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Greek' }).check();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  await openScreen(page, '/profile/profile-information/interests', 'Interests');
  await page.getByRole('checkbox', { name: 'Gardening' }).check();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page);

  const user = await sessionUser(page);
  expect(user).toMatchObject({
    profile_completed: true,
    service_offerings: ['personal_care', 'transport'],
    availability_schedule: [
      { day: 'monday', start: '09:00:00', end: '17:00:00' },
      { day: 'tuesday', start: '13:00:00', end: '18:30:00' },
    ],
    client_preference: {
      genders: ['female', 'non_binary'],
      car_ownership: 'has_car',
      range_of_work_in_km: 25,
    },
    description: 'I have five years of experience in community support.',
    education: [{ institution: 'TAFE NSW', start_year: 2019, end_year: 2020 }],
    work_experience: [{ organisation: 'Sunrise Care', end_year: null }],
    qualifications: ['manual_handling'],
    training: [{ name: 'First aid', provider: 'St John Ambulance', year: 2024 }],
    languages: ['English', 'Greek'],
    interests: ['Gardening'],
  });

  // The legacy alias opens the same screen, with what was saved.
  await openScreen(page, '/my-profile/services-offered/indicative-rates', 'Your rates');
  await expect(page.getByLabel('Weekday, dollars per hour')).toHaveValue('45.50');

  // A client-only screen does not exist for a worker.
  await page.goto('/profile/support-requirements/required-work-hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Page not found: /profile/support-requirements/required-work-hours'),
  ).toBeVisible();
});
