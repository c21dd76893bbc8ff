import { ApiError } from '@countertop/api';
import { formatDateTime } from '@countertop/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DevicesScreen } from './devices-screen';

const device = (over: Record<string, unknown>) => ({
  uuid: 'd1',
  name: 'Chrome on Linux',
  displayName: 'Counter 1 - Web',
  platform: 'Linux',
  isOwnerDevice: true,
  isCurrentDevice: false,
  userName: 'Olivia Chen',
  userType: 'B',
  lastSignInAt: '2026-06-15T05:04:00.000Z',
  lastActiveAt: '2026-06-15T05:04:00.000Z',
  isSignedIn: true,
  ...over,
});

const list = (...devices: ReturnType<typeof device>[]) => ({
  data: { totalItems: devices, totalCount: devices.length },
});

describe('devices', () => {
  it('tells apart two sign-ins on one browser by when, last use and whether still signed in', async () => {
    renderWithProviders(<DevicesScreen />, {
      answers: {
        '/device/list': list(
          device({ uuid: 'd1', displayName: '', isCurrentDevice: true }),
          device({
            uuid: 'd2',
            displayName: '',
            lastSignInAt: '2026-06-14T23:00:00.000Z',
            lastActiveAt: '2026-06-15T01:30:00.000Z',
            isSignedIn: false,
          }),
        ),
      },
    });
    const table = await screen.findByRole('grid', { name: 'Devices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [current, earlier] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(current).toHaveTextContent('Chrome on Linux This device');
    expect(current).not.toHaveTextContent('Signed out');
    expect(earlier).toHaveTextContent('Chrome on Linux Signed out');
    expect(earlier).toHaveTextContent(`Olivia Chen, signed in ${formatDateTime('2026-06-14T23:00:00.000Z')}`);
    expect(earlier).toHaveTextContent(`Last active ${formatDateTime('2026-06-15T01:30:00.000Z')}`);
  });

  it('lists each device with its name, platform and status, the current one marked', async () => {
    renderWithProviders(<DevicesScreen />, {
      answers: {
        '/device/list': list(
          device({ uuid: 'd1', isCurrentDevice: true }),
          device({
            uuid: 'd2',
            displayName: '',
            name: 'Safari on iPad',
            platform: 'iPadOS',
            isOwnerDevice: false,
            userName: 'Sam Patel',
            userType: 'S',
          }),
        ),
      },
    });
    const table = await screen.findByRole('grid', { name: 'Devices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Device Name', 'Platform', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Counter 1 - Web This device');
    expect(rows[0]).toHaveTextContent('Owner Device');
    expect(rows[1]).toHaveTextContent('Safari on iPad');
    expect(rows[1]).toHaveTextContent('Sam Patel, signed in');
    expect(rows[1]).toHaveTextContent('Regular Device');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Delete Safari on iPad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("says 'Failed to load devices data' and shows no rows", async () => {
    renderWithProviders(<DevicesScreen />, {
      answers: { '/device/list': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load devices data');
    expect(screen.getByText('No devices found')).toBeInTheDocument();
  });

  it('deletes a device only after the confirmation, and lists again', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = renderWithProviders(<DevicesScreen />, {
      answers: {
        '/device/list': () => (deleted ? list() : list(device({ uuid: 'd9', displayName: 'Back Tablet' }))),
        '/device/delete': () => {
          deleted = true;
          return { message: 'Device deleted.', signedOut: false };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Back Tablet' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this device?' });
    expect(confirm).toHaveTextContent('Anyone signed in on Back Tablet is signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/device/delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Back Tablet' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/device/delete')?.body).toEqual({ uuid: 'd9' });
    expect(await screen.findByText('No devices found')).toBeInTheDocument();
  });

  it('deleting the device in use says so first, then signs out and goes to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 't');
    const { router, session } = renderWithProviders(<DevicesScreen />, {
      path: '/devices',
      answers: {
        '/device/list': list(device({ uuid: 'me', isCurrentDevice: true })),
        '/device/delete': { message: 'Signed out.', signedOut: true },
        '/logout': { message: 'ok' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Counter 1 - Web' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This is the device you are using now');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getSnapshot().token).toBeNull();
  });
});
