import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, signInThroughApi } from './support';

const SUPPORT = 'support@alongside.example';

/** The raw e-mails in the server's outbox addressed to `address`. */
function mailsTo(address: string): string[] {
  const outbox = path.join(process.env['E2E_DATA_DIR']!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${address}$`, 'mi').test(raw.split('\n\n')[0] ?? ''));
}

test('a visitor who leaves fields out or mistypes is told what to fix, field by field', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Choose what your message is about.')).toBeVisible();
  await expect(page.getByText('Write your message.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expectAccessible(page);

  await page.getByLabel('Your name').fill('Sam Nguyen');
  await page.getByLabel('E-mail address').fill('sam-at-example');
  await page.getByLabel('Your message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Your message must be at least 10 characters.')).toBeVisible();
  await expect(page.getByText('Enter your name.')).toHaveCount(0);
});

test('a visitor sends a message, sees what happens next, and support gets it by e-mail', async ({ page }) => {
  const marker = `marker${randomBytes(4).toString('hex')}`;
  const sender = `sam-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/contact-us');
  await page.getByLabel('Your name').fill('Sam Nguyen');
  await page.getByLabel('E-mail address').fill(sender);
  await page.getByLabel('Using Alongside').check();
  await page.getByLabel('Your message').fill(`Hello,\nHow do I post a job? Reference ${marker}.`);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByText(`We reply to ${sender} within 2 business days.`)).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(() => mailsTo(SUPPORT).filter((raw) => raw.includes(marker)).length, {
      message: 'a mail to support with the message',
    })
    .toBe(1);
  const toSupport = mailsTo(SUPPORT).find((raw) => raw.includes(marker))!;
  expect(toSupport).toMatch(/^Subject: Contact form: Using Alongside$/m);
  expect(toSupport).toMatch(new RegExp(`^Reply-To: ${sender}$`, 'm'));
  await expect.poll(() => mailsTo(sender).length, { message: 'an acknowledgement to the sender' }).toBe(1);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Your message')).toHaveValue('');
});

test('a signed-in person finds their name and e-mail already filled in', async ({ page }) => {
  await signInThroughApi(page, 'client@example.com');
  await expect(page).toHaveURL('/');
  await page.goto('/contact-us');
  await expect(page.getByLabel('E-mail address')).toHaveValue('client@example.com');
  await expect(page.getByLabel('Your name')).not.toHaveValue('');
});
