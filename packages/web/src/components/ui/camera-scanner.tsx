/**
 * The camera half of the Scanner, in its own chunk: zxing is large and only scan screens that open
 * the camera load it (DESIGN.md 8). Import it lazily, never statically.
 */
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface CameraScannerProps {
  /** Called with each newly decoded text (a code held in view is reported once, not every frame). */
  onDecode: (text: string) => void;
  onClose: () => void;
}

export const cameraTexts = {
  denied: 'Camera access was denied. Allow the camera in your browser settings, or type the barcode.',
  unavailable: 'No camera is available on this device. Type the barcode instead.',
  failed: 'The camera could not be started. Type the barcode instead.',
  close: 'Close camera',
  preview: 'Camera preview',
} as const;

/** Same text again within this time is the same code still in view. */
const REPEAT_MS = 2500;

export function cameraErrorText(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return cameraTexts.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return cameraTexts.unavailable;
  return cameraTexts.failed;
}

function hasCamera(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

export default function CameraScanner({ onDecode, onClose }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onDecodeRef = useRef(onDecode);
  const [error, setError] = useState<string | null>(() => (hasCamera() ? null : cameraTexts.unavailable));

  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hasCamera()) return;
    let controls: IScannerControls | null = null;
    let stopped = false;
    let last = { text: '', at: 0 };
    const reader = new BrowserMultiFormatReader();
    reader
      // No device id: zxing asks for the back camera (facingMode environment).
      .decodeFromVideoDevice(undefined, video, (result) => {
        if (!result || stopped) return;
        const text = result.getText();
        const now = Date.now();
        if (text === last.text && now - last.at < REPEAT_MS) return;
        last = { text, at: now };
        onDecodeRef.current(text);
      })
      .then((started) => {
        if (stopped) started.stop();
        else controls = started;
      })
      .catch((reason: unknown) => {
        if (!stopped) setError(cameraErrorText(reason));
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <div className="ui-camera">
      {error ? (
        <Alert tone="danger">{error}</Alert>
      ) : (
        <video ref={videoRef} className="ui-camera__video" aria-label={cameraTexts.preview} muted playsInline />
      )}
      <Button variant="secondary" fullWidth onClick={onClose}>
        {cameraTexts.close}
      </Button>
    </div>
  );
}
