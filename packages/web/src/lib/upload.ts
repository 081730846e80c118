/**
 * Photo upload to POST /api/files (server/src/http/files-route.ts): the raw file as the body, its
 * type as Content-Type, and an Idempotency-Key so a retry of the same file stores it once.
 * XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
import { ApiError } from './api.ts';

export interface UploadOptions {
  /** Share of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Keep the same key when retrying the same file. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

export const uploadTexts = {
  offline: 'You seem to be offline. Check your connection and try again.',
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

export function uploadFile(file: Blob, { onProgress, idempotencyKey, signal }: UploadOptions): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.fileID === 'string') {
        onProgress?.(1);
        resolve({ id: body.fileID });
        return;
      }
      reject(new ApiError(body?.error?.code ?? 'internal', body?.error?.message ?? uploadTexts.failed, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError('network', uploadTexts.offline, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

interface UploadAnswer {
  fileID?: unknown;
  error?: { code?: ApiError['code']; message?: string };
}

function parse(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}
