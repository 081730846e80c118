/**
 * A photo taken with no signal (issue 13, ADR 022) is kept on the phone (photo-store.ts) and named
 * by a local id, `photo_<32 hex>`, which the step's write carries like a file id while it waits.
 * The server's file ids are UUIDs, so the two never meet. When the write's turn comes, each local
 * id in its input is uploaded first, with the local id as the upload's Idempotency-Key (a retry,
 * or a second write naming the same photo, stores it once), and replaced by the server's id.
 *
 * A photo that is no longer on the phone refuses its write with `photoTexts.lost`: the sync
 * banner shows it until the nurse takes the photo again. A photo is dropped from the phone once its
 * write is answered and no other waiting write names it, or after PHOTO_KEPT_MS.
 */
import type { FnInput, FnName } from '@sc/domain/contract/index';
import { ApiError, call } from './api.ts';
import { newUUID, type QueuedWrite } from './offline-queue.ts';
import { photoStore, type PhotoStore } from './photo-store.ts';
import { uploadFile } from './upload.ts';
import { nowDate } from './clock.ts';

export const photoOnPhoneTexts = {
  kept: 'Photo saved on this phone. It uploads when you have signal.',
  lost: 'A photo taken offline is no longer on this phone. Please take it again.',
} as const;

/** A week: longer than any field day, so a photo not yet sent is never dropped while it matters. */
export const PHOTO_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const LOCAL_ID = /^photo_[0-9a-f]{32}$/;
/** Step inputs are shallow (charting answers are the deepest: item, then a list). */
const MAX_DEPTH = 6;

export const isPhotoOnPhone = (value: unknown): value is string => typeof value === 'string' && LOCAL_ID.test(value);

/**
 * Keeps the photo on this phone and answers the local id a write names it by. Photos older than
 * PHOTO_KEPT_MS go as a new one comes: their writes, if any, are past what the server takes (48 h).
 */
export async function keepPhotoOnPhone(blob: Blob, userID: string, store: PhotoStore = photoStore): Promise<string> {
  const id = `photo_${newUUID().replaceAll('-', '')}`;
  const now = nowDate();
  await store.put({ id, userID, blob, takenAt: now.toISOString() });
  for (const old of await store.all())
    if (now.getTime() - Date.parse(old.takenAt) > PHOTO_KEPT_MS) await store.delete(old.id);
  return id;
}

/** The local photo ids a write's input names, each once. */
export function photosNamedIn(value: unknown, depth = 0): string[] {
  if (isPhotoOnPhone(value)) return [value];
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return [];
  const found = Object.values(value).flatMap((v: unknown) => photosNamedIn(v, depth + 1));
  return [...new Set(found)];
}

/** The input with each local photo id replaced by what `uploaded` answers for it. */
export async function withUploadedPhotos<T>(input: T, uploaded: (id: string) => Promise<string>): Promise<T> {
  const ids = photosNamedIn(input);
  if (ids.length === 0) return input;
  const serverIDs = new Map<string, string>();
  for (const id of ids) serverIDs.set(id, await uploaded(id));
  const replace = (value: unknown, depth: number): unknown => {
    if (isPhotoOnPhone(value)) return serverIDs.get(value) ?? value;
    if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((v: unknown) => replace(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v, depth + 1)]));
  };
  return replace(input, 0) as T;
}

/** Uploads a kept photo (the same key on every try) and answers the server's file id. */
export async function uploadPhotoOnPhone(id: string, store: PhotoStore = photoStore): Promise<string> {
  const photo = await store.get(id).catch(() => undefined);
  if (!photo) throw new ApiError('bad_request', photoOnPhoneTexts.lost, 400);
  return (await uploadFile(photo.blob, { idempotencyKey: id })).id;
}

/** The queue's send: the write's kept photos go first, then the write names their server ids. */
export async function sendWithPhotos(write: QueuedWrite): Promise<unknown> {
  const input = await withUploadedPhotos(write.input, (id) => uploadPhotoOnPhone(id));
  return call(write.name as FnName, input as FnInput<FnName>, { idempotencyKey: write.key });
}

/** Drops the photos an answered write named that no waiting write names. Best effort: one left costs space only. */
export async function dropSentPhotos(
  answered: readonly string[],
  waiting: readonly QueuedWrite[],
  store: PhotoStore = photoStore,
): Promise<void> {
  const named = new Set(waiting.flatMap((write) => photosNamedIn(write.input)));
  for (const id of answered) if (!named.has(id)) await store.delete(id).catch(() => undefined);
}
