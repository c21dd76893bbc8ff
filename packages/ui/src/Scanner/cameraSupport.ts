/**
 * Browser checks around the camera, apart from the UI so each can be tested with a stubbed
 * `navigator`. None of them throws: a browser that lacks an API gets the fallback answer.
 */

/** Whether the page may use the camera at all. */
export type CameraSupport = 'ok' | 'insecure' | 'unsupported';

/** Browsers expose the camera only in a secure context: HTTPS, or localhost for development. */
export function isSecurePage(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.isSecureContext === 'boolean') return window.isSecureContext;
  const { protocol, hostname } = window.location;
  return (
    protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  );
}

export function cameraSupport(): CameraSupport {
  if (!isSecurePage()) return 'insecure';
  if (typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    return 'unsupported';
  }
  return 'ok';
}

/** Whether any camera is plugged in. Works before permission: devices are listed, unnamed. */
export async function hasVideoInput(): Promise<boolean> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof devices?.enumerateDevices !== 'function') return false;
  try {
    return (await devices.enumerateDevices()).some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

export type CameraPermission = 'granted' | 'denied' | 'prompt';

/**
 * The camera permission as the browser reports it. Browsers without the Permissions API, or
 * without 'camera' in it (older Firefox and Safari), answer 'prompt': asking is then the only way
 * to find out.
 */
export async function queryCameraPermission(): Promise<CameraPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/** Calls `onChange` when the user changes the camera permission in the browser; returns an unsubscribe. */
export function watchCameraPermission(onChange: (state: CameraPermission) => void): () => void {
  let status: PermissionStatus | undefined;
  let stopped = false;
  const listener = () => status && onChange(status.state);
  navigator.permissions
    ?.query({ name: 'camera' as PermissionName })
    .then((s) => {
      if (stopped) return;
      status = s;
      s.addEventListener('change', listener);
    })
    .catch(() => {});
  return () => {
    stopped = true;
    status?.removeEventListener('change', listener);
  };
}

export type PermissionRequestResult = 'granted' | 'denied' | 'no-camera' | 'failed';

/** Error names from getUserMedia, as the spec defines them, sorted by what they mean here. */
export function classifyCameraError(error: unknown): Exclude<PermissionRequestResult, 'granted'> {
  // html5-qrcode wraps the DOMException in a string ("Error getting userMedia, error = NotAllowedError…").
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/NotAllowedError|SecurityError|Permission denied|PermissionDeniedError/i.test(text)) return 'denied';
  if (/NotFoundError|OverconstrainedError|DevicesNotFoundError|Requested device not found/i.test(text)) {
    return 'no-camera';
  }
  return 'failed';
}

/** Shows the browser's permission prompt by opening the camera once, then closes it again. */
export async function requestCameraPermission(): Promise<PermissionRequestResult> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    stream.getTracks().forEach((track) => track.stop());
    return 'granted';
  } catch (error) {
    return classifyCameraError(error);
  }
}

/**
 * html5-qrcode reports every frame without a code as an error ("No QR code found", or ZXing's
 * NotFoundException). Those are the normal state of a scanner looking at nothing.
 */
export function isNoCodeError(message: string): boolean {
  return /No QR code found|NotFoundException|No MultiFormat Readers|No barcode or QR code detected/i.test(
    message,
  );
}
