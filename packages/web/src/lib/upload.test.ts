import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { uploadFile } from './upload.ts';

/** An XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'tube.jpg', { type: 'image/jpeg' });

describe('uploadFile (POST /api/files)', () => {
  it('sends the raw file with its type and the idempotency key, reports progress and answers the id', async () => {
    const onProgress = vi.fn();
    const result = uploadFile(photo, { idempotencyKey: 'key-0001-abcd', onProgress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/files']);
    expect(xhr.body).toBe(photo);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/jpeg', 'Idempotency-Key': 'key-0001-abcd' });
    xhr.progress(25, 100);
    xhr.progress(5, 0, false);
    xhr.progress(100, 100);
    xhr.answer(201, { fileID: 'f_123', contentType: 'image/jpeg', sizeBytes: 4 });
    await expect(result).resolves.toEqual({ id: 'f_123' });
    expect(onProgress.mock.calls).toEqual([[0.25], [1], [1]]);
  });

  it.each([
    [400, { error: { code: 'bad_request', message: 'The file must be a JPEG, PNG or WebP photo.' } }, 'bad_request'],
    [413, { error: { code: 'bad_request', message: 'The photo is larger than 10 MB.' } }, 'bad_request'],
    [401, { error: { code: 'unauthenticated', message: 'Please sign in.' } }, 'unauthenticated'],
    [403, { error: { code: 'forbidden', message: 'You do not have access to this.' } }, 'forbidden'],
    [
      429,
      {
        error: {
          code: 'rate_limited',
          message: 'Too many photos in one minute. Please wait a minute and try again.',
        },
      },
      'rate_limited',
    ],
  ])('%i: rejects with the server message', async (status, body, code) => {
    const result = uploadFile(photo, { idempotencyKey: 'key-0001-abcd' });
    FakeXhr.last.answer(status, body);
    await expect(result).rejects.toMatchObject({ message: body.error.message, code, status });
    await expect(result).rejects.toBeInstanceOf(ApiError);
  });

  it('an answer that is not JSON is a generic failure', async () => {
    const result = uploadFile(photo, { idempotencyKey: 'key-0001-abcd' });
    FakeXhr.last.answer(502, '<html>Bad gateway</html>');
    await expect(result).rejects.toMatchObject({
      message: 'The photo could not be uploaded. Please try again.',
      status: 502,
    });
  });

  it('a network failure says to check the connection', async () => {
    const result = uploadFile(photo, { idempotencyKey: 'key-0001-abcd' });
    FakeXhr.last.onerror?.();
    await expect(result).rejects.toMatchObject({
      code: 'network',
      message: 'You seem to be offline. Check your connection and try again.',
    });
  });

  it('aborts when its signal does', async () => {
    const controller = new AbortController();
    const result = uploadFile(photo, { idempotencyKey: 'key-0001-abcd', signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
