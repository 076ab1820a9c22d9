import { expect, test } from '@playwright/test';
import { addHomeAddress, resultCount } from './search-support';
import { expectAccessible, expectGoodScreen, signUpConfirmed } from './support';

// Issue #20 item 3. Wes, the demo worker in Westmead (a man, who offers transport), works within
// 25 km, so a new client in Parramatta finds him.
test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a client sees the results first, narrows them in the filter sheet by its count, and removes a filter by its chip', async ({
  page,
}) => {
  await signUpConfirmed(page, 'client', 'phone-search');
  await addHomeAddress(page, '1 Church Street', 'parramat', 'Parramatta, NSW 2150');

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Find support workers' })).toBeVisible();
  await expect(resultCount(page)).toHaveText('1 worker within 20 km of Parramatta NSW');
  await expect(page.getByRole('link', { name: 'Wes T.' })).toBeVisible();
  // Results first: no filter form on the page until it is asked for.
  await expect(page.getByRole('form', { name: 'Search filters' })).toHaveCount(0);
  await expectGoodScreen(page);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toBeVisible();
  expect((await filters.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // Full screen on a phone.
  expect((await sheet.boundingBox())!.width).toBe(360);
  const show = sheet.getByRole('button', { name: /^Show (\d+ )?workers?$/ });
  await expect(show).toHaveText('Show 1 worker');
  await expectAccessible(page);

  // The count follows the filters as they change, before anything is searched.
  await sheet.getByLabel('Worker’s gender').selectOption('female');
  await expect(show).toHaveText('Show 0 workers');
  await sheet.getByLabel('Worker’s gender').selectOption('');
  await sheet.getByRole('checkbox', { name: 'Transport' }).check();
  await expect(show).toHaveText('Show 1 worker');
  await expect(page).toHaveURL(/\/search$/);

  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/filter%5Bservices%5D=transport/);
  await expect(resultCount(page)).toHaveText('1 worker within 20 km of Parramatta NSW');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  const chip = page.getByRole('button', { name: 'Remove filter: Transport' });
  await expect(chip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectGoodScreen(page);

  // The chip removes its filter; the URL still holds the whole search.
  await chip.click();
  await expect(page).not.toHaveURL(/filter%5Bservices%5D/);
  await expect(page).toHaveURL(/filter%5Bradius_km%5D=20/);
  await expect(chip).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(resultCount(page)).toHaveText('1 worker within 20 km of Parramatta NSW');
});
