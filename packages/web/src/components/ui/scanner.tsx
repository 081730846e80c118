/**
 * One scan input for every scan screen (DESIGN.md 8): manual entry, a hardware scanner typing like
 * a keyboard anywhere on the page, and the camera all feed one `onScan(value)`.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { signalScan } from '../../lib/scan-feedback.ts';
import { createScanBuffer, isTypingTarget } from '../../lib/scanner-input.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { TextField } from './text-field.tsx';

// zxing lives in this chunk only, fetched when the camera is first opened.
const CameraScanner = lazy(() => import('./camera-scanner.tsx'));

export interface ScannerProps {
  /** Visible label of the manual-entry field, e.g. "Barcode". */
  label?: string;
  /** Called with the trimmed value. Resolve (optionally with a success message) when accepted;
   *  reject with an Error whose message is shown (SPEC.md 5 scan messages come from the server/domain). */
  onScan: (value: string) => Promise<string | void> | string | void;
  disabled?: boolean;
  /** Listen for a hardware scanner (keyboard wedge) anywhere on the page; default true. */
  hardware?: boolean;
}

export const scannerTexts = {
  scan: 'Scan',
  useCamera: 'Use camera',
  openingCamera: 'Opening the camera…',
  scanned: (value: string) => `Scanned ${value}`,
} as const;

// `seq` renews the message element each time, so a repeat of the same text is announced again.
type Feedback = { tone: 'success' | 'error'; text: string; seq: number } | null;
type Source = 'manual' | 'hardware' | 'camera';

// With two Scanners on screen, a hardware scan goes to the one mounted last, never to both.
const hardwareListeners: object[] = [];

export function Scanner({ label = 'Barcode', onScan, disabled = false, hardware = true }: ScannerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedbackState] = useState<Feedback>(null);
  const seq = useRef(0);
  const setFeedback = useCallback(
    (next: Omit<NonNullable<Feedback>, 'seq'>) => setFeedbackState({ ...next, seq: ++seq.current }),
    [],
  );
  const [camera, setCamera] = useState(false);
  // A ref, not state: two submits in one tick must still see the first one running.
  const running = useRef(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  const scan = useCallback(
    async (raw: string, source: Source) => {
      if (disabled || running.current) return;
      const trimmed = raw.trim();
      if (!trimmed) {
        setFeedback({ tone: 'error', text: scanMessages.missingBarcode });
        signalScan('error');
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        const message = await onScanRef.current(trimmed);
        setFeedback({ tone: 'success', text: message || scannerTexts.scanned(trimmed) });
        if (source === 'manual') setValue('');
        signalScan('success');
      } catch (error) {
        setFeedback({ tone: 'error', text: errorMessage(error) });
        signalScan('error');
      } finally {
        running.current = false;
        setBusy(false);
        if (source === 'manual') inputRef.current?.focus();
      }
    },
    [disabled, setFeedback],
  );

  useEffect(() => {
    if (!hardware || disabled) return;
    const buffer = createScanBuffer();
    const me = {};
    hardwareListeners.push(me);
    function onKeyDown(event: KeyboardEvent) {
      if (hardwareListeners.at(-1) !== me) return;
      // Typing in a field (ours included: its form submits on Enter) is not a hardware scan.
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) {
        buffer.reset();
        return;
      }
      const scanned = buffer.push(event.key, event.timeStamp);
      if (scanned === null) return;
      // The scanner's Enter must not also press whatever button has focus.
      event.preventDefault();
      void scan(scanned, 'hardware');
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      hardwareListeners.splice(hardwareListeners.indexOf(me), 1);
    };
  }, [hardware, disabled, scan]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void scan(value, 'manual');
  }

  return (
    <div className="ui-scanner">
      <form className="ui-scanner__form" onSubmit={onSubmit} noValidate>
        <TextField
          ref={inputRef}
          label={label}
          fieldClassName="ui-scanner__field"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" className="ui-scanner__submit" busy={busy} disabled={disabled}>
          {scannerTexts.scan}
        </Button>
      </form>
      {camera ? (
        <Suspense fallback={<Spinner label={scannerTexts.openingCamera} />}>
          <CameraScanner onDecode={(text) => void scan(text, 'camera')} onClose={() => setCamera(false)} />
        </Suspense>
      ) : (
        <Button variant="secondary" fullWidth disabled={disabled} onClick={() => setCamera(true)}>
          {scannerTexts.useCamera}
        </Button>
      )}
      {/* Always in the page, so screen readers announce each new success. */}
      <div role="status" className="ui-scanner__status">
        {feedback?.tone === 'success' ? (
          <p key={feedback.seq} className="ui-alert ui-alert--success">
            {feedback.text}
          </p>
        ) : null}
      </div>
      {feedback?.tone === 'error' ? (
        <Alert key={feedback.seq} tone="danger">
          {feedback.text}
        </Alert>
      ) : null}
    </div>
  );
}
