import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// zxing is replaced by a reader the test drives: it hands back the decode callback, and puts the
// test's stream on the video as zxing does.
const zxing = vi.hoisted(() => ({
  start: vi.fn<(callback: (result: { getText(): string } | undefined) => void) => Promise<{ stop(): void }>>(),
  stream: null as unknown,
}));
vi.mock('@zxing/browser', () => ({
  BrowserMultiFormatReader: class {
    decodeFromVideoDevice(_device: string | undefined, video: HTMLVideoElement, callback: never) {
      Object.defineProperty(video, 'srcObject', { value: zxing.stream, configurable: true });
      return zxing.start(callback);
    }
  },
}));

const { default: CameraScanner, REPEAT_MS } = await import('./camera-scanner.tsx');

const stop = vi.fn();
let decode: (text: string) => void;
let now = 1_000_000;
beforeEach(() => {
  zxing.stream = null;
  zxing.start.mockReset().mockImplementation(async (callback) => {
    decode = (text) => callback({ getText: () => text });
    return { stop };
  });
  stop.mockReset();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A camera track; `torch` says whether its capabilities list a torch. */
function trackWith(torch: boolean) {
  const track = {
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: vi.fn(async () => undefined),
  };
  zxing.stream = { getVideoTracks: () => [track] };
  return track;
}

describe('CameraScanner', () => {
  it('shows a full-width viewfinder with a frame to aim at', () => {
    render(<CameraScanner onDecode={vi.fn()} onUnavailable={vi.fn()} />);
    expect(screen.getByLabelText('Camera viewfinder').tagName).toBe('VIDEO');
    expect(screen.getByText('Hold the barcode inside the frame.')).toBeTruthy();
  });

  it('reports a code once while it stays in view; out of view for 2 s, it is a new scan', async () => {
    const onDecode = vi.fn();
    render(<CameraScanner onDecode={onDecode} onUnavailable={vi.fn()} />);
    await act(async () => {});
    decode('SC-1');
    now += 1500;
    decode('SC-1');
    // Still in view (seen 1.5 s ago), though 3 s after the first report.
    now += 1500;
    decode('SC-1');
    decode('SC-2');
    now += REPEAT_MS - 1;
    decode('SC-2');
    // Out of sight for 2 s: the same code again is a new scan.
    now += REPEAT_MS;
    decode('SC-2');
    expect(onDecode.mock.calls).toEqual([['SC-1'], ['SC-2'], ['SC-2']]);
  });

  it('stops the camera when it leaves the screen', async () => {
    const { unmount } = render(<CameraScanner onDecode={vi.fn()} onUnavailable={vi.fn()} />);
    await act(async () => {});
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it.each([
    ['NotAllowedError', 'Camera access was denied. Allow the camera in your browser settings, or type the barcode.'],
    ['NotFoundError', 'No camera is available on this device. Type the barcode instead.'],
    ['NotReadableError', 'The camera could not be started. Type the barcode instead.'],
  ])('%s -> onUnavailable with a clear reason', async (name, text) => {
    zxing.start.mockRejectedValue(new DOMException('no', name));
    const onUnavailable = vi.fn();
    render(<CameraScanner onDecode={vi.fn()} onUnavailable={onUnavailable} />);
    await act(async () => {});
    expect(onUnavailable).toHaveBeenCalledExactlyOnceWith(text);
  });

  it('a camera with a torch gets a Torch toggle that lights it and turns it off', async () => {
    const track = trackWith(true);
    render(<CameraScanner onDecode={vi.fn()} onUnavailable={vi.fn()} />);
    const torch = await screen.findByRole('button', { name: 'Torch' });
    expect(torch.getAttribute('aria-pressed')).toBe('false');
    await act(async () => void fireEvent.click(torch));
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: true }] });
    expect(torch.getAttribute('aria-pressed')).toBe('true');
    await act(async () => void fireEvent.click(torch));
    expect(track.applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: false }] });
    expect(torch.getAttribute('aria-pressed')).toBe('false');
  });

  it('a camera without a torch shows no toggle', async () => {
    trackWith(false);
    render(<CameraScanner onDecode={vi.fn()} onUnavailable={vi.fn()} />);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Torch' })).toBeNull();
  });
});
