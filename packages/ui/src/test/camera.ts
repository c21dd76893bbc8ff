import { vi } from 'vitest';

/**
 * Stand-ins for the browser's camera APIs (navigator.mediaDevices, navigator.permissions,
 * isSecureContext) and for html5-qrcode, for the Scanner's jsdom tests. These are browser
 * APIs, not our server: stubbing them is how the fallbacks can be tested without a camera.
 */
export interface FakeCameraOptions {
  secure?: boolean;
  mediaDevices?: boolean;
  devices?: MediaDeviceKind[];
  permission?: PermissionState | 'unsupported';
  getUserMedia?: () => Promise<MediaStream>;
}

export function installCamera({
  secure = true,
  mediaDevices = true,
  devices = ['videoinput'],
  permission = 'granted',
  getUserMedia = () => Promise.resolve({ getTracks: () => [{ stop: () => {} }] } as unknown as MediaStream),
}: FakeCameraOptions = {}) {
  const listeners = new Set<() => void>();
  const permissionStatus = {
    state: permission === 'unsupported' ? 'prompt' : permission,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  const deviceList = { current: devices };
  const deviceListeners = new Set<() => void>();
  const api = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () => deviceList.current.map((kind) => ({ kind }) as MediaDeviceInfo)),
    addEventListener: (_: string, l: () => void) => deviceListeners.add(l),
    removeEventListener: (_: string, l: () => void) => deviceListeners.delete(l),
  };
  const query = vi.fn(async () => {
    if (permission === 'unsupported') throw new TypeError('camera is not a valid permission name');
    return permissionStatus as unknown as PermissionStatus;
  });
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: mediaDevices ? api : undefined,
    configurable: true,
  });
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  return {
    api,
    query,
    /** How many listeners wait for a permission change (the scanner subscribes asynchronously). */
    permissionWatchers: () => listeners.size,
    /**
     * The user changes the permission in the browser's settings; `announced: false` for a browser
     * that does not tell the page (no permission change event), where only a retry notices.
     */
    setPermission(state: PermissionState, { announced = true }: { announced?: boolean } = {}) {
      permissionStatus.state = state;
      if (announced) listeners.forEach((l) => l());
    },
    /** A camera is plugged in or out. */
    setDevices(next: MediaDeviceKind[]) {
      deviceList.current = next;
      deviceListeners.forEach((l) => l());
    },
  };
}

/** What the fake html5-qrcode saw, and handles to play the camera's part. */
export const fakeQr = {
  cameras: [{ id: 'cam-1', label: 'Back camera' }] as { id: string; label: string }[],
  startError: null as unknown,
  instances: [] as FakeHtml5Qrcode[],
  reset() {
    this.cameras = [{ id: 'cam-1', label: 'Back camera' }];
    this.startError = null;
    this.instances = [];
  },
};

export class FakeHtml5Qrcode {
  static getCameras = vi.fn(async () => fakeQr.cameras);
  isScanning = false;
  started: { camera: unknown; config: unknown } | null = null;
  onSuccess: ((text: string) => void) | null = null;
  onError: ((message: string) => void) | null = null;
  stop = vi.fn(async () => {
    this.isScanning = false;
  });
  clear = vi.fn();
  constructor(public elementId: string) {
    fakeQr.instances.push(this);
  }
  async start(
    camera: unknown,
    config: unknown,
    onSuccess: (text: string) => void,
    onError: (message: string) => void,
  ): Promise<null> {
    if (fakeQr.startError) throw fakeQr.startError;
    this.started = { camera, config };
    this.onSuccess = onSuccess;
    this.onError = onError;
    this.isScanning = true;
    return null;
  }
}
