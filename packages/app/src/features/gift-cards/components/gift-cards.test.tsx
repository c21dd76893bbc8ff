import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { readGiftCardEditState } from '../utils/gift-card-edit-state';
import { GiftCardForm } from './gift-card-form';
import { GiftCardsScreen } from './gift-cards-screen';

const card = (over: Record<string, unknown>) => ({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  faceValue: 50,
  discount: 10,
  actualValue: 45,
  soldNumber: 3,
  status: 'Draft',
  validity: 365,
  termsOfUse: { useInStore: true, useOnline: true },
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  deletedAt: null,
  ...over,
});
const list = (...cards: ReturnType<typeof card>[]) => ({
  data: { totalItems: cards, totalCount: cards.length },
});

describe('gift cards', () => {
  it("lists the active cards with the spec's columns, 'N Days' or 'Never Expires', and actions by status", async () => {
    renderWithProviders(<GiftCardsScreen />, {
      answers: {
        '/giftcard/list': list(
          card({}),
          card({
            id: 'ffee0000-0000-4000-8000-000000000002',
            status: 'Published',
            validity: null,
            faceValue: 100,
          }),
        ),
      },
    });
    const table = await screen.findByRole('grid', { name: 'Active Giftcards' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['GC ID', 'Amount', 'Discount', 'Sold', 'Status', 'Validity', 'Actions']);
    const [draft, published] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(draft).toHaveTextContent('GC-1A2B3C4D$50.0010%3Draft365 Days');
    expect(
      within(draft!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit GC-1A2B3C4D', 'Publish GC-1A2B3C4D', 'Delete GC-1A2B3C4D']);
    expect(published).toHaveTextContent('Never Expires');
    expect(
      within(published!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete GC-FFEE0000']);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("shows each GC ID as a link that opens the card's details, by click or keyboard (issue 23 item 8)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftCardsScreen />, { answers: { '/giftcard/list': list(card({})) } });
    const id = await screen.findByRole('link', { name: 'GC-1A2B3C4D' });
    await user.click(id);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1a2b3c4d-0000-4000-8000-000000000001');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    id.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it("shows Past cards with 'Deleted On' and no actions, and 'No gift cards found' when empty", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<GiftCardsScreen />, {
      answers: {
        '/giftcard/list': (body: { status: string[] }) =>
          body.status.includes('Deleted')
            ? list(card({ status: 'Deleted', deletedAt: '2026-06-10T00:00:00.000Z' }))
            : list(),
      },
    });
    expect(await screen.findByText('No gift cards found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Giftcards' }));
    const table = await screen.findByRole('grid', { name: 'Past Giftcards' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Deleted On');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((c) => c.body)).toContainEqual({ offset: 0, limit: 10, status: ['Deleted'] });
  });

  it('warns under 3 years without a discount, and says what each empty field needs', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<GiftCardForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Amount is required and must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Discount must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid number of days')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /^Number of days/ }), '700');
    expect(screen.getByRole('status')).toHaveTextContent('at least 3 years');
    await user.type(screen.getByRole('textbox', { name: /^Discount/ }), '5');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.clear(screen.getByRole('textbox', { name: /^Discount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Number of days/ }), '0');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a discount of 0 and sends Face value as discount null', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<GiftCardForm />, {
      answers: { '/giftcard/add': { message: 'Gift card saved as a draft.', data: card({}) } },
    });
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '40');
    await user.type(screen.getByRole('textbox', { name: /^Discount/ }), '0');
    await user.click(screen.getByText('Never expires'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Discount must be between 0 and 100')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByText('Face value'));
    expect(screen.queryByRole('textbox', { name: /^Discount/ })).not.toBeInTheDocument();
    expect(screen.getByText('Actual Amount, what the customer pays: $40.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ discount: null })]),
    );
  });

  it('keeps a refusal to publish on the form', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@countertop/api');
    renderWithProviders(<GiftCardForm />, {
      answers: {
        '/giftcard/addandpublish': new ApiError('Your plan allows 5 published gift cards.', 409, undefined),
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '20');
    await user.click(screen.getByText('Face value'));
    await user.click(screen.getByText('Never expires'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan allows 5 published gift cards.');
  });

  it('reads the edit state the list passes, and ignores anything else', () => {
    expect(
      readGiftCardEditState({ giftCard: { id: 'g1', amount: 20, discount: 0, validity: 'never' } }),
    ).toEqual({
      id: 'g1',
      amount: '20',
      pricing: 'faceValue',
      discount: '',
      validity: 'never',
      validityDays: '',
    });
    expect(readGiftCardEditState({ isNew: true })).toBeUndefined();
    expect(readGiftCardEditState(null)).toBeUndefined();
  });
});
