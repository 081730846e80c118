/**
 * Take a photo with the phone's camera and upload it (requirements.md 4, 5): a file input that opens the
 * back camera, a progress bar while it uploads, the server's message and "Try again" on failure,
 * then a thumbnail and `onUploaded(fileID)`.
 *
 * With no signal (or when the upload finds none) the photo is kept on the phone instead and
 * `onUploaded` gets its local id: the write that names it uploads it first (lib/photos-on-phone.ts).
 */
import { useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { AppContext } from '../../lib/app-context.tsx';
import { isConnectionFailure } from '../../lib/offline-queue.ts';
import { photoStore } from '../../lib/photo-store.ts';
import { isPhotoOnPhone, keepPhotoOnPhone, photoOnPhoneTexts } from '../../lib/photos-on-phone.ts';
import { uploadFile, uploadTexts } from '../../lib/upload.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface PhotoCaptureProps {
  /** The button's text, e.g. "Take a photo". */
  label: string;
  onUploaded: (fileID: string) => Promise<void> | void;
  /** A photo already taken: shown as the thumbnail. */
  fileID?: string | null;
}

export const photoTexts = {
  uploading: 'Uploading photo',
  tryAgain: 'Try again',
  thumbnail: 'The photo you took',
  uploaded: 'Photo uploaded.',
} as const;

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done' }
  | { kind: 'kept' };

export function PhotoCapture({ label, onUploaded, fileID }: PhotoCaptureProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const userID = useContext(AppContext)?.viewer?.id ?? null;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [pending, setPending] = useState<{ file: File; key: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // Release the object URL of the previous thumbnail.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // A photo kept on this phone (after a reload): its thumbnail comes from the phone, not the server.
  const kept = isPhotoOnPhone(fileID) ? fileID : null;
  useEffect(() => {
    if (kept === null) return;
    let live = true;
    void photoStore
      .get(kept)
      .then((photo) => live && photo && setPreview(URL.createObjectURL(photo.blob)))
      .catch(() => undefined);
    return () => void (live = false);
  }, [kept]);

  /** The server's id, or the local id of the photo kept on the phone when there is no signal. */
  async function store(file: File, key: string): Promise<{ id: string; kept: boolean }> {
    // No one signed in, or a phone that keeps nothing (no IndexedDB): it needs signal, as before.
    const keep = async () => {
      if (userID === null) throw new Error(uploadTexts.offline);
      const id = await keepPhotoOnPhone(file, userID).catch(() => Promise.reject(new Error(uploadTexts.offline)));
      return { id, kept: true };
    };
    if (!navigator.onLine) return keep();
    try {
      const { id } = await uploadFile(file, {
        idempotencyKey: key,
        onProgress: (fraction) => setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      });
      return { id, kept: false };
    } catch (error) {
      if (isConnectionFailure(error)) return keep();
      throw error;
    }
  }

  async function upload(file: File, key: string) {
    setState({ kind: 'uploading', percent: 0 });
    try {
      const { id, kept } = await store(file, key);
      setPreview(URL.createObjectURL(file));
      await onUploaded(id);
      // Kept until here: if onUploaded fails, "Try again" resends with the same key and the
      // server answers the file it already has.
      setPending(null);
      setState({ kind: kept ? 'kept' : 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be picked again later.
    event.target.value = '';
    if (!file) return;
    // A new file gets a new key; "Try again" reuses this one.
    const next = { file, key: crypto.randomUUID() };
    setPending(next);
    void upload(next.file, next.key);
  }

  const uploading = state.kind === 'uploading';
  const thumbnail = preview ?? (fileID && kept === null ? `/api/files/${encodeURIComponent(fileID)}` : null);

  return (
    <div className="ui-photo">
      {/* The step's one action until a photo is there; then retaking is the lesser choice. */}
      <Button
        variant={thumbnail ? 'secondary' : 'primary'}
        fullWidth
        busy={uploading}
        onClick={() => inputRef.current?.click()}
      >
        {label}
      </Button>
      {uploading ? (
        <div className="ui-photo__progress">
          <progress className="ui-photo__bar" max={100} value={state.percent} aria-label={photoTexts.uploading} />
          <span aria-hidden="true">{state.percent}%</span>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert tone="danger">
          <p>{state.message}</p>
          {pending ? (
            <Button variant="secondary" onClick={() => void upload(pending.file, pending.key)}>
              {photoTexts.tryAgain}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <p role="status" className="ui-photo__status">
        {state.kind === 'done' ? photoTexts.uploaded : state.kind === 'kept' ? photoOnPhoneTexts.kept : null}
      </p>
      {thumbnail ? <img className="ui-photo__thumbnail" src={thumbnail} alt={photoTexts.thumbnail} /> : null}
      {/* Last, so it never shifts the spacing of what is shown. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="ui-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        onChange={onChange}
      />
    </div>
  );
}
