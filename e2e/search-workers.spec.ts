import { expect, test } from '@playwright/test';
import { openThroughServiceWorker, waitForCachedApiRead } from './pwa-support';
import { addHomeAddress, resultCount, resultNames, tabTo } from './search-support';
import { expectAccessible, expectGoodScreen, pickPlace, signUpConfirmed } from './support';

// Wes, the demo worker in Westmead, is fully verified, works within 25 km and supports everyone, so
// a new client in Parramatta (no gender or preference given) finds him.

test('a client searches near home, narrows by service and day, opens a worker, goes back to the same results and narrows by language', async ({
  page,
}) => {
  await signUpConfirmed(page, 'client', 'search');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');

  await page.goto('/home');
  // The page it links to downloads once the home page has settled, without running (decision 019).
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/search-"]')).toBeAttached();
  // So do the frame's other destinations, an area's pages in one file (landing-pages.ts).
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/jobs-area-"]')).toBeAttached();
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/chat-area-"]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find support workers' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(/^\d+ workers? within 20 km of Parramatta NSW$/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();
  await expectGoodScreen(page);

  // Narrow: transport, on Saturdays between 9 and 12, within 10 km.
  await page.getByLabel('Distance').selectOption('10');
  await page.getByRole('checkbox', { name: 'Transport' }).check();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByLabel('Available from').fill('09:00');
  await page.getByLabel('Available until').fill('12:00');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter%5Bservices%5D=transport/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    'filter[radius_km]': '10',
    'filter[services]': 'transport',
    'filter[days]': 'saturday',
    'filter[from]': '09:00',
    'filter[to]': '12:00',
  });
  await expect(resultCount(page)).toHaveText(/within 10 km of Parramatta NSW$/);
  const wes = page.getByRole('article', { name: 'Wes T.' });
  await expect(wes).toBeVisible();
  await expect(wes.getByText(/^Westmead NSW · [\d.]+ km away$/)).toBeVisible();
  await expect(wes).toContainText('Weekday rate: $65.00 an hour');
  await expect(wes.getByText(/verified \d+ \w+ \d{4}$/).first()).toBeVisible();
  await expect(wes.getByText('Not verified yet')).toHaveCount(0);
  const names = await resultNames(page);

  // The profile, then Back: the same URL and the same list.
  await wes.getByRole('link', { name: 'Wes T.' }).click();
  await expect(page).toHaveURL(/\/search\/support-workers\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText(
    'Saturday: 9:00 am to 1:00 pm',
  );
  await expect(page.getByRole('region', { name: 'Rates' })).toContainText('Weekdays: $65.00 an hour');
  await expectGoodScreen(page);
  // Writing to him is exchange-messages.spec.ts's journey.
  await expect(page.getByRole('button', { name: 'Message Wes' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(url.href);
  await expect(resultCount(page)).toHaveText(/within 10 km of Parramatta NSW$/);
  await expect.poll(() => resultNames(page)).toEqual(names);
  await expect(page.getByRole('checkbox', { name: 'Transport' })).toBeChecked();

  // The top bar's back button does the same.
  await page.getByRole('link', { name: 'Wes T.' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(url.href);
  // The list is drawn just after the address changes: wait for it rather than read it at once.
  await expect.poll(() => resultNames(page)).toEqual(names);

  // Narrow by language: Wes speaks English, not Arabic.
  await page.getByText('Languages', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Arabic' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter%5Blanguages%5D=Arabic/);
  await expect(page.getByText('No workers match this search.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wes T.' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/filter%5Blanguages%5D=English%2CArabic/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();

  // Home keeps the last searches on this device; one tap runs the same search again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  await expect(recent.getByRole('link')).toHaveCount(3);
  await expect(recent.getByRole('link').first()).toHaveText(
    'Near your address · Within 10 km · Transport · Saturday · From 09:00 · Until 12:00 · English · Arabic',
  );
  await expectAccessible(page);
  await recent.getByRole('link').first().click();
  await expect(page).toHaveURL(/filter%5Blanguages%5D=English%2CArabic/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();

  // A worker the search does not show is not found.
  await page.goto('/search/support-workers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('a client uses every filter they need with the keyboard alone', async ({ page }) => {
  await signUpConfirmed(page, 'client', 'search-keys');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');
  await page.goto('/search');
  await expect(resultCount(page)).toHaveText(/within 20 km of Parramatta NSW$/);

  const distance = page.getByLabel('Distance');
  await tabTo(page, distance);
  await page.keyboard.press('ArrowDown'); // 20 → 50 km
  await expect(distance).toHaveValue('50');
  const service = page.getByRole('checkbox', { name: 'Personal care' });
  await tabTo(page, service);
  await page.keyboard.press('Space');
  await expect(service).toBeChecked();
  const monday = page.getByRole('checkbox', { name: 'Monday' });
  await tabTo(page, monday);
  await page.keyboard.press('Space');
  await expect(monday).toBeChecked();
  const car = page.getByRole('checkbox', { name: 'Has a car for work' });
  await tabTo(page, car);
  await page.keyboard.press('Space');
  const rate = page.getByLabel('Highest hourly rate ($)');
  await tabTo(page, rate);
  await page.keyboard.type('70');
  const search = page.getByRole('button', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/filter%5Bmax_rate%5D=7000/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    'filter[radius_km]': '50',
    'filter[services]': 'personal_care',
    'filter[days]': 'monday',
    'filter[has_car]': 'true',
    'filter[max_rate]': '7000',
  });
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(resultCount(page)).toHaveText(/within 50 km of Parramatta NSW$/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();
  // The name link is reached and followed with the keyboard too.
  await tabTo(page, page.getByRole('link', { name: 'Wes T.' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
});

test('a worker visiting the search sees that it is for people looking for support', async ({ page }) => {
  await signUpConfirmed(page, 'worker', 'search-worker');
  await page.goto('/search');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Searching for workers is for people looking for support' }),
  ).toBeVisible();
  await expect(page.getByLabel('Distance')).toHaveCount(0);
  await expectGoodScreen(page);
});

test('a client with no address yet searches near another suburb, and the server’s messages sit by their filters', async ({
  page,
}) => {
  await signUpConfirmed(page, 'client', 'search-suburb');
  await page.goto('/search');
  await expect(page.getByText('Choose a suburb to search near, then press Search.')).toBeVisible();
  await expect(page.getByLabel('Near')).toHaveValue('other');
  await pickPlace(page, 'westm', 'Westmead, NSW 2145');
  // Times without days: the API says which filter is missing.
  await page.getByLabel('Available from').fill('17:00');
  await page.getByLabel('Available until').fill('09:00');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('group', { name: 'Days' })).toContainText('Choose the days for these times.');
  await expect(page.getByLabel('Available until')).toHaveAccessibleDescription(
    'The end time must be after the start time.',
  );
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByLabel('Available from').fill('09:00');
  await page.getByLabel('Available until').fill('12:00');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(resultCount(page)).toHaveText(/within 20 km of Westmead NSW$/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    'filter[suburb]': 'Westmead',
    'filter[state]': 'NSW',
    'filter[postcode]': '2145',
  });
});

test('a worker hides their profile from search on Your profile, and the choice is kept', async ({ page }) => {
  await signUpConfirmed(page, 'worker', 'search-hide');
  await page.goto('/profile/profile-information/your-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Who can find my profile' });
  await expect(group.getByLabel('Show my profile to people looking for support')).toBeChecked();
  await expectGoodScreen(page);
  await group.getByLabel('Hide my profile from search').check();
  await page.getByRole('button', { name: 'Update who can find me' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Hide my profile from search')).toBeChecked();
});

test('the last results stay readable offline', async ({ page, context }) => {
  await signUpConfirmed(page, 'client', 'search-offline');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');
  await page.goto('/search?filter%5Bradius_km%5D=50');
  await openThroughServiceWorker(page);
  // The search has gone through the service worker at least once since it took control.
  await expect(resultCount(page)).toHaveText(/within 50 km of Parramatta NSW$/);
  // The page has its answers before the service worker has finished keeping them.
  await waitForCachedApiRead(page, '/api/auth/session');
  await waitForCachedApiRead(page, '/api/workers?');

  await context.setOffline(true);
  await page.reload();
  await expect(resultCount(page)).toHaveText(/within 50 km of Parramatta NSW$/);
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();
  await context.setOffline(false);
});
