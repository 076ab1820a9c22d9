import { expect, test } from '@playwright/test';
import { expectAccessible, expectGoodScreen, signInThroughApi, signUpConfirmed } from './support';

// Issue #23, on a phone. A new worker is offered the plans on their home screen; "Not now" keeps
// the offer away. On the plans page they read what a commission would cost instead, and check out
// on the sandbox's page: the declined test card is refused with a clear message and nothing
// starts; the good card starts the free trial, which the plans page then shows with its end date.
// A client opening /subscription is sent home and told why.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('a worker sees the offer, puts it off, then starts a free trial with a test card after a declined one', async ({
  page,
}) => {
  await signUpConfirmed(page, 'worker', 'plan');
  await page.goto('/');
  const offer = page.getByRole('region', { name: 'No commission, ever' });
  await expect(offer).toContainText('Your first 14 days are free.');
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'No commission, ever' })).toHaveCount(0);

  // The plans page, at its spec address.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
  const monthly = page.getByRole('region', { name: 'Monthly plan' });
  await expect(monthly).toContainText('$29.00 a month');
  await expect(monthly).toContainText('Includes GST of $2.64.');
  await expect(page.getByRole('region', { name: 'Yearly plan' })).toContainText(
    /On \$40\s000 of work a year a 10\s% commission costs \$4\s000; Alongside costs \$290\./,
  );
  await expectGoodScreen(page);

  // The sandbox's checkout: a declined card first.
  await monthly.getByRole('button', { name: 'Start free with Monthly' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByLabel('Name on card').fill('Pat Worker');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined. Try another card.');
  await expectAccessible(page);

  // The good card: back on the plans page, the trial shows with its end.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/subscription\?checkout=done$/);
  const mine = page.getByRole('region', { name: 'Your plan: Monthly' });
  await expect(mine).toContainText(
    /Your free trial runs until \d{1,2} \w+ \d{4}\. We take the first payment then\./,
  );
  await expect(page.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
  await expectGoodScreen(page);

  // Cancelling asks first, keeps the trial to its end, and can be undone.
  await page.getByRole('button', { name: 'Cancel my plan' }).click();
  const asking = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(asking.getByRole('button', { name: 'Keep my plan' })).toBeFocused();
  await expectAccessible(page);
  await asking.getByRole('button', { name: 'Cancel my plan' }).click();
  await expect(asking).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Your plan will end' })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'Your plan: Monthly' })).toBeFocused();
  await page.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your plan goes on.' })).toBeVisible();
});

test('a client opening the plans page is sent home and told why', async ({ page }) => {
  await signInThroughApi(page, 'client@example.com');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByText('Plans are for support workers, so we took you home.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
});

test('a worker on a plan reads their orders and downloads a tax invoice', async ({ page }) => {
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: /^Your orders/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  await expect(page.getByText('$29.00, including GST of $2.64').first()).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectGoodScreen(page);
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download tax invoice AL-\d{6}$/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/^Tax invoice AL-\d{6}\.pdf$/);
});
