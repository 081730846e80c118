import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import type { UploadOptions } from '../../lib/upload.ts';

// The upload itself is tested in lib/upload.test.ts; here the test plays the server.
const upload = vi.hoisted(() => ({ file: vi.fn<(file: Blob, options: UploadOptions) => Promise<{ id: string }>>() }));
vi.mock('../../lib/upload.ts', () => ({ uploadFile: upload.file }));

const { PhotoCapture } = await import('./photo-capture.tsx');

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
afterEach(cleanup);

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
});
