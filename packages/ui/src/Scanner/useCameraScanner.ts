import type { Html5Qrcode } from 'html5-qrcode';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  cameraSupport,
  classifyCameraError,
  hasVideoInput,
  isNoCodeError,
  queryCameraPermission,
  requestCameraPermission,
  watchCameraPermission,
} from './cameraSupport';

/** Where the scanner is; each status has its own message (`scannerMessages.ts`). */
export type ScannerStatus =
  | 'checking'
  | 'prompt'
  | 'starting'
  | 'scanning'
  | 'done'
  | 'denied'
  | 'insecure'
  | 'unsupported'
  | 'no-camera'
  | 'no-cameras-found'
  | 'failed';

/** The product's scanner settings: 10 frames a second, a 250×250 box, square video, rear camera. */
export const scanConfig = { fps: 10, qrbox: { width: 250, height: 250 }, aspectRatio: 1 } as const;
export const cameraConstraints: MediaTrackConstraints = { facingMode: 'environment' };

interface Options {
  /** Runs the camera while true; stops it when false or on unmount. */
  isActive: boolean;
  /** The id of the element html5-qrcode draws the video into. */
  elementId: string;
  /** Called once with the decoded text; the camera is stopped by then. */
  onScan: (text: string) => void;
  /** Called with scan errors other than "no code in this frame". */
  onScanError?: (message: string) => void;
}

async function stopScanner(scanner: Html5Qrcode): Promise<void> {
  try {
    if (scanner.isScanning) await scanner.stop();
    scanner.clear();
  } catch {
    // Already stopped or never started: nothing to release.
  }
}

/**
 * The camera's life cycle: checks (secure page, camera API, a camera present), permission
 * (asking when the browser says 'prompt'), the camera list, then html5-qrcode scanning until one
 * code is read. html5-qrcode is loaded only here, when a scanner first opens.
 */
export function useCameraScanner({ isActive, elementId, onScan, onScanError }: Options) {
  const [status, setStatus] = useState<ScannerStatus>('checking');
  const [attempt, setAttempt] = useState(0);
  const scanned = useEffectEvent((text: string) => onScan(text));
  const scanError = useEffectEvent((message: string) => onScanError?.(message));

  useEffect(() => {
    if (!isActive) return;
    let cancelled = false;
    let scanner: Html5Qrcode | null = null;
    const set = (next: ScannerStatus) => {
      if (!cancelled) setStatus(next);
    };

    const run = async () => {
      set('checking');
      const support = cameraSupport();
      if (support !== 'ok') return set(support);
      if (!(await hasVideoInput())) return set('no-camera');
      const permission = await queryCameraPermission();
      if (permission === 'denied') return set('denied');
      if (permission === 'prompt') {
        set('prompt');
        const answer = await requestCameraPermission();
        if (answer !== 'granted') return set(answer);
      }
      if (cancelled) return;
      const { Html5Qrcode } = await import('html5-qrcode');
      const cameras = await Html5Qrcode.getCameras().catch(() => null);
      if (cancelled) return;
      if (cameras === null) return set('failed');
      if (cameras.length === 0) return set('no-cameras-found');
      set('starting');
      const instance = new Html5Qrcode(elementId, { verbose: false });
      scanner = instance;
      let hasRead = false;
      try {
        await instance.start(
          cameraConstraints,
          { ...scanConfig },
          (text) => {
            // html5-qrcode keeps decoding until stopped; only the first read counts.
            if (hasRead || cancelled) return;
            hasRead = true;
            set('done');
            void stopScanner(instance);
            scanned(text);
          },
          (message) => {
            if (!isNoCodeError(message)) scanError(message);
          },
        );
        if (cancelled) return void stopScanner(instance);
        if (!hasRead) set('scanning');
      } catch (error) {
        const kind = classifyCameraError(error);
        set(kind === 'denied' ? 'denied' : kind === 'no-camera' ? 'no-camera' : 'failed');
      }
    };
    void run();

    return () => {
      cancelled = true;
      if (scanner) void stopScanner(scanner);
    };
  }, [isActive, elementId, attempt]);

  // While blocked, lifting the block in the browser's settings restarts the scanner by itself.
  useEffect(() => {
    if (!isActive || status !== 'denied') return;
    return watchCameraPermission((state) => {
      if (state !== 'denied') setAttempt((n) => n + 1);
    });
  }, [isActive, status]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}
