import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiFromPage, sessionUser } from './profile-support';
import { openThroughServiceWorker } from './pwa-support';
import { expectAccessible, expectGoodScreen, signUpConfirmed } from './support';

// Issue #22 item 4 (decision 040): a worker turns on notifications on this device from their
// settings, only after an action of theirs, and the subscription is stored; an e-mail's unsubscribe
// link works from the page.
//
// Headless Chromium here has no push service to register with (no network to one, and
// --disable-background-networking), so `pushManager.subscribe` is replaced in the page by one that
// answers a subscription as Chrome shapes it. Everything else is real: the permission (granted to
// the context), the offer, the public key from the API, the POST the page makes and what the API
// stored. The encryption and VAPID signature of real pushes are tested in the API suite.
const ENDPOINT = `https://push.example.net/send/e2e-${Date.now()}`;

test('a worker turns on notifications on this device, and the subscription is stored', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript((endpoint) => {
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    let current: object | null = null;
    const record = window as unknown as {
      pushSubscribeAsked?: { userVisibleOnly: boolean; keyBytes: number };
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as ArrayBufferView | undefined;
      record.pushSubscribeAsked = {
        userVisibleOnly: options?.userVisibleOnly === true,
        keyBytes: key?.byteLength ?? 0,
      };
      current = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  }, ENDPOINT);

  await signUpConfirmed(page, 'worker', 'push');
  await page.goto('/account/settings/notifications');
  await openThroughServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');

  // Nothing is asked on page load.
  const offer = page.getByRole('region', { name: /^Get a notification on this device/ });
  await expect(page.getByRole('switch', { name: 'Messages: on this device' })).toBeChecked();
  await expect(offer).toHaveCount(0);
  await expectGoodScreen(page);

  // Turning a device switch on is the action that offers it.
  const messages = page.getByRole('switch', { name: 'Messages: on this device' });
  await messages.click();
  await expect(messages).not.toBeChecked();
  await expect(offer).toHaveCount(0);
  await messages.click();
  await expect(offer).toBeVisible();
  await expectAccessible(page);

  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push-subscriptions') && response.request().method() === 'POST',
  );
  await offer.getByRole('button', { name: 'Turn on' }).click();
  const posted = await stored;
  expect(posted.status()).toBe(201);
  expect(posted.request().postDataJSON()).toMatchObject({ endpoint: ENDPOINT });
  await expect(offer.getByRole('status')).toHaveText('Done: this device will tell you.');
  expect(
    await page.evaluate(() => (window as unknown as { pushSubscribeAsked: unknown }).pushSubscribeAsked),
  ).toEqual({
    userVisibleOnly: true,
    keyBytes: 65,
  });
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.locator('form').getByRole('status').last()).toHaveText(
    'Your notification choices are saved.',
  );

  // The API holds it for this person: posting it again answers 200 (already stored), and removing it works.
  const again = await apiFromPage(page, 'POST', '/api/push-subscriptions', posted.request().postDataJSON());
  expect(again.status).toBe(200);
  expect((await apiFromPage(page, 'DELETE', '/api/push-subscriptions', { endpoint: ENDPOINT })).status).toBe(
    200,
  );

  // An e-mail's unsubscribe link (signed as the API signs it, with the server's local secret).
  const user = await sessionUser(page);
  const secrets = JSON.parse(
    readFileSync(path.join(process.env['E2E_DATA_DIR']!, 'secrets.json'), 'utf8'),
  ) as { jwt_secret: string };
  const key = createHmac('sha256', secrets.jwt_secret).update('alongside:unsubscribe-link').digest();
  const id = String(user['id']);
  const token = `${id}.messages.${createHmac('sha256', key).update(`${id}.messages`).digest('base64url')}`;
  await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop these e-mails');
  await expectGoodScreen(page);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer get e-mails' })).toContainText(
    '“Messages”',
  );
  await expectGoodScreen(page);

  await page.goto('/account/settings/notifications');
  await expect(page.getByRole('switch', { name: 'Messages: by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Requests: by e-mail' })).toBeChecked();
});
