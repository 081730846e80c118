import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import type { UploadOptions } from '../../lib/upload.ts';
import { nowDate } from '../../lib/clock.ts';

// The upload itself is tested in lib/upload.test.ts; here the test plays the server.
const upload = vi.hoisted(() => ({ file: vi.fn<(file: Blob, options: UploadOptions) => Promise<{ id: string }>>() }));
vi.mock('../../lib/upload.ts', async (actual) => ({
  ...(await actual<typeof import('../../lib/upload.ts')>()),
  uploadFile: upload.file,
}));
// jsdom has no IndexedDB: the phone's photo store is a Map here (the browser's runs in the field day).
const kept = vi.hoisted(() => new Map<string, { id: string; userID: string; blob: Blob; takenAt: string }>());
vi.mock('../../lib/photo-store.ts', () => ({
  photoStore: {
    put: async (photo: { id: string; userID: string; blob: Blob; takenAt: string }) => void kept.set(photo.id, photo),
    get: async (id: string) => kept.get(id),
    delete: async (id: string) => void kept.delete(id),
    all: async () => [...kept.values()],
  },
}));

const { PhotoCapture } = await import('./photo-capture.tsx');
const { AppContext } = await import('../../lib/app-context.tsx');
type AppContextValue = import('../../lib/app-context.tsx').AppContextValue;

