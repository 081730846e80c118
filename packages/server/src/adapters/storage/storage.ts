/** Where uploaded photos live (architecture.md 7): bytes by a server-made key. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Removes the bytes; a key already gone is not an error (a sweep may run twice). */
  delete(key: string): Promise<void>;
}

/** Keys are server-made ids; anything else is refused before it can name a path. */
export function requireSafeKey(key: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
