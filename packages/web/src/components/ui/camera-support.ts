/**
 * Whether the phone can scan with its camera, asked before the camera chunk (zxing) loads: no
 * camera API (an insecure page, an old browser), no camera at all (a desktop, a headless test
 * browser) or a camera the user has blocked all show the manual field at once, with the reason.
 */
export const cameraTexts = {
  denied: 'Camera access was denied. Allow the camera in your browser settings, or type the barcode.',
  unavailable: 'No camera is available on this device. Type the barcode instead.',
  failed: 'The camera could not be started. Type the barcode instead.',
} as const;

/** Whether the browser has the camera API at all (it is missing on insecure pages). */
export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The reason the camera cannot be used, or null when it may be tried. Never throws. */
export async function cameraUnavailableReason(): Promise<string | null> {
  if (!hasCameraApi()) return cameraTexts.unavailable;
  try {
    // Lists kinds without asking for permission; an empty list of video inputs is no camera.
    const devices = await navigator.mediaDevices.enumerateDevices?.();
    if (devices && !devices.some((device) => device.kind === 'videoinput')) return cameraTexts.unavailable;
  } catch {
    // Unknown: let getUserMedia answer.
  }
  try {
    const permission = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    if (permission?.state === 'denied') return cameraTexts.denied;
  } catch {
    // Firefox cannot query "camera": let getUserMedia answer.
  }
  return null;
}

/** The reason shown when starting the camera failed (getUserMedia's error names). */
export function cameraErrorText(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return cameraTexts.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return cameraTexts.unavailable;
  return cameraTexts.failed;
}
