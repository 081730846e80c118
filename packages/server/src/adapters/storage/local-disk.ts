/**
 * Photos on the local disk under `<DATA_DIR>/files/`, written to a temporary name and renamed, so
 * a crash never leaves half a photo under its real name. The content type sits beside the bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { requireSafeKey, type FileStorage } from './storage.ts';

export function localDiskStorage(dir: string): FileStorage {
  return {
    async put(key, file) {
      const target = path.join(dir, requireSafeKey(key));
      await fs.mkdir(dir, { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, file.bytes);
      await fs.writeFile(`${target}.type`, file.contentType);
      await fs.rename(temp, target);
    },
    async get(key) {
      const target = path.join(dir, requireSafeKey(key));
      try {
        const [bytes, contentType] = await Promise.all([fs.readFile(target), fs.readFile(`${target}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const target = path.join(dir, requireSafeKey(key));
      // The bytes first: a `.type` left alone names nothing `get` can answer.
      for (const file of [target, `${target}.type`]) await fs.rm(file, { force: true });
    },
  };
}

/** For in-memory servers (tests, DATA_DIR=memory://): gone when the process ends. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async put(key, file) {
      files.set(requireSafeKey(key), { bytes: new Uint8Array(file.bytes), contentType: file.contentType });
    },
    async get(key) {
      return files.get(requireSafeKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(requireSafeKey(key));
    },
  };
}
