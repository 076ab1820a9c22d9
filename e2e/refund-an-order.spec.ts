import { expect, test } from '@playwright/test';
import { expectAccessible, expectGoodScreen, signInThroughApi } from './support';
import { signInElsewhere } from './verification-support';

// Issue #23: Wes phones about his payment; Ada, the demo administrator, finds his paid order by his
// e-mail, refunds part of it through the payment provider, and Wes sees the refund in his orders.
// It changes Wes's order, which subscribe-to-a-plan.spec.ts reads as paid: it runs after the others
// (the `marketplace` project of playwright.config.ts).

test('an administrator refunds part of a worker’s order, and the worker sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signInElsewhere(browser, 'admin@example.com');

  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await admin.getByRole('link', { name: /^Orders and refunds/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders and refunds' })).toBeVisible();
  await expectGoodScreen(admin);

  await admin.getByRole('textbox', { name: 'Invoice number, e-mail or name' }).fill('worker@example.com');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByText(/matche?s? “worker@example\.com”/)).toBeVisible();
  const order = admin.getByRole('article').filter({ hasText: 'Wes Taylor' }).first();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await order.getByRole('link', { name: /^AL-\d{6}$/ }).click();

  await expect(admin.getByRole('heading', { level: 1, name: /^Order AL-\d{6}$/ })).toBeVisible();
  const amount = admin.getByRole('textbox', { name: 'Amount to refund, in dollars' });
  await expect(amount).toHaveValue('29.00');
  await expectGoodScreen(admin);
  await amount.fill('10.00');
  await admin.getByRole('textbox', { name: 'Reason for the refund' }).fill('Charged twice by mistake');
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();

  const question = admin.getByRole('dialog', { name: 'Refund $10.00 to Wes Taylor?' });
  await expect(question).toBeVisible();
  await expectAccessible(admin);
  await question.getByRole('button', { name: 'Yes, refund $10.00' }).click();

  await expect(admin.getByText('The refund is on its way to the worker.')).toBeVisible();
  await expect(admin.getByText('Refunded in part')).toBeVisible();
  // The refund says who gave it back.
  await expect(admin.getByText(/: \$10\.00 by Ada Admin, “Charged twice by mistake”$/)).toBeVisible();
  await expect(amount).toHaveValue('19.00');
  await expectGoodScreen(admin);

  // Wes reads it under his orders.
  await signInThroughApi(page, 'worker@example.com');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await page.goto('/account/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  await expect(page.getByText('Refunded $10.00')).toBeVisible();
  await expectGoodScreen(page);
});

test('a reviewer who opens the orders is told they are for administrators', async ({ browser }) => {
  const reviewer = await signInElsewhere(browser);
  await reviewer.goto('/admin/orders');
  await expect(
    reviewer.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
  ).toBeVisible();
  await expect(reviewer.getByRole('textbox', { name: 'Invoice number, e-mail or name' })).toHaveCount(0);
  await expectGoodScreen(reviewer);
  await reviewer.getByRole('link', { name: 'Go to the documents to review' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Documents to review' })).toBeVisible();
});
