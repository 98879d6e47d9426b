// How one tab hands a token refresh to the others. Tabs take turns to refresh under a Web Lock, but the lock
// alone is not enough: Chromium copies one tab's localStorage writes to the others asynchronously, so the next
// tab in line may still read the refresh token the first one just spent, send it, and be refused as a reuse
// (which revokes the session everywhere). IndexedDB is consistent across tabs: the refreshing tab records
// "this refresh token was exchanged for these tokens" and waits for the write to commit before it lets the
// lock go; the next tab reads that record before it sends anything.
import type { Tokens } from '@vantage/client/session';

const DATABASE = 'vantage-session';
const STORE = 'token-handoff';
const KEY = 'last-rotation';

interface Rotation extends Tokens {
  /** The refresh token that was exchanged. */
  spent: string;
}

/** undefined until first needed; null where IndexedDB cannot be used (then tabs rely on storage alone). */
let database: Promise<IDBDatabase | null> | undefined;

function openDatabase(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return database;
}

/** Runs one request in a transaction and settles once the transaction has committed (null on any failure). */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openDatabase();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Records that `spent` was exchanged for `tokens`; resolves once every tab can read it. */
export async function recordRotation(spent: string, tokens: Tokens): Promise<void> {
  const rotation: Rotation = { spent, access: tokens.access, refresh: tokens.refresh };
  await inTransaction('readwrite', (store) => store.put(rotation, KEY));
}

/** The tokens another tab got for `refreshToken`, when it was spent there; else null. */
export async function rotationOf(refreshToken: string): Promise<Tokens | null> {
  const rotation = (await inTransaction('readonly', (store) => store.get(KEY))) as Rotation | undefined | null;
  return rotation?.spent === refreshToken ? { access: rotation.access, refresh: rotation.refresh } : null;
}

/** Forgets the last rotation (signing out): no credential stays behind in the browser. */
export function forgetRotations(): void {
  void inTransaction('readwrite', (store) => store.delete(KEY));
}
