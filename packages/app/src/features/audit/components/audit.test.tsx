import type { AuditEvent } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuditScreen } from './audit-screen';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  action: 'sign-in',
  actorName: 'Olivia Owner',
  actorType: 'B',
  subject: null,
  ipAddress: '203.0.113.7',
  deviceUuid: 'web-1',
  deviceName: 'Counter 1 - Web',
  userAgent: 'Mozilla/5.0',
  details: { userType: 'B' },
  createdAt: '2026-11-24T04:05:00.000Z',
  ...overrides,
});

const refund = event({
  id: '3',
  action: 'refund',
  actorName: 'Sam Patel',
  actorType: 'S',
  subject: 'rf-1',
  details: { customerId: '402715938', amountCents: 750 },
});
const staffChange = event({
  id: '2',
  action: 'staff-updated',
  subject: 'u2',
  details: { email: 'sam@example.com', activeStaff: false, chatAccess: true },
});
const wrongCode = event({
  id: '1',
  action: 'code-check-failed',
  actorName: null,
  actorType: null,
  subject: 'u1',
  deviceUuid: null,
  deviceName: null,
  details: { userType: 'B', email: 'owner@example.com' },
});

const staff = {
  id: '7d1b6a86-4c39-4c53-9d6a-0c7f0f7c5a11',
  name: 'Sam Patel',
  email: 'sam@example.com',
  phoneNumber: '',
  isActive: true,
  activeStaff: true,
  chatAccess: false,
  refundLimit: 100,
  dailyRefundLimit: 300,
  canSellGiftcards: true,
};
const OWNER_ID = '1f0e6f7a-2b7e-4a55-8d2b-3a6f1c0d9e22';

const answers = {
  '/audit/list': { events: [refund, staffChange, wrongCode], totalCount: 3 },
  '/staff/list': { data: { totalItems: [staff], totalCount: 1 } },
  '/audit/export': 'Date,Person\n',
};

function renderAudit() {
  const view = renderWithProviders(<AuditScreen />, { answers });
  view.session.signIn('t', {
    id: OWNER_ID,
    userType: 'B',
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    chatAccess: false,
    business: { id: 'b1', userName: 'harbourlane', name: 'Harbour Lane' },
  });
  return view;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const listBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/audit/list').map((c) => c.body);

afterEach(() => vi.restoreAllMocks());

describe('audit screen', () => {
  it('shows who, what in words, about what, where from and when, newest first', async () => {
    const { calls } = renderAudit();
    const table = await screen.findByRole('grid', { name: 'Audit trail' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'About', 'Where from']);
    const [first, second, third] = rowsOf(table);
    expect(first).toHaveTextContent(
      'Sam Patel (Staff)RefundAmount: $7.50Member 402715938203.0.113.7Counter 1 - Web',
    );
    expect(second).toHaveTextContent('Staff member changedActive: No; Chat access: Yessam@example.com');
    expect(third).toHaveTextContent(
      'Not signed inWrong sign-in codeowner@example.com203.0.113.7Unknown device',
    );
    expect(listBodies(calls)[0]).toEqual({ offset: 0, limit: 10 });
  });

  it('narrows by person and kind from the keyboard, starting again at page 1, and clears', async () => {
    const user = userEvent.setup();
    const { calls } = renderAudit();
    await screen.findByRole('grid', { name: 'Audit trail' });

    await user.click(screen.getByRole('button', { name: /^Person/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Everyone',
      'Olivia Owner (Owner)',
      'Sam Patel (Staff)',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({ offset: 0, limit: 10, actorUserId: staff.id }),
    );

    screen.getByRole('button', { name: /^Kind/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Refund' }));
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({
        offset: 0,
        limit: 10,
        actorUserId: staff.id,
        action: ['refund'],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listBodies(calls).at(-1)).toEqual({ offset: 0, limit: 10 }));
  });

  it('narrows to days typed in the calendars', async () => {
    const user = userEvent.setup();
    const { calls } = renderAudit();
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    await user.click(await screen.findByRole('option', { name: 'Choose dates' }));
    const from = within(await screen.findByRole('group', { name: 'From date' })).getAllByRole(
      'spinbutton',
    )[0]!;
    await user.click(from);
    await user.keyboard('01112026');
    const to = within(screen.getByRole('group', { name: 'To date' })).getAllByRole('spinbutton')[0]!;
    await user.click(to);
    await user.keyboard('30112026');
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({
        offset: 0,
        limit: 10,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it("narrows to a recent span ending today, which the server counts on the shop's calendar", async () => {
    const user = userEvent.setup();
    const { calls } = renderAudit();
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Any time',
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Choose dates',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({
        offset: 0,
        limit: 10,
        span: 'last7',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    await user.click(await screen.findByRole('option', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({ offset: 0, limit: 10, span: 'yesterday' }),
    );
  });

  it('says a From date after the To date on the field and asks nothing for it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAudit();
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: /^Dates/ }));
    await user.click(await screen.findByRole('option', { name: 'Choose dates' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'From date' })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('02112026');
    await user.click(within(screen.getByRole('group', { name: 'To date' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01112026');
    expect(await screen.findByText('From date must be on or before To date')).toBeVisible();
    expect(listBodies(calls).some((body) => (body as { to?: string }).to === '2026-11-01')).toBe(false);
  });

  it('exports the events that pass the filters', async () => {
    const user = userEvent.setup();
    // jsdom has no Blob URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = renderAudit();
    await screen.findByRole('grid', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: /^Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Staff member changed' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('audit-trail.csv');
    expect(calls.find((c) => c.path === '/audit/export')?.body).toEqual({ action: ['staff-updated'] });
  });
});