function renderSignedIn(onUploaded: (id: string) => void, fileID?: string) {
  return render(
    <AppContext.Provider value={{ viewer: { id: 'user-nurse' } } as AppContextValue}>
      <PhotoCapture label="Take a photo" onUploaded={onUploaded} fileID={fileID ?? null} />
    </AppContext.Provider>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bag.jpg', { type: 'image/jpeg' });

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

beforeEach(() => {
  upload.file.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:thumbnail-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  kept.clear();
  setOnline(true);
});

describe('PhotoCapture', () => {
  it('"Take a photo" is primary until a photo is there, then secondary (retaking is the lesser choice)', () => {
    render(<PhotoCapture label="Take a photo" onUploaded={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Take a photo' }).className).toContain('ui-button--primary');
    cleanup();
    render(<PhotoCapture label="Take a photo" onUploaded={vi.fn()} fileID="f_old" />);
    expect(screen.getByRole('button', { name: 'Take a photo' }).className).toContain('ui-button--secondary');
  });

  it('is a named button over a file input that opens the back camera', () => {
    render(<PhotoCapture label="Take a photo" onUploaded={vi.fn()} />);
    const input = fileInput();
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(click).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows upload progress, then the thumbnail, then hands over the file id', async () => {
    const answer = deferred<{ id: string }>();
    upload.file.mockReturnValue(answer.promise);
    const onUploaded = vi.fn();
    render(<PhotoCapture label="Take a photo" onUploaded={onUploaded} />);
    pick(photo);

    expect(upload.file).toHaveBeenCalledWith(photo, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    const progress = screen.getByRole('progressbar', { name: 'Uploading photo' }) as HTMLProgressElement;
    expect(progress.value).toBe(0);
    act(() => upload.file.mock.calls[0]![1].onProgress?.(0.42));
    expect(progress.value).toBe(42);
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take a photo' }).getAttribute('aria-busy')).toBe('true');

    await act(async () => answer.resolve({ id: 'f_77' }));
    expect(onUploaded).toHaveBeenCalledWith('f_77');
    expect(screen.getByRole('status').textContent).toBe('Photo uploaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'The photo you took' }).getAttribute('src')).toBe('blob:thumbnail-1');
  });

  it('shows the server message on failure; "Try again" resends the same file with the same key', async () => {
    upload.file
      .mockRejectedValueOnce(new ApiError('bad_request', 'The photo is larger than 10 MB.', 413))
      .mockResolvedValueOnce({ id: 'f_78' });
    const onUploaded = vi.fn();
    render(<PhotoCapture label="Take a photo" onUploaded={onUploaded} />);
    pick(photo);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The photo is larger than 10 MB.');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('f_78'));
    const [first, second] = upload.file.mock.calls;
    expect(second![0]).toBe(photo);
    expect(second![1].idempotencyKey).toBe(first![1].idempotencyKey);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a new photo gets a new key', async () => {
    upload.file.mockResolvedValue({ id: 'f_1' });
    render(<PhotoCapture label="Take a photo" onUploaded={vi.fn()} />);
    pick(photo);
    await waitFor(() => expect(screen.getByRole('img')).toBeTruthy());
    pick(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'again.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(upload.file).toHaveBeenCalledTimes(2));
    const [first, second] = upload.file.mock.calls;
    expect(second![1].idempotencyKey).not.toBe(first![1].idempotencyKey);
  });

  it('if saving the id fails, its message shows and "Try again" saves it again', async () => {
    upload.file.mockResolvedValue({ id: 'f_9' });
    const onUploaded = vi
      .fn()
      .mockRejectedValueOnce(new Error('A photo is required for confirmation'))
      .mockResolvedValue(undefined);
    render(<PhotoCapture label="Take a photo" onUploaded={onUploaded} />);
    pick(photo);
    expect((await screen.findByRole('alert')).textContent).toContain('A photo is required for confirmation');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a photo taken earlier from its file id', () => {
    render(<PhotoCapture label="Take a photo" onUploaded={vi.fn()} fileID="f_old" />);
    expect(screen.getByRole('img', { name: 'The photo you took' }).getAttribute('src')).toBe('/api/files/f_old');
  });

  describe('with no signal (issue 13)', () => {
    it('keeps the photo on the phone: no upload, its local id handed over, and says it uploads later', async () => {
      setOnline(false);
      const onUploaded = vi.fn();
      renderSignedIn(onUploaded);
      pick(photo);
      expect(await screen.findByText('Photo saved on this phone. It uploads when you have signal.')).toBeTruthy();
      expect(upload.file).not.toHaveBeenCalled();
      const id = onUploaded.mock.calls[0]?.[0] as string;
      expect(id).toMatch(/^photo_[0-9a-f]{32}$/);
      expect(kept.get(id)?.blob).toBe(photo);
      expect(kept.get(id)?.userID).toBe('user-nurse');
      expect(screen.getByRole('img', { name: 'The photo you took' })).toBeTruthy();
    });

    it('an upload that finds no connection keeps the photo on the phone instead', async () => {
      upload.file.mockRejectedValue(new ApiError('network', 'offline', 0));
      const onUploaded = vi.fn();
      renderSignedIn(onUploaded);
      pick(photo);
      expect(await screen.findByText('Photo saved on this phone. It uploads when you have signal.')).toBeTruthy();
      expect(onUploaded.mock.calls[0]?.[0]).toMatch(/^photo_/);
    });

    it('a refusal from the server is shown, nothing is kept', async () => {
      upload.file.mockRejectedValue(new ApiError('bad_request', 'The file must be a JPEG, PNG or WebP photo.', 400));
      const onUploaded = vi.fn();
      renderSignedIn(onUploaded);
      pick(photo);
      expect(await screen.findByText('The file must be a JPEG, PNG or WebP photo.')).toBeTruthy();
      expect(onUploaded).not.toHaveBeenCalled();
      expect(kept.size).toBe(0);
    });

    it('signed out, offline: it asks for signal and hands nothing over', async () => {
      setOnline(false);
      const onUploaded = vi.fn();
      render(<PhotoCapture label="Take a photo" onUploaded={onUploaded} />);
      pick(photo);
      expect(await screen.findByText('You seem to be offline. Check your connection and try again.')).toBeTruthy();
      expect(onUploaded).not.toHaveBeenCalled();
    });

    it('after a reload, a kept photo shows from the phone, never asked of the server', async () => {
      const id = `photo_${'c'.repeat(32)}`;
      kept.set(id, { id, userID: 'user-nurse', blob: photo, takenAt: nowDate().toISOString() });
      renderSignedIn(vi.fn(), id);
      const img = await screen.findByRole('img', { name: 'The photo you took' });
      expect(img.getAttribute('src')).toBe('blob:thumbnail-1');
    });
  });
});
