import { scanMessages } from '@sc/domain/scanning/messages';
import { ScanRefusal } from '@sc/domain/scanning/scan-answers';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The camera is zxing in a lazy chunk: here a stand-in that reports what the test decodes, or
// fails to start as the test says.
const camera = vi.hoisted(() => ({
  decode: null as ((text: string) => void) | null,
  failWith: null as string | null,
}));
vi.mock('./camera-scanner.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeCamera(props: { onDecode: (text: string) => void; onUnavailable: (reason: string) => void }) {
      useEffect(() => {
        if (camera.failWith) props.onUnavailable(camera.failWith);
        camera.decode = props.onDecode;
        return () => {
          camera.decode = null;
        };
      });
      return <video aria-label="Camera viewfinder" />;
    },
  };
});

const { Scanner } = await import('./scanner.tsx');

let vibrate: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vibrate = vi.fn();
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'permissions');
  camera.decode = null;
  camera.failWith = null;
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const input = () => screen.getByLabelText('Barcode') as HTMLInputElement;
const scanButton = () => screen.getByRole('button', { name: 'Scan' });

function enter(value: string) {
  fireEvent.change(input(), { target: { value } });
  fireEvent.submit(input().form!);
}

/** Keys as a hardware scanner sends them: on whatever has focus, `gap` ms apart. */
function wedge(text: string, gap = 10, target: EventTarget = document.body): KeyboardEvent[] {
  const start = 10_000;
  return [...text, 'Enter'].map((key, index) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + index * gap });
    act(() => void target.dispatchEvent(event));
    return event;
  });
}

