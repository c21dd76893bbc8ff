import { useEffect, useState } from 'react';
import { hasVideoInput } from './cameraSupport';

/**
 * Whether the device has any camera (a `videoinput` device), kept up to date as cameras are
 * plugged in or out. False until known, so a camera button appears only once there is a camera.
 *
 * ```tsx
 * const hasCamera = useHasVideoInput();
 * {hasCamera && <IconButton label="Scan a QR code" onPress={openScanner}><CameraIcon /></IconButton>}
 * ```
 */
export function useHasVideoInput(): boolean {
  const [hasCamera, setHasCamera] = useState(false);
  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices) return;
    let active = true;
    const check = () => {
      void hasVideoInput().then((result) => {
        if (active) setHasCamera(result);
      });
    };
    check();
    devices.addEventListener?.('devicechange', check);
    return () => {
      active = false;
      devices.removeEventListener?.('devicechange', check);
    };
  }, []);
  return hasCamera;
}
