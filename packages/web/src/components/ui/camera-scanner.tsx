/**
 * The camera half of the Scanner, in its own chunk: zxing is large and only scan screens load it
 * (architecture.md 8). Import it lazily, never statically.
 *
 * A full-width viewfinder that decodes continuously. A code held in view is reported once: the
 * same text is ignored until it has been out of sight for REPEAT_MS, so a tube kept under the
 * camera after its scan does not come back as "Barcode already scanned.". Where the camera has a
 * torch (MediaStreamTrack capabilities), a toggle lights it; elsewhere there is none.
 */
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { cameraErrorText } from './camera-support.ts';

export interface CameraScannerProps {
  /** Called with each newly seen code. */
  onDecode: (text: string) => void;
  /** The camera could not start: the reason to show beside the manual field. */
  onUnavailable: (reason: string) => void;
}

export const cameraScannerTexts = {
  preview: 'Camera viewfinder',
  aim: 'Hold the barcode inside the frame.',
  torch: 'Torch',
} as const;

/** A code must be out of view this long before it counts as a new scan. */
export const REPEAT_MS = 2000;

/** `torch` is not in the DOM's capability types yet. */
type TorchTrack = Omit<MediaStreamTrack, 'getCapabilities'> & { getCapabilities?: () => { torch?: boolean } };

/** The video track of the stream zxing started, when its camera has a torch. */
function torchTrackOf(video: HTMLVideoElement): TorchTrack | null {
  const stream = video.srcObject;
  if (!stream || typeof (stream as MediaStream).getVideoTracks !== 'function') return null;
  const track = (stream as MediaStream).getVideoTracks()[0] as TorchTrack | undefined;
  return track?.getCapabilities?.().torch === true ? track : null;
}

export default function CameraScanner({ onDecode, onUnavailable }: CameraScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onDecodeRef = useRef(onDecode);
  const onUnavailableRef = useRef(onUnavailable);
  const [torch, setTorch] = useState<{ track: TorchTrack; on: boolean } | null>(null);

  useEffect(() => {
    onDecodeRef.current = onDecode;
    onUnavailableRef.current = onUnavailable;
  }, [onDecode, onUnavailable]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let controls: IScannerControls | null = null;
    let stopped = false;
    let last = { text: '', at: Number.NEGATIVE_INFINITY };
    const reader = new BrowserMultiFormatReader();
    reader
      // No device id: zxing asks for the back camera (facingMode environment).
      .decodeFromVideoDevice(undefined, video, (result) => {
        if (!result || stopped) return;
        const text = result.getText();
        // eslint-disable-next-line no-restricted-syntax -- a debounce of real time: the phone's own clock (ADR 066).
        const now = Date.now();
        const seenJustNow = text === last.text && now - last.at < REPEAT_MS;
        last = { text, at: now };
        if (!seenJustNow) onDecodeRef.current(text);
      })
      .then((started) => {
        if (stopped) {
          started.stop();
          return;
        }
        controls = started;
        const track = torchTrackOf(video);
        if (track) setTorch({ track, on: false });
      })
      .catch((reason: unknown) => {
        if (!stopped) onUnavailableRef.current(cameraErrorText(reason));
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  function toggleTorch() {
    if (!torch) return;
    const on = !torch.on;
    // `torch` is not in the DOM's constraint types yet; browsers without it reject, and the light stays as it was.
    torch.track
      .applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
      .then(() => setTorch({ track: torch.track, on }))
      .catch(() => setTorch(null));
  }

  return (
    <div className="ui-camera">
      <div className="ui-camera__viewfinder">
        <video ref={videoRef} className="ui-camera__video" aria-label={cameraScannerTexts.preview} muted playsInline />
        <span className="ui-camera__frame" aria-hidden="true" />
      </div>
      <p className="ui-camera__aim">{cameraScannerTexts.aim}</p>
      {torch ? (
        <Button variant="secondary" className="ui-camera__torch" aria-pressed={torch.on} onClick={toggleTorch}>
          {cameraScannerTexts.torch}
        </Button>
      ) : null}
    </div>
  );
}
