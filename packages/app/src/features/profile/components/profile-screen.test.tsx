import { ApiError } from '@countertop/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfileScreen } from './profile-screen';

const business = {
  userName: 'harbourlane',
  category: 'Cafe',
  name: 'Harbour Lane Coffee',
  website: 'https://harbourlane.example',
  phoneNumber: '0292514410',
  abn: '51824753556',
  isRegisteredForGST: true,
  logo: null,
  brandColor: null,
  user: {
    name: 'Olivia Chen',
    email: 'owner@harbourlane.example',
    memberId: '',
    referralCode: 'K7QM2XPA',
    country: 'AU',
  },
  referredBy: null,
};
const account = {
  abn: '51824753556',
  isRegisteredForGST: true,
  bankAccount: {
    name: 'Harbour Lane Pty Ltd',
    bsb: '062-000',
    number: '12345678',
    bankName: 'CBA',
    branch: 'Circular Quay',
  },
};

function renderProfile(answers: Record<string, unknown> = {}) {
  return renderWithProviders(<ProfileScreen />, {
    answers: {
      '/business-info/details': { data: business },
      '/account-info/details': { data: account },
      ...answers,
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('profile', () => {
  it("shows the owner's referral code, and the business whose code this one registered with (issue 20)", async () => {
    renderProfile({
      '/business-info/details': {
        data: { ...business, referredBy: { name: 'Fig & Crumb Bakery', userName: 'figandcrumb' } },
      },
    });
    const owner = within(await screen.findByRole('region', { name: 'Owner Info' }));
    expect(owner.getByRole('textbox', { name: 'Owner Referral Code' })).toHaveValue('K7QM2XPA');
    expect(owner.getByRole('textbox', { name: 'Owner Referral Code' })).toHaveAccessibleDescription(
      'A business that registers with this code is recorded as referred by yours.',
    );
    expect(owner.getByRole('textbox', { name: 'Referred By' })).toHaveValue(
      'Fig & Crumb Bakery (@figandcrumb)',
    );
  });

  it('says no one referred a business that registered without a code', async () => {
    renderProfile();
    const owner = within(await screen.findByRole('region', { name: 'Owner Info' }));
    expect(owner.getByRole('textbox', { name: 'Referred By' })).toHaveValue('');
    expect(owner.getByRole('textbox', { name: 'Referred By' })).toHaveAttribute(
      'placeholder',
      'No one: registered without a referral code',
    );
  });

  it('shows three sections, labels from the field names, read-only as the spec marks them, required only where the owner types', async () => {
    renderProfile();
    await screen.findByRole('region', { name: 'Business Info' });
    const info = within(section('Business Info'));
    expect(info.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Harbour Lane Coffee');
    expect(info.getByRole('textbox', { name: 'Business Name' })).toBeRequired();
    expect(info.getByRole('textbox', { name: 'Business Handle' })).toHaveAttribute('readonly');
    expect(info.getByRole('textbox', { name: 'Business Category' })).toHaveAttribute('readonly');
    // A value the owner cannot fill in is never marked required (docs/decisions.md 14).
    for (const label of ['Business Handle', 'Business Category']) {
      expect(info.getByRole('textbox', { name: label })).not.toBeRequired();
    }
    expect(info.getByRole('textbox', { name: 'Business Phone Number' })).toBeRequired();
    // Stored as digits, shown grouped as Australians write it.
    expect(info.getByRole('textbox', { name: 'Business Phone Number' })).toHaveValue('(02) 9251 4410');
    expect(info.getByRole('button', { name: 'Save Business Info' })).toBeInTheDocument();

    const owner = within(section('Owner Info'));
    expect(owner.getByRole('textbox', { name: 'Owner Name' })).toBeRequired();
    expect(owner.getByRole('textbox', { name: 'Owner Name' })).not.toHaveAttribute('readonly');
    for (const label of ['Owner Email', 'Owner Member ID', 'Owner Referral Code', 'Country', 'Referred By']) {
      expect(owner.getByRole('textbox', { name: label })).toHaveAttribute('readonly');
      expect(owner.getByRole('textbox', { name: label })).not.toBeRequired();
    }
    expect(owner.getAllByText('Read-only')).toHaveLength(5);

    const bank = within(section('Owner Bank Account Info'));
    for (const label of ['Bank Account Name', 'BSB Number', 'Bank Account Number']) {
      expect(bank.getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(bank.getByRole('textbox', { name: 'Bank Name' })).toHaveValue('CBA');
    expect(bank.getByRole('textbox', { name: 'Branch' })).toHaveValue('Circular Quay');
    expect(bank.getByRole('textbox', { name: 'ABN' })).toHaveValue('51 824 753 556');
    expect(bank.getByRole('checkbox', { name: 'Registered For GST' })).toBeChecked();
  });

  it('shows the handle and category under the name, with no separator when the category is empty', async () => {
    const { unmount } = renderProfile();
    expect(await screen.findByText('@harbourlane · Cafe')).toBeInTheDocument();
    unmount();
    renderProfile({ '/business-info/details': { data: { ...business, category: '' } } });
    expect(await screen.findByText('@harbourlane')).toBeInTheDocument();
    expect(screen.queryByText(/·/)).not.toBeInTheDocument();
  });

  it("says 'Failed to load profile data' in place of the sections", async () => {
    renderProfile({ '/account-info/details': new ApiError('Something went wrong', 500, undefined) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data');
    expect(screen.queryByRole('region', { name: 'Business Info' })).not.toBeInTheDocument();
  });

  it('saves Business Info with the business name as user.name and the phone without +61', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      '/business-info/update': { message: 'Business info saved.', data: business },
    });
    const info = within(await screen.findByRole('region', { name: 'Business Info' }));
    await user.clear(info.getByRole('textbox', { name: 'Business Name' }));
    await user.click(info.getByRole('button', { name: 'Save Business Info' }));
    expect(await info.findByText('Business name is required')).toBeVisible();
    expect(calls.some((call) => call.path === '/business-info/update')).toBe(false);

    await user.type(info.getByRole('textbox', { name: 'Business Name' }), 'Harbour Lane Roasters');
    await user.clear(info.getByRole('textbox', { name: 'Business Phone Number' }));
    await user.type(info.getByRole('textbox', { name: 'Business Phone Number' }), '+61 2 9251 4410');
    await user.click(info.getByRole('button', { name: 'Save Business Info' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/business-info/update')?.body).toEqual({
        user: { name: 'Harbour Lane Roasters' },
        phoneNumber: '2 9251 4410',
        website: 'https://harbourlane.example',
        brandColor: null,
      }),
    );
  });

  it('says at the Brand Colour field why a colour fails contrast, in the server’s words, and sends nothing until it passes', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      '/business-info/update': { message: 'Business info saved.', data: business },
    });
    const info = within(await screen.findByRole('region', { name: 'Business Info' }));
    const field = info.getByRole('textbox', { name: 'Brand Colour' });
    await user.type(field, '#FFEE00');
    await user.click(info.getByRole('button', { name: 'Save Business Info' }));
    expect(
      await info.findByText('Brand colour #ffee00: accent on the page in the light theme 1.12:1, needs 3:1'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/business-info/update')).toBe(false);

    await user.clear(field);
    await user.type(field, '#0E7490');
    await user.click(info.getByRole('button', { name: 'Save Business Info' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/business-info/update')?.body).toMatchObject({
        brandColor: '#0e7490',
      }),
    );
  });

  it('checks the bank details with the contract texts before saving them', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      '/account-info/update': { message: 'Account info saved.', data: account },
    });
    const bank = within(await screen.findByRole('region', { name: 'Owner Bank Account Info' }));
    const bsb = bank.getByRole('textbox', { name: 'BSB Number' });
    await user.clear(bsb);
    await user.type(bsb, '12-34');
    const abn = bank.getByRole('textbox', { name: 'ABN' });
    await user.clear(abn);
    await user.type(abn, '51 824 753 557');
    await user.clear(bank.getByRole('textbox', { name: 'Bank Account Number' }));
    await user.click(bank.getByRole('button', { name: 'Save Account Info' }));
    expect(await bank.findByText('BSB must be 6 digits')).toBeVisible();
    expect(bank.getByText('This ABN is not valid. Please check the number.')).toBeVisible();
    expect(bank.getByText('Bank account number is required')).toBeVisible();

    await user.clear(abn);
    expect(bank.getByRole('checkbox', { name: 'Registered For GST' })).toBeChecked();
    await user.click(bank.getByRole('button', { name: 'Save Account Info' }));
    expect(await bank.findByText('Enter the ABN to register the business for GST')).toBeVisible();
    expect(calls.some((call) => call.path === '/account-info/update')).toBe(false);

    await user.type(abn, '51 824 753 556');
    await user.clear(bsb);
    await user.type(bsb, '062 000');
    await user.type(bank.getByRole('textbox', { name: 'Bank Account Number' }), '987654');
    await user.click(bank.getByRole('button', { name: 'Save Account Info' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/account-info/update')?.body).toEqual({
        name: 'Harbour Lane Pty Ltd',
        bsb: '062 000',
        number: '987654',
        bankName: 'CBA',
        branch: 'Circular Quay',
        abn: '51 824 753 556',
        isRegisteredForGST: true,
      }),
    );
  });

  it('saves only the owner name from Owner Info', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      '/owner-info/update': { message: 'Owner info saved.', data: business },
    });
    const owner = within(await screen.findByRole('region', { name: 'Owner Info' }));
    await user.clear(owner.getByRole('textbox', { name: 'Owner Name' }));
    await user.click(owner.getByRole('button', { name: 'Save Owner Info' }));
    expect(await owner.findByText('Owner name is required')).toBeVisible();
    await user.type(owner.getByRole('textbox', { name: 'Owner Name' }), 'Olivia Chen-Ng');
    await user.click(owner.getByRole('button', { name: 'Save Owner Info' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/owner-info/update')?.body).toEqual({
        name: 'Olivia Chen-Ng',
      }),
    );
  });

  it('uploads a logo picked by clicking it, and shows it with a cache-busting timestamp', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderProfile({
      '/logo/upload': { message: 'Logo saved.', logoContextURL: '/uploads/logo-2.png' },
    });
    const logo = await screen.findByRole('button', { name: 'Upload business logo' });
    expect(logo).toHaveTextContent('Upload business logo');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(input, file);
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^\/uploads\/logo-2\.png\?t=\d+$/),
    );
    expect(calls.find((call) => call.path === '/logo/upload')?.body).toEqual({ logo: file });
  });
});
