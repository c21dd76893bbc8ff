import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { TiersSection } from './tiers-section';

const silver = { id: 't1', name: 'Silver', minSpendAmount: 100, multiplier: 1.5 };
const gold = { id: 't2', name: 'Gold', minSpendAmount: 300, multiplier: 2 };
const saved = (tiers: object[]) => ({ message: 'Tiers updated.', data: tiers });

describe('the tiers of the reward plan', () => {
  it('lists the tiers lowest first; staff get no edit button', async () => {
    renderWithProviders(<TiersSection canEdit={false} />, {
      answers: { '/tiers': { data: [silver, gold] } },
    });
    const table = await screen.findByRole('grid', { name: 'Tiers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Silver$100.00×1.50', 'Gold$300.00×2.00']);
    expect(screen.queryByRole('button', { name: 'Edit Tiers' })).not.toBeInTheDocument();
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    const { unmount } = renderWithProviders(<TiersSection canEdit />, {
      answers: { '/tiers': { data: [] } },
    });
    expect(await screen.findByText(/^No tiers/)).toBeVisible();
    unmount();
    renderWithProviders(<TiersSection canEdit />, {
      answers: { '/tiers': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tiers');
  });

  it('the owner adds a tier and saves the whole set', async () => {
    const user = userEvent.setup();
    let after: object[] = [silver];
    const { calls } = renderWithProviders(<TiersSection canEdit />, {
      answers: {
        '/tiers': () => ({ data: after }),
        '/tiers/update': () => {
          after = [silver, { ...gold, multiplier: 2.25 }];
          return saved(after);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Tiers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tiers' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    await user.type(within(second).getByRole('textbox', { name: /^Name/ }), 'Gold');
    await user.type(within(second).getByRole('textbox', { name: /^Minimum spend/ }), '300');
    const multiplier = within(second).getByRole('textbox', { name: /^Points multiplier/ });
    await user.clear(multiplier);
    await user.type(multiplier, '2.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/tiers/update')?.body).toEqual({
      tiers: [
        { name: 'Silver', minSpendAmount: '100.00', multiplier: 1.5 },
        { name: 'Gold', minSpendAmount: '300', multiplier: 2.25 },
      ],
    });
    const table = await screen.findByRole('grid', { name: 'Tiers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it("refuses what the server would, with the server's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<TiersSection canEdit />, {
      answers: { '/tiers': { data: [silver, gold] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Tiers' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tiers' });
    const second = within(dialog).getByRole('group', { name: 'Tier 2' });
    const name = within(second).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'silver');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tier names must be different');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Every tier needs a name/));

    await user.click(within(dialog).getByRole('button', { name: 'Remove Tier 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/tiers/update')).toBe(false);
  });
});
