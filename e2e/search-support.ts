import { expect, type Locator, type Page } from '@playwright/test';
import { pickPlace } from './support';

/** Adds the signed-in person's first address (it becomes their main one) through the addresses screen. */
export async function addHomeAddress(page: Page, street: string, typed: string, option: string) {
  await page.goto('/addresses/manage');
  await page.getByLabel('Street address').fill(street);
  await pickPlace(page, typed, option);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Your address is added.')).toBeVisible();
}

/** Presses Tab until `target` has the focus (at most `limit` times): the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The names on the result cards, in order. */
export async function resultNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Workers' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent ?? ''));
}

/** The line that says how many workers were found ("3 workers within 20 km of Parramatta NSW"). */
export function resultCount(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('status');
}
