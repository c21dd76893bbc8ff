import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

const sent = { message: 'OTP sent to your e-mail', otp: '482913' };

function renderLogin(answers = {}) {
  const view = renderWithProviders(<LoginForm />, { answers: { '/user/loginotp': sent, ...answers } });
  view.session.restore();
  return view;
}

describe('LoginForm e-mail validation', () => {
  it('starts with the e-mail just registered', () => {
    renderWithProviders(<LoginForm />, { path: '/login', state: { registeredEmail: 'olivia@example.com' } });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('olivia@example.com');
  });

  it("says 'Email is required' on blur and clears it on edit", async () => {
    const user = userEvent.setup();
    renderLogin();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'o');
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it("says 'Please enter a valid email address' on send and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@harbourlane');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("says 'Email is required' on send with an empty field", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
  });
});

describe('LoginForm steps', () => {
  it('asks Staff for the business handle and clears it when switching back to Owner', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByRole('textbox', { name: 'Business Handle' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    await user.type(screen.getByRole('textbox', { name: 'Business Handle' }), 'harbourlane');
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    expect(screen.queryByRole('textbox', { name: 'Business Handle' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    expect(screen.getByRole('textbox', { name: 'Business Handle' })).toHaveValue('');
  });

  it('sends the code, auto-fills it and holds Resend OTP for 30 seconds', async () => {
    const user = userEvent.setup();
    const { calls } = renderLogin();
    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    await user.type(screen.getByRole('textbox', { name: 'Business Handle' }), '@harbourlane');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@harbourlane.example{Enter}');
    expect(await screen.findByRole('textbox', { name: 'OTP' })).toHaveValue('482913');
    expect(calls).toEqual([
      {
        path: '/user/loginotp',
        body: { userType: 'S', user: { email: 'staff@harbourlane.example', userName: '@harbourlane' } },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  });

  it('shows the server error in the error area when verification fails', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@countertop/api');
    renderLogin({ '/user/verifyloginotp': new ApiError('Invalid OTP', 400, 'Invalid OTP') });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@harbourlane.example{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP'));
    expect(screen.getByRole('alert')).toHaveAttribute('data-tone', 'danger');
  });
});
