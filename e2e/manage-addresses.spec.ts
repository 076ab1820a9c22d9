import { expect, test } from '@playwright/test';
import { expectAccessible, expectGoodScreen, pickPlace, signUpConfirmed } from './support';

test('a person adds, edits, chooses and deletes addresses, with the suburb suggested as they type', async ({
  page,
}) => {
  await signUpConfirmed(page, 'client', 'addresses');

  await page.goto('/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Your addresses' })).toBeVisible();
  await expect(page.getByText('You have not added an address yet.', { exact: false })).toBeVisible();
  await expectGoodScreen(page);

  // The first address, by the start of the suburb's name: it becomes the main one.
  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/addresses\/manage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();
  await expectGoodScreen(page);
  await page.getByLabel('Street address').fill('1 Church Street');
  await pickPlace(page, 'parramat', 'Parramatta, NSW 2150');
  await expect(page.getByRole('combobox', { name: 'Suburb or town' })).toHaveValue('Parramatta');
  await expect(page.getByLabel('State or territory')).toHaveValue('NSW');
  await expect(page.getByLabel('Postcode')).toHaveValue('2150');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByText('Your address is added.')).toBeVisible();
  const home = page.getByRole('article', { name: '1 Church Street' });
  await expect(home.getByText('Main address', { exact: true })).toBeVisible();
  await expect(home.getByText('Parramatta NSW 2150')).toBeVisible();

  // A second one, found by its postcode, with a name.
  await page.getByRole('link', { name: 'Add an address' }).click();
  await page.getByLabel('Street address').fill('12 Acland Street');
  await page.getByLabel('Second line (optional)').fill('Unit 4');
  await pickPlace(page, '3182', 'St Kilda, VIC 3182');
  await page.getByLabel('Name for this address (optional)').fill("Mum's place");
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  const mums = page.getByRole('article', { name: "Mum's place" });
  await expect(mums.getByText('St Kilda VIC 3182')).toBeVisible();
  await expect(mums.getByText('Main address', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Make it the main one: the list puts it first.
  await page.getByRole('button', { name: "Make Mum's place my main address" }).click();
  await expect(page.getByText('This is now your main address.')).toBeVisible();
  await expect(mums.getByText('Main address', { exact: true })).toBeVisible();
  await expect(home.getByText('Main address', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toHaveAccessibleName("Mum's place");

  // Edit the first one.
  await page.getByRole('link', { name: 'Edit 1 Church Street' }).click();
  await expect(page).toHaveURL(/\/addresses\/manage\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change an address' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('1 Church Street');
  await page.getByLabel('Street address').fill('2 Church Street');

  // A suburb and postcode that do not go together: the message is on the postcode field.
  await page.getByLabel('Postcode').fill('3000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const message = 'We cannot find Parramatta NSW 3000. Check the suburb and postcode.';
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(message);
  // The suburb, the first field named, takes the focus and says what to do.
  await expect(page.getByRole('combobox', { name: 'Suburb or town' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Suburb or town' })).toHaveAccessibleDescription(
    'Check the suburb, or choose one from the list.',
  );
  await expectGoodScreen(page);
  await page.getByLabel('Postcode').fill('2150');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByText('Your address is saved.')).toBeVisible();
  await expect(page.getByRole('article', { name: '2 Church Street' })).toBeVisible();

  // Delete the main one: the other becomes the main address.
  await page.getByRole('button', { name: "Delete Mum's place" }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The address is deleted.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('article', { name: '2 Church Street' }).getByText('Main address', { exact: true }),
  ).toBeVisible();
  await expectGoodScreen(page);
});
