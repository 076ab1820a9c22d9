import { expect, test, type Page } from '@playwright/test';
import { addHomeAddress } from './search-support';
import { expectAccessible, expectGoodScreen, signUpConfirmed } from './support';

// Issue #21 item 1, on a phone: a client posts a job in steps, comes back to the draft from "My
// jobs", publishes it, pauses, resumes and closes it, and posts it again as a new draft.
test.use({ viewport: { width: 360, height: 740 } });

/** A date some weeks ahead, as YYYY-MM-DD, so the job never starts in the past. */
function weeksAhead(weeks: number): string {
  return new Date(Date.now() + weeks * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function step(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function saveAndContinue(page: Page) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

test('a client posts a job in steps, resumes the draft, publishes it and moves it through its states', async ({
  page,
}) => {
  // Sign-up, an address and nine screens each checked by axe: at a CI machine's load this passes
  // 120 s, as the other long journeys do.
  test.setTimeout(240_000);
  await signUpConfirmed(page, 'client', 'post-job');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');

  // From home: the jobs card invites a first job; the navigation has Jobs.
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Your jobs' });
  await expect(card).toContainText('Post a job: describe the support you need');
  await card.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/createJobForm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  // 1. The support: nothing chosen is refused with the reason, at the list.
  await step(page, 'What support do you need?');
  await expect(page.getByText('Step 1 of 9')).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByText('Choose at least one kind of support.')).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('checkbox', { name: 'Personal care' }).check();
  await saveAndContinue(page);

  // 2. About: the draft now lives on the server, in the address.
  await step(page, 'Describe the job');
  await expect(page).toHaveURL(/\/createJobForm\?job=[0-9a-f-]+&step=about$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Describe the job' })).toBeFocused();
  await page.getByLabel('Title').fill('Help with my morning routine');
  await page
    .getByLabel('What the support involves')
    .fill('Showering, dressing and breakfast, then a short walk.');
  await expectGoodScreen(page);
  await saveAndContinue(page);
  await step(page, 'Where is the support?');

  // Stop here, and come back from "My jobs": the draft opens where it was left.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drafts (1)' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('link', { name: /Help with my morning routine/ }).click();

  // 3. Where: the one address is chosen already; workers see the suburb only.
  await step(page, 'Where is the support?');
  await expect(page.getByRole('radio', { name: /1 Church Street, Parramatta NSW/ })).toBeChecked();
  await expectAccessible(page);
  await saveAndContinue(page);

  // 4. When: every Tuesday and Thursday morning from a few weeks ahead.
  await step(page, 'When is the support?');
  await page.getByRole('button', { name: 'Add a time' }).click();
  await page.getByLabel('Day', { exact: true }).first().selectOption('tuesday');
  await page.getByLabel('From', { exact: true }).first().fill('07:30');
  await page.getByLabel('To', { exact: true }).first().fill('10:30');
  await page.getByRole('button', { name: 'Add a time' }).click();
  await page.getByLabel('Day', { exact: true }).nth(1).selectOption('thursday');
  await page.getByLabel('From', { exact: true }).nth(1).fill('07:30');
  await page.getByLabel('To', { exact: true }).nth(1).fill('10:30');
  await page.getByLabel('Starting on').fill(weeksAhead(2));
  await expect(page.getByText('6 hours a week.')).toBeVisible();
  await expectGoodScreen(page);
  await saveAndContinue(page);

  // 5. One worker, as most jobs.
  await step(page, 'How many workers?');
  await expect(page.getByLabel('How many workers', { exact: true })).toHaveValue('1');
  await expectAccessible(page);
  await saveAndContinue(page);

  // 6. Rates: only the kind of time the job has, with the NDIS limit as a guide.
  await step(page, 'What will you pay?');
  await expect(page.getByLabel('Saturday, dollars an hour')).toHaveCount(0);
  const weekday = page.getByLabel('Weekday daytime, dollars an hour');
  await expect(weekday).toHaveAccessibleDescription('NDIS price limit 2025–26: $70.23');
  // A slip of a digit is pointed out as it is typed.
  await weekday.fill('650');
  await expect(weekday).toHaveAccessibleDescription(/\$650\.00 is above it/);
  await weekday.fill('65');
  await expect(weekday).toHaveAccessibleDescription('NDIS price limit 2025–26: $70.23');
  await expectGoodScreen(page);
  await saveAndContinue(page);

  // 7. Preferences: a working with children check.
  await step(page, 'Who would suit you?');
  await page.getByRole('checkbox', { name: /working with children/i }).check();
  await expectGoodScreen(page);
  await saveAndContinue(page);

  // 8. Open for 30 days, the default.
  await step(page, 'How long should it stay open?');
  await expect(page.getByLabel('Keep the job open for', { exact: true })).toHaveValue('30');
  await expectAccessible(page);
  await saveAndContinue(page);

  // 9. The preview, then publish.
  await step(page, 'Check your job');
  await expect(page.getByText('Every Tuesday and Thursday')).toBeVisible();
  await expect(page.getByText('Weekday daytime: $65.00 an hour')).toBeVisible();
  await expect(page.getByText('Parramatta NSW 2150 (workers see the suburb only)')).toBeVisible();
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Publish the job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]+$/);
  await expect(page.getByText('Your job is published. Workers who match it can now apply.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Help with my morning routine' })).toBeVisible();
  await expect(page.getByText('Workers who match it can see it and apply.')).toBeVisible();
  await expectGoodScreen(page);

  // Pause, resume, then close (asked first).
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(
    page.getByText('Your job is paused: workers cannot see it or apply until you resume it.'),
  ).toBeVisible();
  await expect(
    page.getByText('Paused: workers cannot see it or apply until you resume it.', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Your job is open again.')).toBeVisible();
  await page.getByRole('button', { name: 'Close the job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this job?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close the job' }).click();
  await expect(page.getByText('Your job is closed.')).toBeVisible();
  await expect(page.getByText('Closed: workers cannot see it or apply.', { exact: true })).toBeVisible();

  // Post it again: a new draft with the same details, opened at its preview.
  await page.getByRole('button', { name: 'Post it again' }).click();
  await step(page, 'Check your job');
  await expect(
    page.getByText('A new draft with the same details is ready to check and publish.'),
  ).toBeVisible();
  await expect(page.getByText('Every Tuesday and Thursday')).toBeVisible();
  await page.getByRole('link', { name: 'Save and finish later' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All (2)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Closed (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Closed (1)' }).click();
  await expect(page).toHaveURL(/\/jobs\?state=closed$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Help with my morning routine' })).toHaveCount(1);
  await expectGoodScreen(page);
});
