import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// zxing is replaced by a reader the test drives: it hands back the decode callback.
const zxing = vi.hoisted(() => ({
  start: vi.fn<(callback: (result: { getText(): string } | undefined) => void) => Promise<{ stop(): void }>>(),
}));
vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    decodeFromVideoDevice(_device: string | undefined, _video: HTMLVideoElement, callback: never) {
      return zxing.start(callback);
    }
  },
}));

const { default: CameraScanner } = await import('./camera-scanner.tsx');

const stop = vi.fn();
let decode: (text: string) => void;
beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
  zxing.start.mockReset().mockImplementation(async (callback) => {
    decode = (text) => callback({ getText: () => text });
    return { stop };
  });
  stop.mockReset();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraScanner', () => {
  it('shows the preview and reports each code once while it stays in view', async () => {
    const onDecode = vi.fn();
    render(<CameraScanner onDecode={onDecode} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Camera preview').tagName).toBe('VIDEO');
    await act(async () => {});
    decode('SC-1');
    decode('SC-1');
    decode('SC-2');
    expect(onDecode.mock.calls).toEqual([['SC-1'], ['SC-2']]);
  });

  it('stops the camera when closed', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<CameraScanner onDecode={vi.fn()} onClose={onClose} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it.each([
    ['NotAllowedError', 'Camera access was denied. Allow the camera in your browser settings, or type the barcode.'],
    ['NotFoundError', 'No camera is available on this device. Type the barcode instead.'],
    ['NotReadableError', 'The camera could not be started. Type the barcode instead.'],
  ])('%s -> a clear message', async (name, text) => {
    zxing.start.mockRejectedValue(new DOMException('no', name));
    render(<CameraScanner onDecode={vi.fn()} onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Close camera' })).toBeTruthy();
  });
});
