/**
 * One scan input for every scan screen (architecture.md 8, issue 13.3): the camera, a hardware scanner
 * typing like a keyboard anywhere on the page, and manual entry all feed one `onScan(value)`.
 *
 * The camera is the default. "Enter manually" is the fallback a nurse chooses; where the camera
 * cannot be used (no camera API or device, access blocked, it failed to start) the manual field
 * shows at once with the reason in one line. The hardware listener works in every mode.
 *
 * A refusal shows its message (the requirements.md 5 text, as it is) and, when the error carries one
 * (`ScanRefusal`), the hint after it: what was scanned and what the step wants.
 */
import { scanMessages } from '@sc/domain/scanning/messages';
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { signalScan } from '../../lib/scan-feedback.ts';
import { createScanBuffer, isTypingTarget } from '../../lib/scanner-input.ts';
import { Alert } from './alert.tsx';
import { ScanAccepted } from './scan-accepted.ts';
import { Button } from './button.tsx';
import { cameraTexts, cameraUnavailableReason, hasCameraApi } from './camera-support.ts';
import { Spinner } from './spinner.tsx';
import { TextField } from './text-field.tsx';
import './scanner.css';

// zxing lives in this chunk only, fetched when a camera is there to use.
const CameraScanner = lazy(() => import('./camera-scanner.tsx'));

export interface ScannerProps {
  /** Visible label of the manual-entry field, e.g. "Barcode". */
  label?: string;
  /** Called with the trimmed value. Resolve (optionally with a success message) when accepted;
   *  reject with an Error whose message is shown (requirements.md 5 scan messages come from the server/domain),
   *  with its `hint` (a `ScanRefusal`) after it. */
  onScan: (value: string) => Promise<string | void> | string | void;
  disabled?: boolean;
  /** Listen for a hardware scanner (keyboard wedge) anywhere on the page; default true. */
  hardware?: boolean;
}

export const scannerTexts = {
  scan: 'Scan',
  useCamera: 'Use camera',
  enterManually: 'Enter manually',
  openingCamera: 'Opening the camera…',
  scanned: (value: string) => `Scanned ${value}`,
} as const;

// `seq` renews the message element each time, so a repeat of the same text is announced again.
type Feedback = { tone: 'success' | 'error'; text: string; hint: string | null; seq: number } | null;
type Source = 'manual' | 'hardware' | 'camera';
/**
 * checking: asking whether there is a camera; camera: the viewfinder; manual: the field, with
 * `reason` when the camera cannot be used (null when the nurse chose to type).
 */
type Mode = { kind: 'checking' } | { kind: 'camera' } | { kind: 'manual'; reason: string | null };

// With two Scanners on screen, a hardware scan goes to the one mounted last, never to both.
const hardwareListeners: object[] = [];

function hintOf(error: unknown): string | null {
  const hint = (error as { hint?: unknown } | null)?.hint;
  return typeof hint === 'string' && hint.length > 0 ? hint : null;
}

/** No camera API: the field shows from the first render (no flash of a viewfinder). */
function initialMode(): Mode {
  return hasCameraApi() ? { kind: 'checking' } : { kind: 'manual', reason: cameraTexts.unavailable };
}

