import type { SoloMatch } from './solo-match.js';

/**
 * The solo match kept in the browser's IndexedDB (a worker has no localStorage), one record under
 * one key: written after every move, so closing the tab loses nothing but a bot's move under way.
 */
const DB = 'texas42-solo';
const STORE = 'matches';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

/** One transaction on the store, settled when it commits. */
async function run<T>(
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = body(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused the change'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB dropped the change'));
    });
  } finally {
    db.close();
  }
}

export async function loadSolo(): Promise<SoloMatch | null> {
  const value = (await run('readonly', (s) => s.get(KEY))) as SoloMatch | undefined;
  return value ?? null;
}

export async function saveSolo(match: SoloMatch): Promise<void> {
  await run('readwrite', (s) => s.put(match, KEY));
}

export async function forgetSolo(): Promise<void> {
  await run('readwrite', (s) => s.delete(KEY));
}
