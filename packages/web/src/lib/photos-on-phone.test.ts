import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import type { QueuedWrite } from './offline-queue.ts';
import type { PhotoStore, StoredPhoto } from './photo-store.ts';
import {
  PHOTO_KEPT_MS,
  dropSentPhotos,
  isPhotoOnPhone,
  keepPhotoOnPhone,
  photoOnPhoneTexts,
  photosNamedIn,
  uploadPhotoOnPhone,
  withUploadedPhotos,
} from './photos-on-phone.ts';
import { now, nowDate } from './clock.ts';

/** The IndexedDB store's contract over a Map (the browser's own runs in the field-day journey). */
function memoryStore(photos: StoredPhoto[] = []): PhotoStore & { ids: () => string[] } {
  const map = new Map(photos.map((p) => [p.id, p]));
  return {
    put: async (photo) => void map.set(photo.id, photo),
    get: async (id) => map.get(id),
    delete: async (id) => void map.delete(id),
    all: async () => [...map.values()],
    ids: () => [...map.keys()],
  };
}

const A = `photo_${'a'.repeat(32)}`;
const B = `photo_${'b'.repeat(32)}`;
const write = (input: Record<string, unknown>): QueuedWrite => ({
  id: 'w',
  name: 'setShipmentPhoto',
  label: 'Photo',
  at: '2026-11-24T10:00:00.000Z',
  key: 'k',
  input,
});

describe('isPhotoOnPhone: a local id never meets a server file id (a UUID)', () => {
  it.each([
    [A, true],
    ['photo_' + 'a'.repeat(31), false],
    ['photo_' + 'A'.repeat(32), false],
    ['0b6d1f2e-8a4c-4d5e-9f10-2b3c4d5e6f70', false],
    ['example-file', false],
    [null, false],
    [7, false],
  ])('%s -> %s', (value, expected) => expect(isPhotoOnPhone(value)).toBe(expected));
});

describe('photosNamedIn: the kept photos a write names', () => {
  it.each<[string, unknown, string[]]>([
    ['a shipment photo', { shipmentID: 's', fileID: A }, [A]],
    ['a centrifugation photo', { photoFileID: A, relatedSupplyItemIDs: ['t1'] }, [A]],
    ['charting answers, nested, each once', { answers: [{ itemID: 'i', value: [A, B, A] }] }, [A, B]],
    ['a server file id is not one', { fileID: '0b6d1f2e-8a4c-4d5e-9f10-2b3c4d5e6f70' }, []],
    ['no photo', { photoFileID: null }, []],
    ['deeper than any step input: not read', { a: { b: { c: { d: { e: { f: { g: A } } } } } } }, []],
  ])('%s', (_, input, expected) => expect(photosNamedIn(input)).toEqual(expected));
});

describe('withUploadedPhotos: each kept photo is uploaded once, then named by its server id', () => {
  it('replaces every mention, uploads each photo once, leaves the rest as is', async () => {
    const uploads: string[] = [];
    const input = { procedureID: 'p', photoFileID: A, answers: [{ value: [A, B] }], note: 'photo_x', n: 2 };
    const out = await withUploadedPhotos(input, async (id) => {
      uploads.push(id);
      return `server-${id.slice(6, 7)}`;
    });
    expect(out).toEqual({
      procedureID: 'p',
      photoFileID: 'server-a',
      answers: [{ value: ['server-a', 'server-b'] }],
      note: 'photo_x',
      n: 2,
    });
    expect(uploads).toEqual([A, B]);
    expect(input.photoFileID, 'the queued input is not changed').toBe(A);
  });

  it('an input without kept photos is sent as it is, with no upload', async () => {
    const input = { shipmentID: 's' };
    expect(await withUploadedPhotos(input, () => Promise.reject(new Error('no upload')))).toBe(input);
  });

  it('a failed upload fails the send (the queue keeps the write on a connection failure)', async () => {
    const offline = new ApiError('network', 'offline', 0);
    await expect(withUploadedPhotos({ fileID: A }, () => Promise.reject(offline))).rejects.toBe(offline);
  });
});

describe('uploadPhotoOnPhone', () => {
  it('a photo no longer on the phone refuses its write with a clear text', async () => {
    const refusal = uploadPhotoOnPhone(A, memoryStore());
    await expect(refusal).rejects.toMatchObject({ code: 'bad_request', message: photoOnPhoneTexts.lost });
  });
});

describe('keepPhotoOnPhone and dropSentPhotos', () => {
  const blob = new Blob(['png'], { type: 'image/png' });

  it('keeps the photo under a new local id, and drops photos older than a week', async () => {
    const old = new Date(now() - PHOTO_KEPT_MS - 60_000).toISOString();
    const recent = new Date(now() - 60_000).toISOString();
    const store = memoryStore([
      { id: A, userID: 'u', blob, takenAt: old },
      { id: B, userID: 'u', blob, takenAt: recent },
    ]);
    const id = await keepPhotoOnPhone(blob, 'user-nurse', store);
    expect(isPhotoOnPhone(id)).toBe(true);
    expect(store.ids().sort()).toEqual([B, id].sort());
    expect((await store.get(id))?.userID).toBe('user-nurse');
  });

  it('drops an answered photo unless another waiting write still names it', async () => {
    const takenAt = nowDate().toISOString();
    const store = memoryStore([
      { id: A, userID: 'u', blob, takenAt },
      { id: B, userID: 'u', blob, takenAt },
    ]);
    // The second procedure's bag still names A (one centrifugation photo, two bags).
    await dropSentPhotos([A, B], [write({ photoFileID: A })], store);
    expect(store.ids()).toEqual([A]);
    await dropSentPhotos([A], [], store);
    expect(store.ids()).toEqual([]);
  });
});
