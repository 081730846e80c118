/**
 * Photos taken with no signal (issue 13, ADR 022): kept in IndexedDB (a photo is megabytes, too
 * big for localStorage) under the id the waiting write names, until the write is answered. Each
 * entry records whose it is, so signing out drops that person's photos and nobody else's.
 *
 * Every call opens the database anew and fails soft: a browser without IndexedDB (or a private
 * window that refuses it) keeps nothing, and the photo step then asks for signal as before.
 */
const DB_NAME = 'sc-photos';
const STORE = 'photos';

export interface StoredPhoto {
  id: string;
  userID: string;
  blob: Blob;
  takenAt: string;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available.'));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened.'));
  });
}

/** Runs one request in its own transaction and closes the database once it is done. */
async function run<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = request(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? new Error('The photo could not be kept on this phone.'));
      tx.onabort = () => reject(tx.error ?? new Error('The photo could not be kept on this phone.'));
    });
  } finally {
    db.close();
  }
}

export const photoStore = {
  put: (photo: StoredPhoto) => run('readwrite', (store) => store.put(photo)).then(() => undefined),
  get: (id: string) => run('readonly', (store) => store.get(id) as IDBRequest<StoredPhoto | undefined>),
  delete: (id: string) => run('readwrite', (store) => store.delete(id)).then(() => undefined),
  all: () => run('readonly', (store) => store.getAll() as IDBRequest<StoredPhoto[]>),
};

export type PhotoStore = typeof photoStore;
