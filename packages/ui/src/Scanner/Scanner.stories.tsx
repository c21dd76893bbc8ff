import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { defaultScannerMessages as text } from './scannerMessages';
import { Scanner } from './Scanner';

interface CameraStub {
  secure?: boolean;
  mediaDevices?: boolean;
  hasCamera?: boolean;
  permission?: PermissionState;
  /** What opening the camera does: a drawn test picture, or a refusal. */
  stream?: 'canvas' | 'refuse' | 'busy';
}

/** A moving test picture from a canvas: a real MediaStream, so html5-qrcode runs for real. */
function canvasStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    if (!ctx) return;
    frame += 1;
    ctx.fillStyle = '#1f2937';
    ctx.fillRect(0, 0, 480, 480);
    ctx.fillStyle = '#9ca3af';
    for (let i = 0; i < 8; i++) ctx.fillRect(((i * 60 + frame * 4) % 540) - 60, i * 60, 40, 40);
  };
  draw();
  const timer = setInterval(draw, 100);
  const stream = canvas.captureStream(10);
  stream.getTracks().forEach((track) => track.addEventListener('ended', () => clearInterval(timer)));
  return stream;
}

/**
 * Replaces the browser's camera APIs for one story, as the unit tests do in jsdom, and returns
 * the function that puts them back. Stories then show every state without a real camera.
 */
function stubCamera({
  secure = true,
  mediaDevices = true,
  hasCamera = true,
  permission = 'granted',
  stream = 'canvas',
}: CameraStub) {
  const devices = {
    enumerateDevices: async () =>
      (hasCamera
        ? [{ kind: 'videoinput', deviceId: 'cam-1', label: 'Back camera', groupId: 'g' }]
        : []) as MediaDeviceInfo[],
    getUserMedia: async () => {
      if (stream === 'refuse') throw new DOMException('Permission denied', 'NotAllowedError');
      if (stream === 'busy') throw new DOMException('Could not start video source', 'NotReadableError');
      return canvasStream();
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const status = { state: permission, addEventListener: () => {}, removeEventListener: () => {} };
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: mediaDevices ? devices : undefined,
    configurable: true,
  });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => status },
    configurable: true,
  });
  return () => {
    // Own properties shadowed the browser's getters; deleting them brings the real ones back.
    for (const [target, key] of [
      [window, 'isSecureContext'],
      [navigator, 'mediaDevices'],
      [navigator, 'permissions'],
    ] as const) {
      Reflect.deleteProperty(target, key);
    }
  };
}

const meta = {
  title: 'Components/Scanner',
  component: Scanner,
  tags: ['autodocs'],
  args: { isOpen: true, onClose: fn(), onScan: fn(), onOpenSettings: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Scanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scanning: Story = {
  beforeEach: () => stubCamera({}),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.scanning), {
      timeout: 5000,
    });
  },
};

export const PermissionDenied: Story = {
  beforeEach: () => stubCamera({ permission: 'denied' }),
  play: async ({ args }) => {
    const settings = await screen.findByRole('button', { name: 'Open Settings' });
    await expect(screen.getByRole('dialog', { name: 'Camera Access Required' })).toBeVisible();
    await userEvent.click(settings);
    await expect(args.onOpenSettings).toHaveBeenCalled();
  },
};

export const RefusedAtPrompt: Story = {
  beforeEach: () => stubCamera({ permission: 'prompt', stream: 'refuse' }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Camera Access Required' })).toBeVisible();
  },
};

export const CameraFails: Story = {
  args: { failureCloseDelay: 60_000 },
  beforeEach: () => stubCamera({ stream: 'busy' }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
  },
};

export const InsecurePage: Story = {
  beforeEach: () => stubCamera({ secure: false }),
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(text.insecure);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NotSupported: Story = {
  beforeEach: () => stubCamera({ mediaDevices: false }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(text.unsupported);
  },
};

export const NoCamera: Story = {
  beforeEach: () => stubCamera({ hasCamera: false }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(text.noCamera);
  },
};
