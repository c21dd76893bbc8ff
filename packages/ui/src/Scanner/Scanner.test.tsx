import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { isNoCodeError } from './cameraSupport';
import { Scanner, type ScannerProps } from './Scanner';
import { defaultScannerMessages as text } from './scannerMessages';
import { FakeHtml5Qrcode, fakeQr, installCamera } from '../test/camera';
import { useHasVideoInput } from './useHasVideoInput';

vi.mock('html5-qrcode', () => ({ Html5Qrcode: FakeHtml5Qrcode }));

function renderScanner(props: Partial<ScannerProps> = {}) {
  const onClose = vi.fn();
  const onScan = vi.fn();
  const utils = render(<Scanner isOpen onClose={onClose} onScan={onScan} {...props} />);
  return { onClose, onScan, ...utils };
}

// The camera's start passes several awaits and a dynamic import: on a busy machine, more than
// waitFor's default second.
const scanning = () =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.scanning), { timeout: 10_000 });

beforeEach(() => fakeQr.reset());

describe('Scanner fallbacks', () => {
  it('explains an insecure page and closes from Cancel by keyboard', async () => {
    installCamera({ secure: false });
    const user = userEvent.setup();
    const { onClose } = renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.insecure);
    expect(screen.getByRole('dialog', { name: 'Scan QR code' })).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    while (document.activeElement !== cancel) await user.tab();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('explains a browser without camera support and closes on Escape', async () => {
    installCamera({ mediaDevices: false });
    const user = userEvent.setup();
    const { onClose } = renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.unsupported);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('explains a device without a camera', async () => {
    installCamera({ devices: ['audioinput'] });
    renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.noCamera);
  });

  it("says 'No cameras found' when the camera list is empty", async () => {
    installCamera();
    fakeQr.cameras = [];
    renderScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent('No cameras found');
  });
});

describe('Scanner permission', () => {
  it("shows 'Camera Access Required' with Open Settings and Cancel, both reached by keyboard", async () => {
    installCamera({ permission: 'denied' });
    const user = userEvent.setup();
    const onOpenSettings = vi.fn();
    const { onClose } = renderScanner({ onOpenSettings });
    const dialog = await screen.findByRole('dialog', { name: 'Camera Access Required' });
    expect(screen.getByRole('alert')).toHaveTextContent(text.denied);
    const settings = screen.getByRole('button', { name: 'Open Settings' });
    while (document.activeElement !== settings) await user.tab();
    expect(dialog).toContainElement(settings);
    await user.keyboard('{Enter}');
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('tries again from Open Settings once the block is lifted', async () => {
    const camera = installCamera({ permission: 'denied' });
    const user = userEvent.setup();
    renderScanner();
    const openSettings = await screen.findByRole('button', { name: 'Open Settings' });
    // Lifted where the page is not told, as the user does before pressing the button: only the
    // button's retry can find out (lifting it after the press raced the retry's own check).
    camera.setPermission('granted', { announced: false });
    await user.click(openSettings);
    await scanning();
  });

  it('restarts by itself when the permission changes in the browser', async () => {
    const camera = installCamera({ permission: 'denied' });
    renderScanner();
    await screen.findByRole('button', { name: 'Open Settings' });
    // The scanner listens from when the browser answers its permission query, a moment later.
    await waitFor(() => expect(camera.permissionWatchers()).toBe(1));
    act(() => camera.setPermission('granted'));
    await scanning();
  });

  it('asks first when the permission is prompt, then scans', async () => {
    const camera = installCamera({ permission: 'prompt' });
    renderScanner();
    await scanning();
    expect(camera.api.getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
  });

  it('asks when the browser cannot tell the permission', async () => {
    const camera = installCamera({ permission: 'unsupported' });
    renderScanner();
    await scanning();
    expect(camera.api.getUserMedia).toHaveBeenCalled();
  });

  it('goes to the denied state when the prompt is refused, and says so once', async () => {
    installCamera({
      permission: 'prompt',
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    const onDenied = vi.fn();
    renderScanner({ onDenied });
    expect(await screen.findByRole('dialog', { name: 'Camera Access Required' })).toBeInTheDocument();
    // The callback runs in a passive effect, which a loaded machine may flush after the dialog shows.
    await waitFor(() => expect(onDenied).toHaveBeenCalled());
    expect(onDenied).toHaveBeenCalledTimes(1);
  });

  it('says so again when the camera is still blocked after Open Settings', async () => {
    installCamera({ permission: 'denied' });
    const user = userEvent.setup();
    const onDenied = vi.fn();
    renderScanner({ onDenied });
    await user.click(await screen.findByRole('button', { name: 'Open Settings' }));
    await screen.findByRole('button', { name: 'Open Settings' });
    await waitFor(() => expect(onDenied).toHaveBeenCalledTimes(2));
  });
});

describe('Scanner scanning', () => {
  it('starts the rear camera at 10 fps with a 250×250 box and aspect ratio 1', async () => {
    installCamera();
    renderScanner();
    await scanning();
    const [instance] = fakeQr.instances;
    expect(instance?.started).toEqual({
      camera: { facingMode: 'environment' },
      config: { fps: 10, qrbox: { width: 250, height: 250 }, aspectRatio: 1 },
    });
    expect(document.getElementById(instance?.elementId ?? '')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports the first code once and stops the camera', async () => {
    installCamera();
    const { onScan } = renderScanner();
    await scanning();
    const [instance] = fakeQr.instances;
    act(() => {
      instance?.onSuccess?.('M-1001');
      instance?.onSuccess?.('M-1001');
      instance?.onSuccess?.('M-2002');
    });
    expect(onScan).toHaveBeenCalledExactlyOnceWith('M-1001');
    await waitFor(() => expect(instance?.stop).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent(text.done);
  });

  it("ignores 'No QR code found' frames and reports other scan errors", async () => {
    installCamera();
    const onScanError = vi.fn();
    renderScanner({ onScanError });
    await scanning();
    const [instance] = fakeQr.instances;
    instance?.onError?.('No QR code found');
    instance?.onError?.(
      'QR code parse error, error = NotFoundException: No MultiFormat Readers were able to detect the code.',
    );
    expect(onScanError).not.toHaveBeenCalled();
    instance?.onError?.('Something else');
    expect(onScanError).toHaveBeenCalledWith('Something else');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it cannot access the camera when it fails to start, and closes after 3 seconds', async () => {
    installCamera();
    fakeQr.startError = 'Error getting userMedia, error = NotReadableError: Could not start video source';
    // Spying rather than faking the clock: timing-free, so it holds on a busy machine too.
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { onClose } = renderScanner();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.failed));
    // The timer starts in an effect, just after the message is on screen.
    await waitFor(() => expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 3000));
    const closeTimer = setTimeoutSpy.mock.calls.find(([, delay]) => delay === 3000);
    expect(closeTimer).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    act(() => (closeTimer?.[0] as () => void)());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the camera when closed', async () => {
    installCamera();
    const { rerender, onClose, onScan } = renderScanner();
    await scanning();
    rerender(<Scanner isOpen={false} onClose={onClose} onScan={onScan} />);
    await waitFor(() => expect(fakeQr.instances[0]?.stop).toHaveBeenCalled());
  });

  it('has no axe violations while scanning and while denied', async () => {
    installCamera();
    const { unmount } = renderScanner();
    await scanning();
    expect(await axeViolations()).toEqual([]);
    unmount();
    installCamera({ permission: 'denied' });
    renderScanner();
    await screen.findByRole('button', { name: 'Open Settings' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('isNoCodeError', () => {
  it.each([
    ['No QR code found', true],
    [
      'QR code parse error, error = NotFoundException: No MultiFormat Readers were able to detect the code.',
      true,
    ],
    ['No barcode or QR code detected.', true],
    ['Camera failed', false],
  ])('%j → %j', (message, expected) => {
    expect(isNoCodeError(message)).toBe(expected);
  });
});

describe('useHasVideoInput', () => {
  it('tells whether a camera exists and follows plugging in and out', async () => {
    const camera = installCamera({ devices: ['audioinput'] });
    const { result } = renderHook(() => useHasVideoInput());
    expect(result.current).toBe(false);
    act(() => camera.setDevices(['audioinput', 'videoinput']));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => camera.setDevices([]));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('is false without the media devices API', () => {
    installCamera({ mediaDevices: false });
    const { result } = renderHook(() => useHasVideoInput());
    expect(result.current).toBe(false);
  });
});
