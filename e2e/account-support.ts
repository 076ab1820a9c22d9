import { expect, type Page } from '@playwright/test';

/** Opens a page and waits for its one heading. */
export async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}
