import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { storeEditState } from '../utils/store-edit-state';
import { StoreForm } from './store-form';
import { StoresScreen } from './stores-screen';

const quay = {
  id: 's1',
  name: 'Circular Quay',
  counters: ['Counter 1', 'Counter 2'],
  phoneNumber: '0292514410',
  website: '',
  isOperational: true,
  isPrimary: true,
  category: 'Cafe',
  address: {
    line1: 'Shop 4',
    line2: '31 Alfred St',
    city: 'Sydney',
    state: 'NSW',
    country: 'AU',
    pinCode: '2000',
  },
  latitude: -33.861,
  longitude: 151.211,
};
const darwin = {
  ...quay,
  id: 's2',
  name: 'Darwin Wharf',
  counters: ['Counter 1'],
  website: 'https://example.com/darwin',
  isOperational: false,
  isPrimary: false,
  address: {
    line1: '1 Kitchener Dr',
    line2: '',
    city: 'Darwin',
    state: 'NT',
    country: 'AU',
    pinCode: '0800',
  },
};

describe('stores list', () => {
  it('shows the columns of the spec, and a row opens Store Details', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StoresScreen />, {
      answers: { '/store/list': { data: { totalItems: [quay, darwin], totalCount: 2 } } },
    });
    const table = await screen.findByRole('grid', { name: 'Stores' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Phone Number', 'Website', 'Operational', 'Address', 'Counters', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      'Circular Quay(02) 9251 4410ActiveShop 4, 31 Alfred St, Sydney NSW 20002',
    );
    expect(second).toHaveTextContent('Inactive');

    await user.click(within(second as HTMLElement).getByText('Darwin Wharf'));
    const dialog = screen.getByRole('dialog', { name: 'Store Details' });
    const rows = [...dialog.querySelectorAll('dl > div')].map((pair) => pair.textContent);
    expect(rows).toEqual([
      'NameDarwin Wharf',
      'Address1 Kitchener Dr, Darwin NT 0800',
      'Phone Number(02) 9251 4410',
      'Websitehttps://example.com/darwin',
      'OperationalNo',
      'CategoryCafe',
      'Counters1',
      'Latitude-33.861',
      'Longitude151.211',
    ]);
  });

  it("says N/A for a store without a website, and 'Failed to load stores data' when the list fails", async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<StoresScreen />, {
      answers: { '/store/list': { data: { totalItems: [quay], totalCount: 1 } } },
    });
    await user.click(await screen.findByText('Circular Quay'));
    expect(screen.getByRole('dialog', { name: 'Store Details' })).toHaveTextContent('WebsiteN/A');
    expect(screen.getByRole('dialog')).toHaveTextContent('OperationalYes');
    view.unmount();

    renderWithProviders(<StoresScreen />, {
      answers: { '/store/list': new ApiError('Something went wrong', 500, undefined) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stores data');
  });
});

describe('add store', () => {
  it('starts operational with one display-only counter, and shows the §5 messages', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StoreForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add Store' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Operational' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of Counters' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Number of Counters' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Add Store' }));
    for (const message of [
      'Store name is required',
      'Address line 1 is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getAllByText('Location coordinates are required')).toHaveLength(2);
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Store Name' })).toHaveFocus());
    // Typing clears that field's message; the others stay until the next submit.
    await user.type(screen.getByRole('textbox', { name: 'Store Name' }), 'Darwin Wharf');
    expect(screen.queryByText('Store name is required')).not.toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeVisible();
  });

  it('says when Address Line 2 is too long, under that field', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StoreForm />, { path: '/stores/add' });
    await user.click(screen.getByRole('textbox', { name: 'Address Line 2' }));
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add Store' }));
    expect(screen.getByRole('textbox', { name: 'Address Line 2' })).toHaveAccessibleDescription(
      'Address line 2 can have at most 200 characters',
    );
    expect(calls).toEqual([]);
  });

  it('sends the store with the pin code as an integer, the phone without +61 and country AU, then lists', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderWithProviders(<StoreForm />, {
      path: '/stores/add',
      answers: { '/store/add': { message: 'Store added.', data: darwin } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Store Name' }), 'Darwin Wharf');
    await user.type(screen.getByRole('textbox', { name: 'Address Line 1' }), '1 Kitchener Dr');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Darwin');
    await user.click(screen.getByRole('button', { name: /^State/ }));
    await user.click(screen.getByRole('option', { name: 'Northern Territory' }));
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '0800');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+61 8 8981 0000');
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '-12.4667');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '130.8456');
    await user.click(screen.getByRole('button', { name: 'Add Store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores'));
    expect(calls[0]).toEqual({
      path: '/store/add',
      body: {
        name: 'Darwin Wharf',
        isOperational: true,
        phoneNumber: '8 8981 0000',
        website: '',
        address: {
          line1: '1 Kitchener Dr',
          line2: '',
          city: 'Darwin',
          state: 'NT',
          country: 'AU',
          pinCode: 800,
        },
        latitude: '-12.4667',
        longitude: '130.8456',
        counters: 1,
      },
    });
  });

  it('edits a store from the list: location disabled, counters shown, the update sends neither', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<StoreForm editing={storeEditState(quay).store} />, {
      answers: { '/store/update': { message: 'Store updated.', data: quay } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Update Store' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-33.861');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number of Counters' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: /^State/ })).toHaveTextContent('New South Wales');
    await user.click(screen.getByRole('checkbox', { name: 'Operational' }));
    await user.click(screen.getByRole('button', { name: 'Update Store' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        path: '/store/update',
        body: {
          id: 's1',
          name: 'Circular Quay',
          isOperational: false,
          phoneNumber: '(02) 9251 4410', // as the field shows it; the server keeps the digits
          website: '',
          address: {
            line1: 'Shop 4',
            line2: '31 Alfred St',
            city: 'Sydney',
            state: 'NSW',
            country: 'AU',
            pinCode: 2000,
          },
        },
      }),
    );
  });
});
