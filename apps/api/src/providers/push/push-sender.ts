import webpush, { WebPushError, type RequestOptions } from 'web-push';

/** A device's subscription as the browser gave it (`PushSubscription.toJSON()`). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the service worker shows (apps/web/service-worker/sw.ts): a title, a line, the app path to
 * open, and a tag (a newer push with the same tag replaces the older one on the device).
 */
export type PushMessage = { title: string; body: string; link: string; tag: string };

/** `sent`: the push service took it; `gone`: it answered 404 or 410, the subscription is dead. */
export type PushOutcome = 'sent' | 'gone';

/**
 * Where pushes go (decision 040): through the browsers' push services (`web-push`), or recorded
 * locally (`local`: tests and development), as the outbox mailer keeps e-mails. A failure other
 * than a dead subscription throws.
 */
export interface PushSender {
  readonly kind: 'web-push' | 'local';
  /** The VAPID public key the browser subscribes with. */
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** How long a push service keeps a push for a device that is offline (seconds): a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** The options every push is sent with: VAPID, aes128gcm (RFC 8291), a day to live, a timeout. */
export function pushOptions(vapid: VapidDetails): RequestOptions {
  return {
    vapidDetails: vapid,
    contentEncoding: 'aes128gcm',
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: 'normal',
    timeout: 10_000,
  };
}

/** The payload as the service worker reads it. */
export function pushPayload(message: PushMessage): string {
  return JSON.stringify(message);
}

/** Through the browsers' push services, signed with the VAPID keys and encrypted for the device. */
export function webPushSender(vapid: VapidDetails): PushSender {
  const options = pushOptions(vapid);
  return {
    kind: 'web-push',
    publicKey: vapid.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification(target, pushPayload(message), options);
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}

export type LocalPushSender = PushSender & {
  /** Every push sent, oldest first, with the endpoint it went to. */
  readonly sent: { endpoint: string; message: PushMessage }[];
  /** Endpoints the local push service answers 410 for (a test's dead subscription). */
  readonly gone: Set<string>;
};

/** Records each push instead of sending it: tests read `sent`, and a developer sees it in the log. */
export function localPushSender(options: {
  publicKey: string;
  log: { info(details: object, message: string): void };
}): LocalPushSender {
  const sent: LocalPushSender['sent'] = [];
  const gone = new Set<string>();
  return {
    kind: 'local',
    publicKey: options.publicKey,
    sent,
    gone,
    async send(target, message) {
      if (gone.has(target.endpoint)) return 'gone';
      sent.push({ endpoint: target.endpoint, message });
      // The endpoint and the words stay out of the log: the words may quote a person's message.
      options.log.info({ push: { tag: message.tag } }, 'push recorded (local push sender)');
      return 'sent';
    },
  };
}
