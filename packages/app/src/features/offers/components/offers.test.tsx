import type { Offer } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { localDay, offerEditState } from '../utils/offer-edit-state';
import { OffersScreen } from './offers-screen';

const offer = (over: Partial<Offer>): Offer => ({
  id: 'o1',
  title: 'Flat white Fridays',
  description: 'Any size flat white for $4.',
  expiryDate: '2030-06-30T13:59:59.999Z',
  status: 'Draft',
  images: ['/uploads/a.png'],
  isExpired: false,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  publishedAt: null,
  deletedAt: null,
  ...over,
});

describe('offers', () => {
  it("lists offers with the spec's columns, 'Expired' for a published one past its date, and actions by status", async () => {
    renderWithProviders(<OffersScreen />, {
      answers: {
        '/offer/list': {
          offerList: [
            offer({}),
            offer({ id: 'o2', title: 'Pastry pair', status: 'Published', isExpired: true }),
          ],
          totalCount: 2,
        },
      },
    });
    const table = await screen.findByRole('grid', { name: 'Active Offers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Offer Title', 'Description', 'Valid Till', 'Status', 'Action']);
    const [draft, expired] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(draft!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Flat white Fridays', 'Publish Flat white Fridays', 'Delete Flat white Fridays']);
    expect(expired).toHaveTextContent('Expired');
    expect(
      within(expired!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete Pastry pair']);
  });

  it("shows each title as a link that opens the offer's details, by click or keyboard", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OffersScreen />, {
      answers: { '/offer/list': { offerList: [offer({})], totalCount: 1 } },
    });
    const title = await screen.findByRole('link', { name: 'Flat white Fridays' });
    await user.click(title);
    const dialog = await screen.findByRole('dialog', { name: 'Flat white Fridays' });
    expect(dialog).toHaveTextContent('Any size flat white for $4.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    title.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Flat white Fridays' })).toBeVisible();
  });

  it('edits a draft in place and copies any other offer into a new one', () => {
    expect(offerEditState(offer({})).offer).toMatchObject({ id: 'o1', title: 'Flat white Fridays' });
    expect(offerEditState(offer({ status: 'Published' })).offer).not.toHaveProperty('id');
    expect(offerEditState(offer({})).offer.selectedImages).toEqual([
      { id: '/uploads/a.png', title: '', url: '/uploads/a.png' },
    ]);
    expect(localDay('not a date')).toBe('');
  });
});
