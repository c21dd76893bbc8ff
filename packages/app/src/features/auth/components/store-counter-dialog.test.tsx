import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { StoreCounterDialog } from './store-counter-dialog';

const address = {
  line1: '1 Alfred St',
  line2: '',
  city: 'Sydney',
  state: 'NSW',
  country: 'Australia',
  pinCode: '2000',
};
const store = (id: string, name: string, counters: string[]) => ({
  id,
  name,
  counters,
  phoneNumber: '',
  website: '',
  isOperational: true,
  isPrimary: id === 's1',
  category: 'Cafe',
  address,
  latitude: null,
  longitude: null,
});
const list = (...stores: ReturnType<typeof store>[]) => ({
  data: { totalItems: stores, totalCount: stores.length },
});

function renderDialog(answer: unknown, selected: unknown = { message: 'Store and counter selected' }) {
  const view = renderWithProviders(<StoreCounterDialog isOpen />, {
    answers: { '/store/list': answer, '/session/counter': selected },
  });
  view.session.restore();
  return view;
}

describe('StoreCounterDialog', () => {
  it('chooses the only store by itself and continues once a counter is chosen', async () => {
    const user = userEvent.setup();
    const { session, router, calls } = renderDialog(
      list(store('s1', 'Circular Quay', ['Counter 1', 'Counter 2'])),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Store & Counter' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Store/ })).toHaveTextContent('Circular Quay'),
    );
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: /^Counter/ }));
    await user.click(await screen.findByRole('option', { name: 'Counter 2' }));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    await waitFor(() => expect(session.getSnapshot().store).not.toBeNull());
    expect(calls.at(-1)).toEqual({ path: '/session/counter', body: { storeId: 's1', counter: 'Counter 2' } });
    expect(session.getSnapshot().store).toEqual({
      storeId: 's1',
      storeName: 'Circular Quay',
      counter: 'Counter 2',
      isOperational: true,
      address,
    });
    expect(JSON.parse(localStorage.getItem('store') ?? 'null')).toMatchObject({ counter: 'Counter 2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays open, choosing nothing, when the server refuses the choice', async () => {
    const user = userEvent.setup();
    const { session, router } = renderDialog(
      list(store('s1', 'Circular Quay', ['Counter 1'])),
      new ApiError('Counter not found', 404, 'Counter not found'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Store & Counter' });
    await user.click(within(dialog).getByRole('button', { name: /^Counter/ }));
    await user.click(await screen.findByRole('option', { name: 'Counter 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(session.getSnapshot().store).toBeNull();
    expect(localStorage.getItem('store')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for a store choice when there are several', async () => {
    renderDialog(list(store('s1', 'Circular Quay', ['Counter 1']), store('s2', 'Surry Hills', ['Front'])));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Store/ })).toHaveTextContent('Select a store'),
    );
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says so when the stores cannot be loaded', async () => {
    renderDialog(new ApiError('Something went wrong', 500, undefined));
    expect(await screen.findByText('Failed to load stores. Please try again.')).toBeVisible();
  });
});
