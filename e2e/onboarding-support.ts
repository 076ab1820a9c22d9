import { expect, type Page } from '@playwright/test';

/** Where a step is: "Step 3 of 8" in words and as the progress bar's value. */
export async function expectStep(page: Page, number: number, total: number): Promise<void> {
  await expect(page.getByText(`Step ${number} of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Step ${number} of ${total}` })).toBeVisible();
}
