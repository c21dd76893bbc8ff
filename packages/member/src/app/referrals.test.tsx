import { ApiError, REFERRAL_MESSAGES } from '@countertop/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberAnswers, renderApp, TEST_REFERRAL_CODE, testMember, testReferralLink } from '@/app/render-app';
import { shopBalances, shopEntry } from '@/test/shops';

// Referrals in the member app (issue 20): a shop's card shares the member's invite link, and the
// sign-in reads a friend's code from the link.

const withShop = (balances: Parameters<typeof shopBalances>[0] = {}) =>
  memberAnswers({
    '/subscription/list': { subscriptions: [shopBalances(balances)] },
    '/businesses': { businesses: [shopEntry()] },
  });

const inviteSection = () => screen.findByRole('region', { name: 'Invite a friend to Harbour Lane Coffee' });

afterEach(() => {
  // jsdom has no Web Share API; a test that gave it one takes it away again.
  Reflect.deleteProperty(navigator, 'share');
});

describe("a shop's invite on the pass", () => {
  it('says what a referral earns there, and shows the code and the link', async () => {
    const { calls } = renderApp('/', {
      answers: withShop({ totalReferred: 2, referredBy: { name: 'Liam' } }),
    });
    const invite = await inviteSection();
    expect(invite).toHaveTextContent(
      'Invite a friend: their first purchase at Harbour Lane Coffee earns you 100 points.',
    );
    expect(await within(invite).findByText(`Your invite link: ${testReferralLink}`)).toBeVisible();
    expect(invite).toHaveTextContent(`Your referral code: ${TEST_REFERRAL_CODE}`);
    expect(invite).toHaveTextContent('You have referred 2 friends here.');
    expect(invite).toHaveTextContent('Liam referred you here.');
    expect(calls.find((c) => c.path === '/referral/code')?.body).toEqual({ businessId: 'b1' });
  });

  it('on a stamp card it promises no points', async () => {
    renderApp('/', { answers: withShop({ rewardType: 'Stamps', referralBonus: 0 }) });
    expect(await inviteSection()).toHaveTextContent('Invite a friend to Harbour Lane Coffee.');
  });

  it("Share invite opens the phone's share sheet with the link (Web Share API)", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderApp('/', { answers: withShop() });
    const invite = await inviteSection();
    await user.click(await within(invite).findByRole('button', { name: 'Share invite' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me at Harbour Lane Coffee',
      text: 'Join me at Harbour Lane Coffee on Countertop: sign up with my link.',
      url: testReferralLink,
    });
    expect(within(invite).queryByText('Invite link copied')).toBeNull();
    expect(await navigator.clipboard.readText()).toBe('');
  });

  it('without the Web Share API, Share invite copies the link and says so', async () => {
    const user = userEvent.setup();
    renderApp('/', { answers: withShop() });
    const invite = await inviteSection();
    await user.click(await within(invite).findByRole('button', { name: 'Share invite' }));
    expect(await within(invite).findByRole('status')).toHaveTextContent(
      'Invite link copiedPaste it in a message to a friend.',
    );
    expect(await navigator.clipboard.readText()).toBe(testReferralLink);
  });

  it('when the link cannot be loaded it says so, and the rest of the card stays', async () => {
    renderApp('/', {
      answers: { ...withShop(), '/referral/code': new ApiError('Shop not found.', 404, 'Shop not found.') },
    });
    const invite = await inviteSection();
    expect(
      await within(invite).findByText('Your invite could not be loaded. Try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Balances at Harbour Lane Coffee' })).toBeVisible();
  });
});

describe('signing up with a referral code', () => {
  const signInAnswers = (referral?: object) => ({
    ...memberAnswers(),
    '/user/loginotp': { message: 'OTP sent', otp: '123456' },
    '/user/verifyloginotp': { token: 't', data: testMember, message: 'Logged in', referral },
  });

  async function signUp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('textbox', { name: /^Code/ });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it("reads the friend's code from the link, sends it, and says what became of it", async () => {
    const user = userEvent.setup();
    const message = REFERRAL_MESSAGES.recorded('Ava Nguyen', 'Harbour Lane Coffee', 100);
    const { calls } = renderApp(`/sign-in?ref=${TEST_REFERRAL_CODE}`, {
      signedIn: false,
      answers: signInAnswers({ status: 'Recorded', businessName: 'Harbour Lane Coffee', message }),
    });
    expect(await screen.findByRole('textbox', { name: /^Referral code/ })).toHaveValue(TEST_REFERRAL_CODE);
    await signUp(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(calls.find((c) => c.path === '/user/verifyloginotp')?.body).toMatchObject({
      user: { email: 'friend@example.com', otp: 123456 },
      referralCode: TEST_REFERRAL_CODE,
    });
  });

  it('a refused referral is said too; the sign-in stands', async () => {
    const user = userEvent.setup();
    renderApp(`/sign-in?ref=${TEST_REFERRAL_CODE}`, {
      signedIn: false,
      answers: signInAnswers({
        status: 'Refused',
        businessName: 'Harbour Lane Coffee',
        message: REFERRAL_MESSAGES.ownCode,
      }),
    });
    await signUp(user);
    expect(await screen.findByText(REFERRAL_MESSAGES.ownCode)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' })).toBeVisible();
  });

  it('without a link the field is one press away; a code of the wrong form is refused before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/sign-in', { signedIn: false, answers: signInAnswers() });
    expect(screen.queryByRole('textbox', { name: /^Referral code/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'I have a referral code' }));
    await user.type(screen.getByRole('textbox', { name: /^Referral code/ }), 'K7QM');
    await signUp(user);
    expect(await screen.findByText(REFERRAL_MESSAGES.codeFormat)).toBeVisible();
    expect(calls.some((c) => c.path === '/user/verifyloginotp')).toBe(false);
  });

  it('an empty field signs in without a code', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/sign-in?ref=', { signedIn: false, answers: signInAnswers() });
    await signUp(user);
    await screen.findByRole('heading', { level: 1, name: 'Ava Nguyen' });
    expect(calls.find((c) => c.path === '/user/verifyloginotp')?.body).not.toHaveProperty('referralCode');
  });
});
