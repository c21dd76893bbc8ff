import { CameraOff } from 'lucide-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import { scanner } from '../intl/en-AU/scanner';
import { scannerMessages } from '../intl/en-AU/scannerMessages';
import type { ScannerMessages } from './scannerMessages';
import { useCameraScanner, type ScannerStatus } from './useCameraScanner';
import * as styles from './Scanner.css';

export interface ScannerProps {
  /** Whether the scanner is open; the camera runs only while it is. */
  isOpen: boolean;
  /** Called when the scanner should close: Cancel, Escape, the close button, or 3 s after a camera failure. */
  onClose: () => void;
  /** Called once with the decoded text of the first code read; the camera has stopped by then. */
  onScan: (text: string) => void;
  /** Heading of the dialog. @default 'Scan QR code' (localised) */
  title?: string;
  /**
   * Runs on 'Open Settings' in the denied state. Web pages cannot open browser settings, so by
   * default it asks for the camera again (after the user lifted the block). @default retry
   */
  onOpenSettings?: () => void;
  /** Replaces any of the default (localised) texts. */
  messages?: Partial<ScannerMessages>;
  /** Called with decoding errors other than "no code in this frame" (which are ignored). */
  onScanError?: (message: string) => void;
  /**
   * Called each time the scanner finds the camera blocked, already or when the browser's prompt
   * is refused: e.g. to also say so in a toast.
   */
  onDenied?: () => void;
  /** Milliseconds the failure message shows before `onClose`. @default 3000 */
  failureCloseDelay?: number;
}

/** States that show the viewfinder (the camera is, or is about to be, running). */
const cameraStates: ReadonlySet<ScannerStatus> = new Set([
  'checking',
  'prompt',
  'starting',
  'scanning',
  'done',
]);
const busyStates: ReadonlySet<ScannerStatus> = new Set(['checking', 'prompt', 'starting']);

/** The text for a fallback state, or undefined while the camera path is going fine. */
function fallbackText(status: ScannerStatus, m: ScannerMessages): string | undefined {
  switch (status) {
    case 'insecure':
      return m.insecure;
    case 'unsupported':
      return m.unsupported;
    case 'no-camera':
      return m.noCamera;
    case 'no-cameras-found':
      return m.noCamerasFound;
    case 'failed':
      return m.failed;
    default:
      return undefined;
  }
}

/**
 * A modal camera scanner for QR codes and barcodes (html5-qrcode: 10 fps, 250×250 scan box,
 * square video, rear camera). It checks the page and the camera first and explains each dead
 * end in words (insecure page, no camera API, no camera, access denied); it reads one code,
 * stops the camera and reports it. See Scanner.accessibility.md.
 *
 * ```tsx
 * <Scanner isOpen={scanning} onClose={() => setScanning(false)}
 *   onScan={(text) => { setScanning(false); search(text); }} />
 * ```
 */
export function Scanner({
  isOpen,
  onClose,
  onScan,
  title: ownTitle,
  onOpenSettings,
  messages,
  onScanError,
  onDenied,
  failureCloseDelay = 3000,
}: ScannerProps) {
  const readerId = useId();
  const strings = useUiStrings('scanner', scanner);
  const commonStrings = useUiStrings('common', common);
  const messageStrings = useUiStrings('scannerMessages', scannerMessages);
  const title = ownTitle ?? strings.format('title');
  const keys = Object.keys(scannerMessages) as (keyof ScannerMessages)[];
  const m: ScannerMessages = {
    ...(Object.fromEntries(keys.map((key) => [key, messageStrings.format(key)])) as Record<
      keyof ScannerMessages,
      string
    >),
    ...messages,
  };
  const { status, retry } = useCameraScanner({ isActive: isOpen, elementId: readerId, onScan, onScanError });
  const close = useEffectEvent(onClose);
  const denied = useEffectEvent(() => onDenied?.());

  // The spec's failure path: say why, then close by itself.
  useEffect(() => {
    if (!isOpen || status !== 'failed') return;
    const timer = setTimeout(() => close(), failureCloseDelay);
    return () => clearTimeout(timer);
  }, [isOpen, status, failureCloseDelay]);

  const isDenied = status === 'denied';
  useEffect(() => {
    if (isOpen && isDenied) denied();
  }, [isOpen, isDenied]);

  const fallback = fallbackText(status, m);
  const progress =
    status === 'checking'
      ? m.checking
      : status === 'prompt'
        ? m.prompt
        : status === 'starting'
          ? m.starting
          : status === 'scanning'
            ? m.scanning
            : status === 'done'
              ? m.done
              : '';

  return (
    <Dialog
      title={isDenied ? m.deniedTitle : title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      size="sm"
      footer={
        <>
          <Button onPress={onClose}>{commonStrings.format('cancel')}</Button>
          {isDenied && (
            <Button variant="primary" onPress={onOpenSettings ?? retry}>
              {strings.format('openSettings')}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body} data-status={status}>
        <div className={styles.viewfinder} data-hidden={cameraStates.has(status) ? undefined : ''}>
          {/* html5-qrcode's video: meaningless to screen readers, the status line says what happens. */}
          <div id={readerId} className={styles.reader} aria-hidden="true" />
          {busyStates.has(status) && (
            <div className={styles.overlay}>
              <Spinner label={progress} />
            </div>
          )}
        </div>
        {(isDenied || fallback) && (
          <div className={styles.notice} role="alert">
            <span className={styles.noticeIcon} aria-hidden="true">
              <CameraOff size={24} />
            </span>
            <p className={styles.noticeText}>{isDenied ? m.denied : fallback}</p>
            {isDenied && <p className={styles.noticeHint}>{m.deniedHint}</p>}
          </div>
        )}
        {/* Always present, so changes of its text are announced (a live region must exist first). */}
        <p className={styles.status} role="status">
          {cameraStates.has(status) ? progress : ''}
        </p>
      </div>
    </Dialog>
  );
}
