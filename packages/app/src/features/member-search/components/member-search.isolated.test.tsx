import { ApiError } from '@countertop/api';
import type * as ScannerModule from '@countertop/ui/Scanner';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ava } from '@/test/member-summary';
import { renderWithProviders } from '@/test/render-with-providers';
import { MemberSearch, SEARCH_PLACEHOLDER } from './member-search';

// html5-qrcode cannot run in jsdom; the stand-in reads a member pass at the press of a button.
vi.mock('@countertop/ui/Scanner', async (importOriginal) => {
  const scanner = await importOriginal<typeof ScannerModule>();
  return {
    ...scanner,
    Scanner: ({ isOpen, onScan }: { isOpen: boolean; onScan: (text: string) => void }) =>
      isOpen ? (
        <button type="button" onClick={() => onScan('402715938')}>
          Fake pass in front of the camera
        </button>
      ) : null,
  };
});

function withCamera(present: boolean) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: present
      ? {
          enumerateDevices: async () => [{ kind: 'videoinput' }],
          addEventListener: () => {},
          removeEventListener: () => {},
        }
      : undefined,
  });
}

afterEach(() => withCamera(false));

function setup(answer: unknown = ava) {
  const view = renderWithProviders(<MemberSearch />, {
    path: '/giftcards',
    answers: { '/customer/search': answer },
  });
  return { ...view, input: screen.getByPlaceholderText(SEARCH_PLACEHOLDER), user: userEvent.setup() };
}

describe('MemberSearch', () => {
  it('searches the trimmed query on Enter and opens the member, then clears and refocuses the box', async () => {
    const { input, user, calls, router } = setup();
    expect(input).toHaveAccessibleName('Search customers');
    await user.type(input, '  ava.nguyen  {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-details'));
    expect(calls).toEqual([{ path: '/customer/search', body: { query: 'ava.nguyen' } }]);
    expect(router.state.location.state).toEqual({
      member: {
        name: 'Ava Nguyen',
        email: 'ava.nguyen@members.example',
        id: '402715938',
        walletBalance: 10,
        giftCardBalance: 40,
      },
    });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('the search button submits too', async () => {
    const { input, user, calls } = setup();
    await user.type(input, '402715938');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ query: '402715938' });
  });

  it('ignores an empty or blank query', async () => {
    const { input, user, calls } = setup();
    await user.type(input, '{Enter}');
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls).toHaveLength(0);
  });

  it('blocks a second search while one runs', async () => {
    let answer: (value: unknown) => void = () => {};
    const { input, user, calls, router } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.type(input, 'ava.nguyen{Enter}');
    await user.type(input, '{Enter}');
    await user.click(screen.getByRole('button', { name: /Search|Searching/ }));
    expect(calls).toHaveLength(1);
    await act(async () => answer(ava));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-details'));
  });

  it('with no match opens the member screen saying so, clears the query and returns focus', async () => {
    const { input, user, calls, router } = setup(
      new ApiError('Customer not found', 404, 'Customer not found'),
    );
    await user.type(input, ' nobody {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-details'));
    expect(router.state.location.state).toEqual({ notFound: 'nobody' });
    expect(input).toHaveValue('');
    expect(calls).toHaveLength(1);
    expect(input).toHaveFocus();
  });

  it('on another failure stays where it is', async () => {
    const { input, user, router } = setup(new ApiError('Server error', 500, undefined));
    await user.type(input, 'ava{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/giftcards');
  });

  it('has no camera button without a camera', async () => {
    withCamera(false);
    setup();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).not.toBeInTheDocument();
  });

  it('a scanned member pass fills the box and runs the search', async () => {
    withCamera(true);
    const { user, calls, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    await user.click(screen.getByRole('button', { name: 'Fake pass in front of the camera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-details'));
    expect(calls).toEqual([{ path: '/customer/search', body: { query: '402715938' } }]);
    expect(
      screen.queryByRole('button', { name: 'Fake pass in front of the camera' }),
    ).not.toBeInTheDocument();
  });
});
