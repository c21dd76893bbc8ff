import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { staffEditState } from '../utils/staff-edit-state';
import { StaffForm } from './staff-form';
import { StaffScreen } from './staff-screen';

const sam = {
  id: 'u1',
  name: 'Sam Patel',
  email: 'sam@example.com',
  phoneNumber: '0413555274',
  isActive: true,
  activeStaff: true,
  chatAccess: true,
  refundLimit: 100,
  dailyRefundLimit: 300,
  canSellGiftcards: true,
};
const jordan = {
  ...sam,
  id: 'u2',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  isActive: false,
  activeStaff: false,
  chatAccess: false,
  refundLimit: 50,
  dailyRefundLimit: 120.5,
  canSellGiftcards: false,
};

describe('staff list', () => {
  it('shows name, phone, e-mail, status, chat access and what they may do with money, and opens the edit screen with the person', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<StaffScreen />, {
      answers: { '/staff/list': { data: { totalItems: [jordan, sam], totalCount: 2 } } },
    });
    const table = await screen.findByRole('grid', { name: 'Staff' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Phone Number',
      'Email',
      'Status',
      'Chat Access',
      'Refund Limits',
      'Sells Gift Cards',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      'Jordan Lee0413 555 274jordan@example.comInactiveNo$50.00 each, $120.50 a dayNo',
    );
    expect(second).toHaveTextContent(
      'Sam Patel0413 555 274sam@example.comActiveYes$100.00 each, $300.00 a dayYes',
    );
    await user.click(within(table).getByRole('button', { name: 'Edit Sam Patel' }));
    expect(router.state.location.state).toEqual(staffEditState(sam));
  });

  it("says 'Failed to load staff data'", async () => {
    renderWithProviders(<StaffScreen />, {
      answers: { '/staff/list': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load staff data');
  });
});

describe('add staff', () => {
  it('has Chat Access off and Active on, and checks name and e-mail with the spec texts', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StaffForm />);
    expect(screen.getByRole('checkbox', { name: 'Chat Access' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows a spinner while saving, then goes back to /staff', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const { calls, router } = renderWithProviders(<StaffForm />, {
      path: '/staff/add',
      answers: { '/staff/add': () => new Promise((resolve) => (answer = resolve)) },
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Patel');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+61 413 555 274');
    await user.click(screen.getByText('Chat Access'));
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(await screen.findByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Sam Patel',
      email: 'sam@example.com',
      phoneNumber: '413 555 274',
      activeStaff: true,
      chatAccess: true,
      refundLimit: '100.00',
      dailyRefundLimit: '300.00',
      canSellGiftcards: true,
    });
    answer({ message: 'Staff member added.', data: sam });
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it("says 'Failed to add staff member' with the server's reason, and stays", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<StaffForm />, {
      path: '/staff/add',
      answers: {
        '/staff/add': new ApiError(
          'Someone in your business already uses this e-mail. Please use another.',
          409,
          'Someone in your business already uses this e-mail. Please use another.',
        ),
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Patel');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(await screen.findByText('Failed to add staff member')).toBeInTheDocument();
    expect(
      screen.getByText('Someone in your business already uses this e-mail. Please use another.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/add');
  });

  it('edits someone: the update carries their id and the flags as set', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StaffForm editing={staffEditState(sam).staff} />, {
      answers: {
        '/staff/update': {
          message: 'Staff member updated.',
          data: { ...sam, isActive: false, activeStaff: false },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Update Staff' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Patel');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('0413 555 274');
    expect(screen.getByRole('checkbox', { name: 'Chat Access' })).toBeChecked();
    await user.click(screen.getByText('Active'));
    await user.click(screen.getByRole('button', { name: 'Update Staff' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        path: '/staff/update',
        body: {
          id: 'u1',
          name: 'Sam Patel',
          email: 'sam@example.com',
          // As the field shows it; the server keeps the digits.
          phoneNumber: '0413 555 274',
          activeStaff: false,
          chatAccess: true,
          refundLimit: '100.00',
          dailyRefundLimit: '300.00',
          canSellGiftcards: true,
        },
      }),
    );
  });
});

describe('staff limits', () => {
  it('starts a new staff member at $100.00, $300.00 a day and gift-card sales on, and says what each does', () => {
    renderWithProviders(<StaffForm />);
    const perRefund = screen.getByRole('textbox', { name: 'Refund limit' });
    const perDay = screen.getByRole('textbox', { name: 'Daily refund limit' });
    const giftCards = screen.getByRole('checkbox', { name: 'Can sell gift cards' });
    expect(perRefund).toHaveValue('100.00');
    expect(perDay).toHaveValue('300.00');
    expect(giftCards).toBeChecked();
    expect(perRefund).toHaveAccessibleDescription(
      'The largest refund they may give at once. A bigger one is refused: you make it yourself.',
    );
    expect(perDay).toHaveAccessibleDescription(
      'What they may refund in one day, all refunds together. Past it, refunds are refused and you get an alert.',
    );
    expect(giftCards).toHaveAccessibleDescription(
      'Untick to leave gift-card sales to you; they can still reward and refund.',
    );
  });

  it("edits someone's limits: the form shows theirs and sends the new ones", async () => {
    const user = userEvent.setup();
    const limited = { ...sam, refundLimit: 50, dailyRefundLimit: 120.5, canSellGiftcards: false };
    const { calls } = renderWithProviders(<StaffForm editing={staffEditState(limited).staff} />, {
      answers: { '/staff/update': { message: 'Staff member updated.', data: limited } },
    });
    const perRefund = screen.getByRole('textbox', { name: 'Refund limit' });
    expect(perRefund).toHaveValue('50.00');
    expect(screen.getByRole('textbox', { name: 'Daily refund limit' })).toHaveValue('120.50');
    expect(screen.getByRole('checkbox', { name: 'Can sell gift cards' })).not.toBeChecked();
    await user.clear(perRefund);
    await user.type(perRefund, '75');
    await user.click(screen.getByText('Can sell gift cards'));
    await user.click(screen.getByRole('button', { name: 'Update Staff' }));
    await waitFor(() =>
      expect(calls[0]?.body).toMatchObject({
        refundLimit: '75',
        dailyRefundLimit: '120.50',
        canSellGiftcards: true,
      }),
    );
  });

  it("refuses an empty limit with the contract's text and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StaffForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Patel');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Daily refund limit' }));
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    expect(screen.getByText('Daily refund limit is required.')).toBeVisible();
    expect(calls).toEqual([]);
    // Focus moves a frame after the messages render (lib/focus-first-invalid.ts).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Daily refund limit' })).toHaveFocus());
  });
});
