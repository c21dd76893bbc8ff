import { useCallback, useState } from 'react';

export interface Coordinates {
  latitude: string;
  longitude: string;
}

export const LOCATION_TEXT = {
  button: 'Use my location',
  locating: 'Finding your location',
  denied: 'Location access was denied. Type the coordinates instead.',
  failed: 'Your location could not be found. Type the coordinates instead.',
} as const;

/** Decimal degrees to six places: about 10 cm, far finer than a shopfront. */
const degrees = (value: number) => value.toFixed(6);

/**
 * The browser's position as decimal-degree text for the coordinate fields. Only offered where the
 * browser can give one: geolocation needs a secure page (https or localhost), so a shop that opens
 * the app over plain http on its network types the coordinates.
 */
export function useCurrentLocation() {
  const isAvailable =
    typeof navigator !== 'undefined' && 'geolocation' in navigator && globalThis.isSecureContext !== false;
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(
    () =>
      new Promise<Coordinates | null>((resolve) => {
        setIsLocating(true);
        setError(null);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setIsLocating(false);
            resolve({
              latitude: degrees(position.coords.latitude),
              longitude: degrees(position.coords.longitude),
            });
          },
          (failure) => {
            setIsLocating(false);
            setError(
              failure.code === failure.PERMISSION_DENIED ? LOCATION_TEXT.denied : LOCATION_TEXT.failed,
            );
            resolve(null);
          },
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
        );
      }),
    [],
  );

  return { isAvailable, isLocating, error, locate };
}
