/**
 * The IndexedDB databases that hold one person's data on this device: the chat outbox (messages
 * written offline, waiting to be sent; features/chat/outbox). Deleted at sign-out with the caches, by
 * the service worker and by the page (decision 039). Its own file, so that none of it
 * lands in the first bundle (which holds user-caches.ts).
 */
export const CHAT_OUTBOX_DATABASE = 'alongside-chat-outbox';
const USER_DATABASES = [CHAT_OUTBOX_DATABASE];

/** Spec §4 sign-out: the person's databases go too. A page holding one open closes it when asked. */
export async function clearUserDatabases(
  factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): Promise<void> {
  if (!factory) return;
  await Promise.all(
    USER_DATABASES.map(
      (name) =>
        new Promise<void>((resolve) => {
          try {
            const request = factory.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => {
              console.warn(`Could not delete the ${name} database.`, request.error);
              resolve();
            };
            // Deleted once the pages holding it open close it (they do on `versionchange`).
            request.onblocked = () => resolve();
          } catch (error) {
            console.warn(`Could not delete the ${name} database.`, error);
            resolve();
          }
        }),
    ),
  );
}
