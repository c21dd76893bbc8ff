import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RegisterForm } from './register-form';

const group = (name: string) => within(screen.getByRole('group', { name }));

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

/** Fills every field of a registration that passes the form's own checks. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const type = (name: string, text: string) => user.type(screen.getByRole('textbox', { name }), text);
  await type('Business Name', 'Harbour Lane Coffee');
  await type('Business Handle', '@harbourlane');
  await type('Website', 'https://harbourlane.example');
  await type('Owner Name', 'Olivia Chen');
  await type('Email', 'olivia@example.com');
  await type('Contact Number', '+61 412 345 678');
  await type('Store Name', 'Circular Quay');
  await type('Store Contact Number', '02 9251 4410');
  await user.clear(screen.getByRole('textbox', { name: 'Number of Counters' }));
  await type('Number of Counters', '2');
  await type('Address Line 1', 'Shop 4, 31 Alfred St');
  await type('City', 'Sydney');
  await user.click(screen.getByRole('button', { name: /^State/ }));
  await user.click(screen.getByRole('option', { name: 'New South Wales' }));
  await type('Pincode', '2000');
  await type('Latitude', '-33.8610');
  await type('Longitude', '151.2110');
  await user.click(screen.getByText('I accept the Terms & Conditions'));
}

describe('register', () => {
  it('has every section and field of the spec, the handle placeholder and the terms', () => {
    renderWithProviders(<RegisterForm />);
    const business = group('Business Details');
    expect(business.getAllByRole('textbox')).toHaveLength(4);
    expect(business.getByRole('textbox', { name: 'Business Name' })).toBeRequired();
    expect(business.getByRole('textbox', { name: 'Business Handle' })).toHaveAttribute(
      'placeholder',
      '@yourbusiness',
    );
    expect(business.getByRole('textbox', { name: 'Website' })).toBeInTheDocument();
    // Ours (issue 20): another business's referral code, optional.
    expect(business.getByRole('textbox', { name: 'Referral Code' })).not.toBeRequired();
    const owner = group('Owner Details');
    for (const label of ['Owner Name', 'Email', 'Contact Number']) {
      expect(owner.getByRole('textbox', { name: label })).toBeRequired();
    }
    const store = group('Store Details');
    for (const label of [
      'Store Name',
      'Store Contact Number',
      'Number of Counters',
      'Address Line 1',
      'Address Line 2',
      'City',
      'Pincode',
      'Latitude',
      'Longitude',
    ]) {
      expect(store.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(store.getByRole('button', { name: /^State/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the §5 messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithProviders(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Business name is required',
      'Business handle is required',
      'Owner name is required',
      'Email is required',
      'Contact number is required',
      'Store name is required',
      'Address line 1 is required',
      'City is required',
      'State is required',
      'Pincode is required',
      'You must accept the Terms & Conditions',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getAllByText('Location coordinates are required')).toHaveLength(2);
    expect(calls).toEqual([]);
    // Focus goes to the first field to fix.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Business Name' })).toHaveFocus());
  });

  it('asks for the @ of the handle, a valid e-mail and at least one counter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Business Handle' }), 'harbourlane');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'olivia@');
    await user.clear(screen.getByRole('textbox', { name: 'Number of Counters' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Business handle must start with @')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Number of counters must be at least 1')).toBeVisible();
  });

  it('fills the coordinates from the browser with Use my location', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: -33.8688197, longitude: 151.2092961 } } as GeolocationPosition),
      },
    });
    renderWithProviders(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-33.868820');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('151.209296');
  });

  it('says when the browser refuses the location, and the fields stay typeable', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    renderWithProviders(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Location access was denied. Type the coordinates instead.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '-33.8688');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-33.8688');
  });

  it('marks the field of a taken handle or owner e-mail', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ApiError, REGISTRATION_MESSAGES } = await import('@countertop/api');
    renderWithProviders(<RegisterForm />, {
      path: '/register',
      answers: { '/user/add': new ApiError('Conflict', 409, REGISTRATION_MESSAGES.emailTaken) },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(REGISTRATION_MESSAGES.emailTaken);
    expect(email).toHaveFocus();
  });

  it("fills in the referral code of another business's link, sends it, and marks it when the server does not know it", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ApiError, REFERRAL_MESSAGES } = await import('@countertop/api');
    const { calls } = renderWithProviders(<RegisterForm />, {
      path: '/register?ref=K7QM2XPA',
      answers: { '/user/add': new ApiError('Bad', 400, REFERRAL_MESSAGES.unknownBusinessCode) },
    });
    const code = screen.getByRole('textbox', { name: 'Referral Code' });
    expect(code).toHaveValue('K7QM2XPA');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(REFERRAL_MESSAGES.unknownBusinessCode)).toBeVisible();
    expect(calls[0]?.body).toMatchObject({ referralCode: 'K7QM2XPA' });
  });

  it('refuses a referral code of the wrong form before sending', async () => {
    const user = userEvent.setup();
    const { REFERRAL_MESSAGES } = await import('@countertop/api');
    const { calls } = renderWithProviders(<RegisterForm />, { path: '/register' });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Referral Code' }), 'K7QM');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.codeFormat)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('sends the payload of the spec and goes to /login on success', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error');
    const { calls, router } = renderWithProviders(<RegisterForm />, {
      path: '/register',
      answers: { '/user/add': { message: 'Registered. Sign in with your e-mail.' } },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ registeredEmail: 'olivia@example.com' });
    expect(calls).toEqual([
      {
        path: '/user/add',
        body: {
          userType: 'B',
          user: { email: 'olivia@example.com', name: 'Harbour Lane Coffee', country: 'AU' },
          userName: '@harbourlane',
          name: 'Olivia Chen',
          website: 'https://harbourlane.example',
          phoneNumber: '412 345 678',
          stores: [
            {
              name: 'Circular Quay',
              isOperational: 'true',
              isPrimary: 'true',
              phoneNumber: '02 9251 4410',
              website: 'https://harbourlane.example',
              address: {
                line1: 'Shop 4, 31 Alfred St',
                line2: '',
                city: 'Sydney',
                state: 'NSW',
                country: 'Australia',
                pinCode: 2000,
              },
              longitude: '151.2110',
              latitude: '-33.8610',
              counters: '2',
            },
          ],
        },
      },
    ]);
    expect(log).not.toHaveBeenCalled();
  });
});