export function Scanner({ label = 'Barcode', onScan, disabled = false, hardware = true }: ScannerProps) {
  const accepted = useContext(ScanAccepted);
  const acceptedRef = useRef(accepted);
  useEffect(() => {
    acceptedRef.current = accepted;
  }, [accepted]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedbackState] = useState<Feedback>(null);
  const seq = useRef(0);
  const setFeedback = useCallback(
    (next: Omit<NonNullable<Feedback>, 'seq'>) => setFeedbackState({ ...next, seq: ++seq.current }),
    [],
  );
  const [mode, setMode] = useState<Mode>(initialMode);
  // The nurse pressed "Enter manually": the field takes focus once it is there.
  const focusField = useRef(false);
  // A ref, not state: two submits in one tick must still see the first one running.
  const running = useRef(false);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  // Each round asks again whether the camera can be used ("Use camera" starts one).
  const [cameraRound, setCameraRound] = useState(0);
  useEffect(() => {
    if (!hasCameraApi()) return;
    let current = true;
    void cameraUnavailableReason().then((reason) => {
      // The nurse may have chosen to type meanwhile: a late answer does not take that back.
      if (current)
        setMode((now) =>
          now.kind !== 'checking' ? now : reason === null ? { kind: 'camera' } : { kind: 'manual', reason },
        );
    });
    return () => {
      current = false;
    };
  }, [cameraRound]);

  function openCamera() {
    setMode({ kind: 'checking' });
    setCameraRound((n) => n + 1);
  }

  useEffect(() => {
    if (mode.kind === 'manual' && focusField.current) {
      focusField.current = false;
      inputRef.current?.focus();
    }
  }, [mode]);

  const scan = useCallback(
    async (raw: string, source: Source) => {
      if (disabled || running.current) return;
      const trimmed = raw.trim();
      if (!trimmed) {
        setFeedback({ tone: 'error', text: scanMessages.missingBarcode, hint: null });
        signalScan('error');
        return;
      }
      running.current = true;
      setBusy(true);
      try {
        const message = await onScanRef.current(trimmed);
        setFeedback({ tone: 'success', text: message || scannerTexts.scanned(trimmed), hint: null });
        if (source === 'manual') setValue('');
        signalScan('success');
        acceptedRef.current?.();
      } catch (error) {
        setFeedback({ tone: 'error', text: errorMessage(error), hint: hintOf(error) });
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

  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback) answerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [feedback]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void scan(value, 'manual');
  }

  const onDecode = useCallback((text: string) => void scan(text, 'camera'), [scan]);
  const onUnavailable = useCallback((reason: string) => setMode({ kind: 'manual', reason }), []);
  // A disabled scanner (nothing left to scan) keeps the camera off and shows its field, greyed.
  const shown: Mode = disabled && mode.kind !== 'manual' ? { kind: 'manual', reason: null } : mode;

  return (
    <div className="ui-scanner">
      {/* The answer first, above the camera or field, and brought into view: under a long list or
          the bottom action bar a phone would hide it (issue 13 walk). */}
      <div ref={answerRef} className="ui-scanner__answer">
        {/* Always in the page, so screen readers announce each new success. */}
        <div role="status" className="ui-scanner__status">
          {feedback?.tone === 'success' ? (
            <p key={feedback.seq} className="ui-alert ui-alert--success">
              {feedback.text}
            </p>
          ) : null}
        </div>
        {feedback?.tone === 'error' ? (
          <Alert key={feedback.seq} tone="danger" title={feedback.hint ? feedback.text : undefined}>
            {feedback.hint ?? feedback.text}
          </Alert>
        ) : null}
      </div>
      {shown.kind === 'checking' ? <Spinner label={scannerTexts.openingCamera} /> : null}
      {shown.kind === 'camera' ? (
        <Suspense fallback={<Spinner label={scannerTexts.openingCamera} />}>
          <CameraScanner onDecode={onDecode} onUnavailable={onUnavailable} />
        </Suspense>
      ) : null}
      {/* Typing is never out of reach: a browser may take long, or never answer, whether there is a camera. */}
      {shown.kind === 'checking' || shown.kind === 'camera' ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            focusField.current = true;
            setMode({ kind: 'manual', reason: null });
          }}
        >
          {scannerTexts.enterManually}
        </Button>
      ) : null}
      {shown.kind === 'manual' ? (
        <>
          {shown.reason ? <p className="ui-scanner__reason">{shown.reason}</p> : null}
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
          {/* Back to the camera after choosing to type (not where the camera cannot be used). */}
          {shown.reason === null ? (
            <Button variant="secondary" fullWidth disabled={disabled} onClick={openCamera}>
              {scannerTexts.useCamera}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