describe('Scanner: manual entry', () => {
  it('has a labelled field and a Scan button; the label can be named', () => {
    render(<Scanner label="Specimen bag barcode" onScan={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Specimen bag barcode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan' }).getAttribute('type')).toBe('submit');
  });

  it('sends the trimmed value, says "Scanned <value>", clears the field and keeps focus there', async () => {
    const onScan = vi.fn(async () => undefined);
    render(<Scanner onScan={onScan} />);
    input().focus();
    enter('  SC-0001-42 ');
    expect(onScan).toHaveBeenCalledWith('SC-0001-42');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Scanned SC-0001-42'));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vibrate).toHaveBeenCalledWith(50);
  });

  it('shows the success message onScan answers', async () => {
    render(<Scanner onScan={() => Promise.resolve('Tube 2 of 3 scanned')} />);
    enter('ABC123');
    expect(await screen.findByText('Tube 2 of 3 scanned')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Tube 2 of 3 scanned');
  });

  it('shows the error message exactly as an alert and keeps the value to correct', async () => {
    const onScan = vi.fn(() => Promise.reject(new Error(scanMessages.wrongSupply)));
    render(<Scanner onScan={onScan} />);
    enter('WRONG-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong supply');
    expect(input().value).toBe('WRONG-1');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(vibrate).toHaveBeenCalledWith([100, 50, 100]);
  });

  it('an error thrown synchronously is shown too', async () => {
    render(
      <Scanner
        onScan={() => {
          throw new Error(scanMessages.alreadyScanned);
        }}
      />,
    );
    enter('DUP-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Barcode already scanned.');
  });

  it('an empty field says "Missing barcode." and calls nothing', () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    enter('   ');
    expect(screen.getByRole('alert').textContent).toBe('Missing barcode.');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('while onScan runs the button is busy and a second submit is ignored', async () => {
    const pending = deferred<void>();
    const onScan = vi.fn(() => pending.promise);
    render(<Scanner onScan={onScan} />);
    enter('KIT-7');
    fireEvent.submit(input().form!);
    fireEvent.click(scanButton());
    expect(onScan).toHaveBeenCalledOnce();
    expect(scanButton().getAttribute('aria-busy')).toBe('true');
    expect((scanButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.resolve());
    expect(scanButton().hasAttribute('aria-busy')).toBe(false);
    enter('KIT-8');
    expect(onScan).toHaveBeenLastCalledWith('KIT-8');
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('a new outcome replaces the old one', async () => {
    const onScan = vi
      .fn()
      .mockRejectedValueOnce(new Error(scanMessages.invalidBarcode))
      .mockResolvedValueOnce(undefined);
    render(<Scanner onScan={onScan} />);
    enter('BAD');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid barcode');
    enter('GOOD-1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Scanned GOOD-1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disabled: field and button are disabled', () => {
    render(<Scanner onScan={vi.fn()} disabled />);
    expect(input().disabled).toBe(true);
    expect((scanButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refusal with a hint shows the requirements.md text unchanged, then the hint', async () => {
    render(
      <Scanner
        onScan={() =>
          Promise.reject(
            new ScanRefusal(scanMessages.wrongSupply, 'That is a Lavender Top Tube (EDTA). Scan the Amber Tube.'),
          )
        }
      />,
    );
    enter('TUBE-0002');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.ui-alert__title')!.textContent).toBe('Wrong supply');
    expect(alert.textContent).toBe('Wrong supplyThat is a Lavender Top Tube (EDTA). Scan the Amber Tube.');
  });
});

describe('Scanner: hardware scanner', () => {
  it('a fast burst of keys then Enter anywhere on the page is a scan', async () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    const events = wedge('SB-9001');
    expect(onScan).toHaveBeenCalledWith('SB-9001');
    // Its Enter must not also press a focused button.
    expect(events.at(-1)!.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Scanned SB-9001'));
  });

  it('slow typing on the page is not a scan', () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    const events = wedge('SB-9001', 200);
    expect(onScan).not.toHaveBeenCalled();
    expect(events.at(-1)!.defaultPrevented).toBe(false);
  });

  it('keys typed into another field are left alone', () => {
    const onScan = vi.fn();
    render(
      <>
        <label>
          Notes <input />
        </label>
        <Scanner onScan={onScan} />
      </>,
    );
    wedge('SB-9001', 10, screen.getByLabelText('Notes'));
    expect(onScan).not.toHaveBeenCalled();
  });

  it('is off with hardware={false} and while disabled', () => {
    const onScan = vi.fn();
    const { rerender } = render(<Scanner onScan={onScan} hardware={false} />);
    wedge('SB-9001');
    rerender(<Scanner onScan={onScan} disabled />);
    wedge('SB-9002');
    expect(onScan).not.toHaveBeenCalled();
    rerender(<Scanner onScan={onScan} />);
    wedge('SB-9003');
    expect(onScan).toHaveBeenCalledExactlyOnceWith('SB-9003');
  });

  it('with two Scanners on screen, only the last one mounted takes a hardware scan', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <>
        <Scanner label="Bag" onScan={first} />
        <Scanner label="Tube" onScan={second} />
      </>,
    );
    wedge('SB-9001');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('SB-9001');
    rerender(<Scanner label="Bag" onScan={first} />);
    wedge('SB-9002');
    expect(first).toHaveBeenCalledExactlyOnceWith('SB-9002');
  });

  it('stops listening when unmounted', () => {
    const onScan = vi.fn();
    const { unmount } = render(<Scanner onScan={onScan} />);
    unmount();
    wedge('SB-9001');
    expect(onScan).not.toHaveBeenCalled();
  });
});

/** A phone with a camera: the camera API, one video input, and the permission as given. */
function withCamera({
  devices = ['videoinput'],
  permission = 'prompt',
}: { devices?: string[]; permission?: string } = {}) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: {
      getUserMedia: vi.fn(),
      enumerateDevices: vi.fn(async () => devices.map((kind) => ({ kind }))),
    },
    configurable: true,
  });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(async () => ({ state: permission })) },
    configurable: true,
  });
}

describe('Scanner: camera first', () => {
  it('without the camera API the field shows at once, with the reason in one line', () => {
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Supply barcode' })).toBeTruthy();
    expect(screen.getByText('No camera is available on this device. Type the barcode instead.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter manually' })).toBeNull();
    expect(screen.queryByLabelText('Camera viewfinder')).toBeNull();
  });

  it('with a camera, the viewfinder is the default and the field is hidden until "Enter manually"', async () => {
    withCamera();
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    expect(await screen.findByLabelText('Camera viewfinder')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Supply barcode' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter manually' }));
    const field = screen.getByRole('textbox', { name: 'Supply barcode' });
    expect(document.activeElement).toBe(field);
    expect(screen.queryByLabelText('Camera viewfinder')).toBeNull();
    // No reason line: the nurse chose to type; the camera is one tap away.
    expect(screen.queryByText(/Type the barcode instead/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use camera' }));
    expect(await screen.findByLabelText('Camera viewfinder')).toBeTruthy();
  });

  it('while the browser has not said whether there is a camera, "Enter manually" already shows the field', async () => {
    withCamera();
    // A phone whose browser never answers (seen in Chromium under load): no spinner without a way out.
    (navigator.mediaDevices.enumerateDevices as ReturnType<typeof vi.fn>).mockReturnValue(new Promise(() => {}));
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    expect(screen.getByText('Opening the camera…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter manually' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Supply barcode' }));
  });

  it('a late answer that there is a camera does not take the field back from the nurse', async () => {
    withCamera();
    let answer = (_: { kind: string }[]) => {};
    (navigator.mediaDevices.enumerateDevices as ReturnType<typeof vi.fn>).mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter manually' }));
    await act(async () => answer([{ kind: 'videoinput' }]));
    expect(screen.getByRole('textbox', { name: 'Supply barcode' })).toBeTruthy();
    expect(screen.queryByLabelText('Camera viewfinder')).toBeNull();
  });

  it('a code the camera reads is scanned like a typed one: onScan, the answer, the buzz', async () => {
    withCamera();
    const onScan = vi.fn(async () => 'Amber Tube scanned');
    render(<Scanner onScan={onScan} />);
    await screen.findByLabelText('Camera viewfinder');
    await act(async () => camera.decode!('TUBE-0001'));
    expect(onScan).toHaveBeenCalledWith('TUBE-0001');
    await waitFor(() => expect(screen.getByText('Amber Tube scanned')).toBeTruthy());
    expect(vibrate).toHaveBeenCalledWith(50);
  });

  it.each([
    [
      'no video input (a desktop, a headless browser)',
      { devices: ['audioinput'] },
      'No camera is available on this device. Type the barcode instead.',
    ],
    [
      'camera blocked in the browser',
      { permission: 'denied' },
      'Camera access was denied. Allow the camera in your browser settings, or type the barcode.',
    ],
  ])('%s: the field and the reason, no viewfinder', async (_, phone, reason) => {
    withCamera(phone);
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Supply barcode' })).toBeTruthy();
    expect(screen.queryByLabelText('Camera viewfinder')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use camera' })).toBeNull();
  });

  it('the camera failing to start falls back to the field with its reason', async () => {
    withCamera();
    camera.failWith = 'The camera could not be started. Type the barcode instead.';
    render(<Scanner label="Supply barcode" onScan={vi.fn()} />);
    expect(await screen.findByText('The camera could not be started. Type the barcode instead.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Supply barcode' })).toBeTruthy();
  });

  it('disabled (nothing left to scan): the camera stays off and the field shows greyed', async () => {
    withCamera();
    render(<Scanner label="Mail-in box barcode" onScan={vi.fn()} disabled />);
    await act(async () => {});
    expect(screen.queryByLabelText('Camera viewfinder')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Mail-in box barcode' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Use camera' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a hardware scanner works while the camera is showing, with no field to focus', async () => {
    withCamera();
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    await screen.findByLabelText('Camera viewfinder');
    wedge('SB-9001');
    expect(onScan).toHaveBeenCalledWith('SB-9001');
  });
});
