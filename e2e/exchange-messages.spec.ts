import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, expectGoodScreen, signIn } from './support';

// Issue #22, on two phones at once: Clara, the demo client, opens Wes's page and presses "Message
// Wes"; Wes, on the same conversation in his own browser, sees her message arrive without reloading
// and answers; Clara sees the answer live, and "Read" on her message once Wes has read it. Wes then
// blocks Clara, and her composer gives way to the block's words; he lifts it again at the end. The
// messages carry a tag of this run, so messages of earlier runs in the same data do not matter.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  return page;
}

/** One message in a conversation, found by its words. */
function messageSaying(page: Page, words: string) {
  return page.getByRole('region', { name: 'Messages' }).getByRole('listitem').filter({ hasText: words });
}

test('a client and a worker exchange messages live, see them read, and the worker blocks the client', async ({
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const hello = `Hello Wes, are you free on Tuesday mornings? (${tag})`;
  const reply = `Hi Clara, yes: Tuesdays from nine suit me. (${tag})`;

  // Clara finds Wes, opens his page, and presses "Message Wes".
  const clara = await signedIn(browser, 'client@example.com');
  await clara.goto('/search');
  const href = await clara
    .getByRole('article', { name: 'Wes T.' })
    .getByRole('link', { name: 'Wes T.' })
    .getAttribute('href');
  const wesId = href!.split('/').at(-1)!;
  await clara.goto(`/userDetails/${wesId}`);
  await expect(clara.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
  await clara.getByRole('button', { name: 'Message Wes' }).click();
  await expect(clara).toHaveURL(/\/chat\/[\w-]+$/);
  const conversationPath = new URL(clara.url()).pathname;
  await expect(clara.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();

  // Wes opens the same conversation in his own browser. A block left by an interrupted earlier run
  // is lifted first.
  const wes = await signedIn(browser, 'worker@example.com');
  await wes.goto(conversationPath);
  await expect(wes.getByRole('heading', { level: 1, name: /^Clara/ })).toBeVisible();
  const unblock = wes.getByRole('button', { name: 'Unblock Clara' });
  if (await unblock.isVisible()) {
    await unblock.click();
    await wes.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  }
  await expect(wes.getByRole('textbox', { name: 'Message' })).toBeVisible();

  // Clara writes; Enter sends.
  const composer = clara.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  await expectAccessible(clara);
  await composer.fill(hello);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(messageSaying(clara, hello)).toBeVisible();

  // Wes sees it arrive without reloading; reading it there marks it read for Clara.
  await expect(messageSaying(wes, hello)).toBeVisible();
  await expect(messageSaying(clara, hello)).toContainText('Read');

  // Wes answers; Clara sees the answer live.
  await wes.getByRole('textbox', { name: 'Message' }).fill(reply);
  await wes.getByRole('button', { name: 'Send' }).click();
  await expect(messageSaying(wes, reply)).toBeVisible();
  await expect(messageSaying(clara, reply)).toBeVisible();
  await expect(messageSaying(wes, reply)).toContainText(/Delivered|Read/);

  // The report dialog, looked at and put away.
  await clara.getByRole('button', { name: 'Report' }).click();
  const report = clara.getByRole('dialog', { name: 'Report this conversation' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('radio', { name: 'I feel unsafe' })).toBeVisible();
  await expectAccessible(clara);
  await report.getByRole('button', { name: /^(Cancel|Close)$/ }).click();
  await expect(report).toHaveCount(0);

  // Wes blocks Clara: her composer gives way to the block's words, live.
  await wes.getByRole('button', { name: 'Block Clara' }).click();
  const confirm = wes.getByRole('dialog', { name: /^Block Clara/ });
  await expect(confirm).toBeVisible();
  await expectAccessible(wes);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(wes.getByTestId('cannot-write')).toBeVisible();
  await expect(clara.getByTestId('cannot-write')).toHaveText(
    'This person is not taking messages from you any more.',
  );
  await expect(clara.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // Clara's list of conversations has Wes's, with the last message.
  await clara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(clara.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = clara.getByRole('link').filter({ hasText: 'Wes T.' });
  await expect(row).toContainText(reply);
  await expectGoodScreen(clara);
  await clara.getByRole('searchbox', { name: 'Search by name' }).fill('Wes');
  await expect(clara).toHaveURL(/[?&]name=Wes/);
  await expect(row).toBeVisible();

  // Wes lifts the block again, so the demo pair can talk in later runs.
  await wes.getByRole('button', { name: 'Unblock Clara' }).click();
  await wes.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(wes.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
