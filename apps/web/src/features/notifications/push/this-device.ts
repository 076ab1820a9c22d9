// Web Push on this device (decision 040). Loaded only when a person acts (the settings page, or the
// offer after sending a request or applying): never on page load, and never in the entry JavaScript.
import { getPushKey, removePushSubscription, savePushSubscription } from '../api/save-push-subscription';

/** Where this device stands: it cannot, the person blocked it, it is on, or it may be asked. */
export type DevicePush = 'unsupported' | 'blocked' | 'on' | 'off';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  // No service worker (a development server without one): no pushes.
  const found = await navigator.serviceWorker.getRegistration();
  return found ? navigator.serviceWorker.ready : null;
}

/** Reads where this device stands without asking the person anything. */
export async function devicePush(): Promise<DevicePush> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const ready = await registration();
  if (!ready) return 'unsupported';
  const subscription = await ready.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser's permission (the person just pressed "Turn on"), subscribes with the server's
 * public key and stores the subscription for the person. Answers where the device stands after.
 */
export async function turnOnThisDevice(): Promise<DevicePush> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [ready, key] = await Promise.all([registration(), getPushKey()]);
  if (!ready || !key) return 'unsupported';
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) }));
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
  });
  return 'on';
}

/** Stops this device's notifications: the server forgets it, then the browser does. */
export async function turnOffThisDevice(): Promise<DevicePush> {
  const ready = await registration();
  const subscription = await ready?.pushManager.getSubscription();
  if (subscription) {
    await removePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The public key as `applicationServerKey` takes it. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const NOT_NOW_KEY = 'alongside.push-offer.not-now';
/** After "Not now", the offer stays away this long (the settings page still offers it). */
const NOT_NOW_DAYS = 14;

/** Whether the offer may show after an action: supported, not decided yet, not declined lately. */
export async function mayOfferPush(): Promise<boolean> {
  if ((await devicePush()) !== 'off') return false;
  const declined = Number(localStorage.getItem(NOT_NOW_KEY) ?? 0);
  return Date.now() - declined > NOT_NOW_DAYS * 24 * 60 * 60 * 1000;
}

export function rememberNotNow(): void {
  localStorage.setItem(NOT_NOW_KEY, String(Date.now()));
}
