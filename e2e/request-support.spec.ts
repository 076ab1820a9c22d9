import { expect, test } from '@playwright/test';
import { addHomeAddress } from './search-support';
import { expectAccessible, expectGoodScreen, signInThroughApi, signUpConfirmed } from './support';

// Issue #21 item 5, on a phone: a new client finds Wes in the search, asks him for support from his
// profile, and Wes, who also has Clara's request waiting, declines the new one; the client, on
// their updates page meanwhile, sees the answer arrive there and on the bell without a reload, and
// their request reads declined.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** A date some weeks ahead, as YYYY-MM-DD. */
function weeksAhead(weeks: number): string {
  return new Date(Date.now() + weeks * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test('a client asks a worker for support from his profile, and the worker declines it', async ({
  page,
  browser,
}) => {
  // Two people signing up, nine screens checked by axe: longer than 120 s at CI's load.
  test.setTimeout(240_000);
  const person = await signUpConfirmed(page, 'client', 'request');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');

  // From the search to Wes's profile, and "Request support".
  await page.goto('/search');
  await page.getByRole('article', { name: 'Wes T.' }).getByRole('link', { name: 'Wes T.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
  await page.getByRole('link', { name: 'Request support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask Wes' })).toBeVisible();
  const askWes = page.url();

  // Nothing filled in: each field says what it needs.
  const form = page.getByRole('form', { name: 'Ask Wes' });
  await page.getByRole('radio', { name: 'Once, on one date' }).check();
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByText('Choose at least one kind of support.')).toBeVisible();
  await expect(form.getByText('Write a message to the worker.')).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('checkbox', { name: 'Personal care' }).check();
  await page.getByLabel('Date', { exact: true }).fill(weeksAhead(2));
  await page.getByLabel('From', { exact: true }).fill('09:00');
  await page.getByLabel('To', { exact: true }).fill('11:00');
  await expect(page.getByText('2 hours in all.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /1 Church Street, Parramatta NSW/ })).toBeChecked();
  await page.getByLabel('A message to Wes').fill('Could you help me get ready for a family lunch?');
  await expectGoodScreen(page);
  await form.getByRole('button', { name: 'Send the request' }).click();

  // Sent: the client's requests list shows it waiting.
  await expect(
    page.getByText('Your request is sent. We will tell you when they answer; it waits 7 days.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible();
  const mine = page.getByRole('article', { name: 'Request for support' });
  await expect(mine).toContainText('To Wes T.');
  await expect(mine).toContainText('Waiting');
  await expectGoodScreen(page);

  // Asking Wes again while it waits: said before any form, with the way to the request.
  await page.goto(askWes);
  await expect(page.getByRole('region', { name: 'You have already asked Wes' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Ask Wes' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See your requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your requests' })).toBeVisible();

  // Wes reads it under Requests and declines it.
  const context = await browser.newContext({ viewport: PHONE });
  const wes = await context.newPage();
  await signInThroughApi(wes, 'worker@example.com');
  await expect(wes.getByRole('region', { name: 'Requests for you' })).toBeVisible();
  await wes.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
  await expect(wes.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  // Newest first: a retry finds its own request above the one its first attempt sent.
  const fromClient = wes
    .getByRole('article')
    .filter({ hasText: `From ${person.firstName}` })
    .first();
  await expect(fromClient).toContainText('Could you help me get ready for a family lunch?');
  await expect(fromClient).toContainText('Parramatta');
  await expect(wes.getByRole('article').filter({ hasText: 'From Clara' })).toContainText('Waiting');
  await expectGoodScreen(wes);

  // Wes may read the client's details, never their street.
  await fromClient.getByRole('link', { name: person.firstName }).click();
  await expect(wes.getByRole('heading', { level: 1, name: person.firstName })).toBeVisible();
  await expect(wes.getByText('Parramatta NSW')).toBeVisible();
  await expect(wes.getByText('Church Street')).toHaveCount(0);
  await expectGoodScreen(wes);
  await wes.goBack();

  // Meanwhile the client waits on their updates page, with nothing new yet.
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: 'Updates, none new' })).toBeVisible();

  await fromClient.getByRole('button', { name: 'Decline' }).click();
  const dialog = wes.getByRole('dialog', { name: `Decline ${person.firstName}’s request?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(wes);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(wes.getByText('You declined the request. The client is told kindly.')).toBeVisible();
  await expect(fromClient).toContainText('Declined');

  // The answer reaches the client's updates page and bell as it happens, without a reload.
  await expect(page.getByRole('article', { name: 'Wes cannot take your request' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Updates, 1 new' })).toBeVisible();
  await expectGoodScreen(page);

  // Their request reads declined.
  await page.goBack();
  await expect(mine).toContainText('Declined');
});
