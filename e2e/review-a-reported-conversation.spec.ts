import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiFromPage } from './profile-support';
import { expectGoodScreen, signUpConfirmed } from './support';
import { signInElsewhere } from './verification-support';

// Issue #22: a person reports a conversation; a reviewer reads the messages up to the report in the
// staff review queue, closes it with what was done, and the person is told.

test('a reviewer reads a reported conversation and closes the report', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpConfirmed(page, 'client', 'reporter');
  // Signed up through the API; the person's home page makes the calls below.
  await page.goto('/');

  // The client writes to a worker they found, gets an answer they do not like, and reports it.
  const found = await apiFromPage(
    page,
    'GET',
    '/api/workers?limit=1&filter[suburb]=Westmead&filter[state]=NSW&filter[postcode]=2145',
  );
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  const [worker] = found.body['data'] as { id: string }[];
  const opened = await apiFromPage(page, 'POST', '/api/conversations', { user_id: worker!.id });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const conversationId = (opened.body['data'] as { id: string }).id;
  const words = `Are you free on Saturdays? (${randomUUID().slice(0, 8)})`;
  const sent = await apiFromPage(page, 'POST', `/api/conversations/${conversationId}/messages`, {
    client_id: randomUUID(),
    body: words,
  });
  expect(sent.status).toBe(201);
  const note = `They asked me to pay outside the app. ${randomUUID().slice(0, 8)}`;
  const reported = await apiFromPage(page, 'POST', `/api/conversations/${conversationId}/report`, {
    reason: 'scam',
    note,
  });
  expect(reported.status).toBe(201);

  // The reviewer finds it from the review queue.
  const reviewer = await signInElsewhere(browser);
  await reviewer.goto('/admin/verification');
  await reviewer.getByRole('link', { name: 'Read the reported conversations' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Reported conversations' })).toBeVisible();
  await expectGoodScreen(reviewer);
  const queue = await apiFromPage(reviewer, 'GET', '/api/admin/reports?limit=50');
  const report = (queue.body['data'] as { id: string; note: string }[]).find((each) => each.note === note)!;
  const link = reviewer.locator(`a[href="/admin/reports/${report.id}"]`);
  if (await link.isVisible()) await link.click();
  else await reviewer.goto(`/admin/reports/${report.id}`);

  await expect(reviewer.getByRole('heading', { level: 1, name: 'A reported conversation' })).toBeVisible();
  await expect(reviewer.getByText(note)).toBeVisible();
  await expect(reviewer.getByText(words)).toBeVisible();
  await expect(reviewer.getByText('It looks like a scam, or they asked for money or details')).toBeVisible();
  await expectGoodScreen(reviewer);
  await reviewer.getByRole('button', { name: 'Close the report' }).click();
  await expect(reviewer.getByText('Choose what you did about it.')).toBeVisible();
  await reviewer.getByRole('radio', { name: 'We acted on it' }).check();
  await reviewer.getByLabel('Note for our team (optional)').fill('Warned the worker about payments.');
  await reviewer.getByRole('button', { name: 'Close the report' }).click();
  await expect(reviewer.getByText('The report is closed. The person who reported it is told.')).toBeVisible();
  await expectGoodScreen(reviewer);

  // The client is told, in their updates.
  await page.goto('/notifications');
  await expect(page.getByText('We looked into your report')).toBeVisible();
  await reviewer.context().close();
});
