import { expect, test } from '@playwright/test';
import { expectAccessible, expectGoodScreen, signInThroughApi } from './support';

// Issue #21 item 2, on a phone. Wes, the verified demo worker in Westmead, finds the two jobs Clara
// (Parramatta, 4.5 km away) has open: her morning routine on Tuesdays and Thursdays, and a lift to
// the shops on Fridays.
test.use({ viewport: { width: 360, height: 740 } });

const MORNINGS = 'Help with my morning routine';
const SHOPS = 'A lift to the shops and back';

test('a worker finds matching jobs from home and the job board, sorts and filters them, and reads why one suits them', async ({
  page,
}) => {
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Wes' })).toBeVisible();

  // Home: the jobs that suit him best.
  const card = page.getByRole('region', { name: 'Jobs for you' });
  await expect(card.getByRole('link', { name: MORNINGS })).toBeVisible();
  await expect(card.getByRole('link', { name: SHOPS })).toBeVisible();
  await expect(card).toContainText(
    '4.5 km away · Personal care · Tuesday and Thursday mornings fit your availability',
  );
  await expectGoodScreen(page);

  // The board, from the navigation.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs for you' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /match(es)? you/ })).toHaveText(
    '2 jobs match you.',
  );
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectGoodScreen(page);

  // Newest first: the lift was posted after the mornings.
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/sort=-published_at/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(SHOPS);

  // Filters: only transport.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Job filters' });
  await expect(filters).toBeVisible();
  await expectAccessible(page);
  await filters.getByRole('checkbox', { name: 'Transport' }).check();
  await filters.getByRole('button', { name: 'Show jobs' }).click();
  await expect(page).toHaveURL(/services=transport/);
  await expect(page.getByRole('status').filter({ hasText: /match(es)? you/ })).toHaveText(
    '1 job matches you.',
  );
  await expect(page.getByRole('article')).toHaveCount(1);

  // One job: why it suits him, and its details, never Clara's street.
  await page.getByRole('article', { name: SHOPS }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: SHOPS })).toBeVisible();
  await expect(page.getByText('Posted by Clara.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Friday mornings fit your availability' }),
  ).toBeVisible();
  await expect(page.getByText('The worker needs a car')).toBeVisible();
  await expect(page.getByText('Church Street')).toHaveCount(0);
  await expectGoodScreen(page);

  // The same lists in fixed orders.
  await page.goto('/recommended-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended for you' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectGoodScreen(page);
  await page.goto('/recent-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'New jobs for you' })).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(SHOPS);
  await expectGoodScreen(page);
});
