import { CHAT_OUTBOX_DATABASE } from '../../../lib/pwa/user-databases';

/**
 * Where messages wait to be sent (issue #22 item 3, decision 039): one IndexedDB database on this
 * device, so a message written offline survives a reload, a crash or the app being closed. Each entry
 * keeps the `client_id` it was given when written, so sending it again never makes a second message.
 * Plain IndexedDB in a few lines rather than a library (STACK.md lists none). Deleted at sign-out
 * (lib/pwa/user-caches.ts `clearUserDatabases`); an entry is only ever sent for the person who wrote it.
 */
export interface OutboxEntry {
  client_id: string;
  /** Who wrote it: another person signed in on the same device never sends or sees it. */
  user_id: string;
  conversation_id: string;
  body: string;
  /** When it was written (ISO), shown as its time. */
  written_at: string;
  /** The server refused it (blocked, too long): its reason, shown with "Not sent". Null while it waits. */
  refused: string | null;
}

/** IndexedDB's own counter: the order entries were written in, across tabs. */
type Stored = OutboxEntry & { position?: number };

const STORE = 'messages';
const BY_CLIENT_ID = 'client_id';

let opening: Promise<IDBDatabase> | null = null;
/** Where IndexedDB cannot be opened (some private windows): this tab keeps the entries while it lives. */
let memory: OutboxEntry[] | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB here.'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(CHAT_OUTBOX_DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'position', autoIncrement: true });
      store.createIndex(BY_CLIENT_ID, 'client_id', { unique: true });
    };
    request.onsuccess = () => {
      const database = request.result;
      // Sign-out deletes the database (also from another tab or the service worker): let it go.
      database.onversionchange = () => {
        database.close();
        opening = null;
      };
      database.onclose = () => {
        opening = null;
      };
      resolve(database);
    };
    // While sign-out deletes the database, the open waits for it and then makes a new, empty one.
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be opened.'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves when it has been written. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | Promise<T> | void,
): Promise<T | undefined> {
  const database = await openDatabase();
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    let result: T | undefined;
    const outcome = work(transaction.objectStore(STORE));
    if (outcome instanceof IDBRequest) {
      outcome.onsuccess = () => {
        result = outcome.result;
      };
    } else if (outcome instanceof Promise) {
      outcome.then((value) => {
        result = value;
      }, reject);
    }
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error ?? new Error('The outbox could not be written.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The outbox write was stopped.'));
  });
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be read.'));
  });
}

/** Keeps a message to send; written before the first try, so a crash mid-send loses nothing. */
export async function addToOutbox(entry: OutboxEntry): Promise<void> {
  if (await inMemory()) {
    memory!.push({ ...entry });
    return;
  }
  await inTransaction('readwrite', (store) => store.add({ ...entry }));
}

/** This person's entries, in the order they were written. */
export async function outboxEntries(userId: string): Promise<OutboxEntry[]> {
  const all: Stored[] = (await inMemory())
    ? memory!
    : ((await inTransaction<Stored[]>('readonly', (store) => store.getAll())) ?? []);
  return all.filter((entry) => entry.user_id === userId).map(({ position: _position, ...entry }) => entry);
}

/** Forgets an entry: the server holds the message (200/201), or the person deleted it. */
export async function removeFromOutbox(clientId: string): Promise<void> {
  if (await inMemory()) {
    memory = memory!.filter((entry) => entry.client_id !== clientId);
    return;
  }
  await inTransaction('readwrite', async (store) => {
    const key = await requested(store.index(BY_CLIENT_ID).getKey(clientId));
    if (key !== undefined) await requested(store.delete(key));
  });
}

/** Marks an entry refused with the server's reason, or (null) waiting again for "Try again". */
export async function markRefused(clientId: string, reason: string | null): Promise<void> {
  if (await inMemory()) {
    memory = memory!.map((entry) => (entry.client_id === clientId ? { ...entry, refused: reason } : entry));
    return;
  }
  await inTransaction('readwrite', async (store) => {
    const held = await requested<Stored | undefined>(store.index(BY_CLIENT_ID).get(clientId));
    if (held) await requested(store.put({ ...held, refused: reason }));
  });
}

/** True once IndexedDB has failed to open in this tab: the entries are kept in memory instead. */
async function inMemory(): Promise<boolean> {
  if (memory) return true;
  try {
    await openDatabase();
    return false;
  } catch (error) {
    if (typeof indexedDB !== 'undefined')
      console.warn('Messages waiting to be sent are kept in this tab only.', error);
    memory = [];
    return true;
  }
}

/** Closes the connection (tests: a fresh open is what a reload does). */
export async function closeOutbox(): Promise<void> {
  const open = opening;
  opening = null;
  (await open?.catch(() => null))?.close();
}
