import { expect, test, type Page } from '@playwright/test';
import { apiFromPage } from './profile-support';
import { expectGoodScreen, signUpConfirmed } from './support';
import {
  openDocumentId,
  pngFile,
  signInElsewhere,
  signUpUniquePerson,
  uploadDocument,
} from './verification-support';

// Decision 017: staff pages are refused to everyone else; a reviewer can decide with the keyboard alone.

const NO_ACCESS = 'You do not have access to this page';

test('a worker opening the staff pages sees the no-access page, and the API refuses them', async ({
  page,
}) => {
  await signUpConfirmed(page, 'worker', 'worker-staff-access');

  await page.goto('/admin/verification');
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
  await expect(page.getByText('Documents to review')).toHaveCount(0);
  await expectGoodScreen(page);
  await page.goto('/admin/verification/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();

  const calls = [
    ['GET', '/api/admin/verification/documents'],
    ['GET', '/api/admin/verification/audit'],
    ['GET', '/api/admin/verification/documents/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/verification/documents/00000000-0000-4000-8000-000000000000/approve'],
  ] as const;
  for (const [method, path] of calls) {
    const answer = await apiFromPage(page, method, path, method === 'POST' ? {} : undefined);
    expect(answer.status, `${method} ${path}`).toBe(403);
  }

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** Presses Tab until the control named `name` has the focus; the controls passed on the way are returned. */
async function tabTo(page: Page, role: 'button' | 'textbox', name: string): Promise<string[]> {
  const passed: string[] = [];
  const target = page.getByRole(role, { name, exact: true });
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return passed;
    passed.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  throw new Error(`Tab never reached the ${role} "${name}"`);
}

test('a reviewer reaches Approve and Reject and rejects a document with the keyboard alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpUniquePerson(page, 'worker');
  const issued = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  await uploadDocument(page, 'first_aid', { 'Date issued': issued }, pngFile('first-aid.png'));
  const id = await openDocumentId(page, 'first_aid');

  const reviewer = await signInElsewhere(browser);
  await reviewer.goto(`/admin/verification/${id}`);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Review a document' })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();

  // From the top of the page: Approve comes first, then Reject.
  await reviewer.locator('body').focus();
  const passed = await tabTo(reviewer, 'button', 'Reject');
  expect(passed).toContain('Approve');
  await reviewer.keyboard.press('Enter');

  // The reason field takes the focus; an empty reason is refused on the field.
  const reason = reviewer.getByRole('textbox', { name: 'Reason the person will see' });
  await expect(reason).toBeFocused();
  await reviewer.keyboard.press('Tab');
  await expect(reviewer.getByRole('button', { name: 'Reject the document' })).toBeFocused();
  await reviewer.keyboard.press('Enter');
  await expect(reviewer.getByText('Tell the person why, so they can fix it.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectGoodScreen(reviewer);

  await reviewer.keyboard.type('The certificate is cut off at the bottom. Please upload the whole page.');
  await tabTo(reviewer, 'button', 'Reject the document');
  await reviewer.keyboard.press('Enter');
  await expect(reviewer).toHaveURL(/\/admin\/verification$/);
  await expect(reviewer.getByText('The document is rejected and its owner is told why.')).toBeVisible();
  await reviewer.context().close();
});
