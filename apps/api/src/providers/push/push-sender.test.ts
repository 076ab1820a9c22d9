import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { importJWK, jwtVerify } from 'jose';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { newVapidKeys } from '../../lib/config';
import { localPushSender, pushOptions, pushPayload, type PushMessage } from './push-sender';

// web-push's own dependency for RFC 8188: here it plays the browser, which decrypts what it receives.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

const message: PushMessage = {
  title: 'Message from Ava',
  body: 'Can you do Tuesday?',
  link: '/chat/1',
  tag: 'conversation-1',
};

/** A browser's subscription: its own P-256 key pair and auth secret, as `pushManager.subscribe` makes. */
function browserSubscription() {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const auth = randomBytes(16);
  return {
    browser,
    auth,
    subscription: {
      endpoint: 'https://push.example.net/send/abc123',
      keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

describe('the web-push request (built, never sent)', () => {
  const vapid = { subject: 'mailto:support@alongside.example', ...newVapidKeys() };

  it('signs a VAPID header that verifies with the public key, for the push service only', async () => {
    const { subscription } = browserSubscription();
    const details = webpush.generateRequestDetails(subscription, pushPayload(message), pushOptions(vapid));
    expect(details.endpoint).toBe(subscription.endpoint);
    const authorization = String(details.headers['Authorization']);
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization);
    expect(match?.[2]).toBe(vapid.publicKey);

    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(match![1]!, key, { audience: 'https://push.example.net' });
    expect(payload.sub).toBe(vapid.subject);
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());

    // Another key pair's public key does not verify it.
    const other = Buffer.from(newVapidKeys().publicKey, 'base64url');
    const otherKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: other.subarray(1, 33).toString('base64url'),
        y: other.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    await expect(jwtVerify(match![1]!, otherKey)).rejects.toThrow();
  });

  it('encrypts the payload with aes128gcm for the one device that subscribed', () => {
    const { browser, auth, subscription } = browserSubscription();
    const details = webpush.generateRequestDetails(subscription, pushPayload(message), pushOptions(vapid));
    expect(details.headers['Content-Encoding']).toBe('aes128gcm');
    expect(details.headers['TTL']).toBe(86400);
    const body = details.body!;
    expect(body.toString('utf8')).not.toContain('Ava');

    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: browser,
      authSecret: auth.toString('base64url'),
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(message);

    const stranger = createECDH('prime256v1');
    stranger.generateKeys();
    expect(() =>
      ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: stranger,
        authSecret: auth.toString('base64url'),
      }),
    ).toThrow();
  });
});

describe('localPushSender', () => {
  it('records what it sends and answers gone for a dead endpoint', async () => {
    const sender = localPushSender({ publicKey: 'B', log: { info: () => undefined } });
    const target = browserSubscription().subscription;
    expect(await sender.send(target, message)).toBe('sent');
    sender.gone.add(target.endpoint);
    expect(await sender.send(target, message)).toBe('gone');
    expect(sender.sent).toEqual([{ endpoint: target.endpoint, message }]);
  });
});
