import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFromPage } from './profile-support';
import { openThroughServiceWorker, waitForCachedApiRead } from './pwa-support';
import { expectAccessible, expectGoodScreen, signInThroughApi } from './support';

// Issue #22, on two phones at once: Clara, the demo client, opens Wes's page and presses "Message
// Wes"; Wes, at home in his own browser, sees his Messages destination count her message as it
// arrives, opens the conversation and answers; Clara sees the answer live, and "Read" on her message once Wes has read it. Wes then
// blocks Clara, and her composer gives way to the block's words; he lifts it again at the end. The
// messages carry a tag of this run, so messages of earlier runs in the same data do not matter.
//
// Issue #22 item 3, on two phones: Clara, the demo client, loses her connection in her conversation
// with Wes. She can still read it and her list of conversations (the copies the service worker keeps
// for her, decision 039), writes a message, which waits on her phone ("Waiting to send"), even across
// a reload; when the connection returns it is sent, and Wes, in his own browser, sees it arrive once.
// The demo conversation between the two exists; a block left by another journey is lifted first. The
// message carries a tag of this run, so messages of earlier runs in the same data do not matter.
//
// Both talk as the demo pair, so they run one after the other.
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 740 };
/** A 4 × 4 PNG, enough for the server to check and save again. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4kWIERwzEcQBCchXhzfoe+QAAAABJRU5ErkJggg==',
  'base64',
);
test.use({ viewport: PHONE });

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // Through the API: the journey is about the conversation; each browser has a session of its own.
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  return page;
}

/** Lifts a block on Clara that an interrupted earlier run left, so the two can talk. */
async function liftLeftoverBlock(wes: Page) {
  const unblock = wes.getByRole('button', { name: 'Unblock Clara' });
  if (await unblock.isVisible()) {
    await unblock.click();
    await wes.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  }
  await expect(wes.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

/** The person's unread messages as the API counts them. */
async function unreadMessagesOf(page: Page): Promise<number> {
  const { body } = await apiFromPage(page, 'GET', '/api/conversations?limit=1');
  return (body['meta'] as { unread: number }).unread;
}

/** The count the Messages destination says: its name is "Messages" or "Messages, 3 unread". */
async function unreadOnDestination(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
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
  await liftLeftoverBlock(wes);

  // Wes goes home; his Messages destination shows what he has not read yet.
  const wesNavigation = wes.getByRole('navigation', { name: 'Main' });
  await wesNavigation.getByRole('link', { name: 'Home' }).click();
  await expect(wes.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  const unreadBefore = await unreadMessagesOf(wes);
  await expect.poll(() => unreadOnDestination(wes)).toBe(unreadBefore);

  // Clara writes; Enter sends.
  const composer = clara.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  await expectAccessible(clara);
  await composer.fill(hello);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(messageSaying(clara, hello)).toBeVisible();

  // Wes's Messages destination counts it as it arrives, without a reload. (Other journeys' new
  // clients may write to Wes meanwhile: the count only has to grow, then fall once he reads hers.)
  await expect.poll(() => unreadOnDestination(wes)).toBeGreaterThan(unreadBefore);
  // It reached his phone though he is on another page: Clara's ticks say delivered, not yet read.
  await expect(messageSaying(clara, hello)).toContainText('Delivered');
  await expectAccessible(wes);

  // Wes opens the conversation from his Messages and sees the message; reading it there marks it
  // read for Clara, and his count follows what he has left unread, still without a reload.
  await wesNavigation.getByRole('link', { name: /^Messages/ }).click();
  await wes.locator(`a[href="${conversationPath}"]`).click();
  await expect(messageSaying(wes, hello)).toBeVisible();
  await expect
    .poll(async () => (await unreadOnDestination(wes)) === (await unreadMessagesOf(wes)))
    .toBe(true);
  await expect(messageSaying(clara, hello)).toContainText('Read');

  // Wes answers; Clara sees the answer live.
  await wes.getByRole('textbox', { name: 'Message' }).fill(reply);
  await wes.getByRole('button', { name: 'Send' }).click();
  await expect(messageSaying(wes, reply)).toBeVisible();
  await expect(messageSaying(clara, reply)).toBeVisible();
  await expect(messageSaying(wes, reply)).toContainText(/Delivered|Read/);

  // Clara sends a photo; Wes sees it arrive, shown from the bytes only the two of them may fetch.
  const photoName = `way-in-${tag}.png`;
  await clara
    .locator('input[type="file"]')
    .setInputFiles({ name: photoName, mimeType: 'image/png', buffer: TINY_PNG });
  const photo = (page: Page) => page.getByRole('img', { name: `Photo: ${photoName}` });
  await expect(photo(clara)).toBeVisible();
  await expect(photo(wes)).toBeVisible();
  await expectAccessible(wes);

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
  await expect(row).toContainText(`You: Sent ${photoName}`);
  await expectGoodScreen(clara);
  await clara.getByRole('searchbox', { name: 'Search by name' }).fill('Wes');
  await expect(clara).toHaveURL(/[?&]name=Wes/);
  await expect(row).toBeVisible();

  // Wes lifts the block again, so the demo pair can talk in later runs.
  await wes.getByRole('button', { name: 'Unblock Clara' }).click();
  await wes.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(wes.getByRole('textbox', { name: 'Message' })).toBeVisible();
});

const WAITING = 'Waiting to send — will send when you are back online';

/** The conversation's messages with these words, as the API holds them (the latest 50), read as `page`'s person. */
async function storedCopies(page: Page, conversationId: string, words: string): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth.token')?.value;
  const answer = await page.request.get(`/api/conversations/${conversationId}/messages`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { body: string }[] };
  return data.filter((message) => message.body === words).length;
}

test('a message written offline waits on the phone and arrives once when the connection returns', async ({
  browser,
}) => {
  const words = `Written on the train, sent when back online (${randomBytes(3).toString('hex')})`;

  // Wes opens his conversation with Clara and lifts a block left by an interrupted earlier run.
  const wes = await signedIn(browser, 'worker@example.com');
  await wes.goto('/chat');
  await wes
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Clara' })
    .click();
  await expect(wes).toHaveURL(/\/chat\/[\w-]+$/);
  const conversationId = new URL(wes.url()).pathname.split('/').at(-1)!;
  await expect(wes.getByRole('heading', { level: 1, name: /^Clara/ })).toBeVisible();
  await liftLeftoverBlock(wes);

  // Clara opens the app through its service worker, then her conversations and the one with Wes,
  // whose copies it keeps for her.
  const clara = await signedIn(browser, 'client@example.com');
  await openThroughServiceWorker(clara);
  await clara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await expect(clara.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const wesRow = clara
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Wes T.' });
  await wesRow.click();
  await expect(clara).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  await expect(clara.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await waitForCachedApiRead(clara, '/api/auth/session');
  await waitForCachedApiRead(clara, `/api/conversations/${conversationId}/messages`);
  await waitForCachedApiRead(clara, `/api/conversations/${conversationId}`);

  // The connection drops. She writes; the message waits on her phone.
  await clara.context().setOffline(true);
  await expect(clara.getByTestId('offline-messages')).toHaveText(
    /^You are offline\. These are the messages saved on this device\./,
  );
  const composer = clara.getByRole('textbox', { name: 'Message' });
  await composer.fill(words);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(messageSaying(clara, words)).toContainText(WAITING);
  await expectAccessible(clara);

  // Still offline, the app starts again: the conversation is read from the copies on the phone, and
  // the message still waits.
  await clara.reload();
  await expect(clara.getByRole('heading', { level: 1, name: 'Wes T.' })).toBeVisible();
  await expect(clara.getByTestId('offline-messages')).toBeVisible();
  await expect(messageSaying(clara, words)).toContainText(WAITING);
  await expect(clara.getByRole('region', { name: 'Messages' }).getByRole('listitem')).not.toHaveCount(1);

  // Her list of conversations is there too. (The offline card sits over the bottom of the page, so
  // the keyboard takes her there.)
  await clara
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .press('Enter');
  await expect(clara.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(clara.getByTestId('offline-conversations')).toHaveText(
    'You are offline. These are the conversations saved on this device.',
  );
  await expect(wesRow).toBeVisible();
  await expectAccessible(clara);
  expect(await storedCopies(wes, conversationId, words)).toBe(0);

  // Back online: the message is sent, and Wes sees it arrive, once.
  await clara.context().setOffline(false);
  await expect(clara.getByTestId('offline-conversations')).toHaveCount(0);
  await expect(messageSaying(wes, words)).toBeVisible();
  await expect.poll(() => storedCopies(wes, conversationId, words)).toBe(1);
  await wesRow.click();
  await expect(messageSaying(clara, words)).toHaveCount(1);
  await expect(messageSaying(clara, words)).not.toContainText(WAITING);
  await expect(messageSaying(wes, words)).toHaveCount(1);
  // Nothing is left to send: a reload sends nothing again.
  await clara.reload();
  await expect(messageSaying(clara, words)).toHaveCount(1);
  expect(await storedCopies(wes, conversationId, words)).toBe(1);
  await expect(messageSaying(wes, words)).toHaveCount(1);

  // Signing out leaves no outbox on the phone for the next person.
  await clara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await clara.getByRole('link', { name: /^Sign out/ }).click();
  await expect(clara).toHaveURL(/\/login$/);
  await expect
    .poll(() => clara.evaluate(async () => (await indexedDB.databases()).map((each) => each.name)))
    .not.toContain('alongside-chat-outbox');
});
