import { randomBytes } from 'node:crypto';
import {
  acceptBusiness,
  approveRewardTransaction,
  listMemberBusinesses,
  listMemberSubscriptions,
  listPendingRewardTransactions,
  rejectRewardTransaction,
  sendOtp,
  verifyMemberOtp,
  type ResponseOf,
} from '@countertop/api';
import { expect, type Browser, type Page } from '@playwright/test';
import { api, type Caller } from './api';
import { baseURL } from './run';

export interface TestMember extends Caller {
  name: string;
  email: string;
  memberId: string;
  username: string;
}

type PendingRedemption = ResponseOf<typeof listPendingRewardTransactions>['rewardTransactions'][number];

/**
 * A new member of the loyalty network: the first member sign-in of an e-mail creates them, so each
 * test has its own balances and its own OTP limits.
 */
export async function createMember(): Promise<TestMember> {
  const id = randomBytes(4).toString('hex');
  const email = `member.${id}@example.com`;
  const name = `Tess ${id}`;
  const { otp } = await api().call(sendOtp, { userType: 'C', user: { email } });
  if (!otp) throw new Error('the send-OTP answer has no code: is the server in demo mode?');
  const { token, data } = await api().call(verifyMemberOtp, {
    userType: 'C',
    user: { email, otp: Number(otp), name },
  });
  return { role: 'member', token, name, email, memberId: data.memberId, username: data.username };
}

/** The member's pending authorisation requests, as their app lists them. */
export async function pendingRedemptions(member: TestMember): Promise<PendingRedemption[]> {
  return (await api(member).call(listPendingRewardTransactions, {})).rewardTransactions;
}

/** Waits for the counter's request to reach the member's app and returns it. */
export async function waitForRedemption(member: TestMember): Promise<PendingRedemption> {
  let pending: PendingRedemption | undefined;
  await expect
    .poll(async () => {
      pending = (await pendingRedemptions(member))[0];
      return pending !== undefined;
    })
    .toBe(true);
  return pending as PendingRedemption;
}

/** The member answers in their app: approve or reject. */
export async function answerRedemption(member: TestMember, rtId: string, answer: 'approve' | 'reject') {
  const endpoint = answer === 'approve' ? approveRewardTransaction : rejectRewardTransaction;
  return api(member).call(endpoint, { rtId });
}

/**
 * The member accepts a shop in their app (docs/domain.md, "Consent"): the shop then sees their
 * e-mail and may chat with them.
 */
export async function acceptShop(member: TestMember, businessHandle: string): Promise<void> {
  const { businesses } = await api(member).call(listMemberBusinesses, undefined);
  const shop = businesses.find((b) => b.businessHandle === businessHandle);
  if (!shop) throw new Error(`${member.username} does not belong to @${businessHandle}`);
  await api(member).call(acceptBusiness, { businessId: shop.businessId });
}

/** The member's balances at a business, as their app shows them. */
export async function memberBalances(member: TestMember, businessHandle: string) {
  const { subscriptions } = await api(member).call(listMemberSubscriptions, {});
  return subscriptions.find((s) => s.businessHandle === businessHandle);
}

/**
 * A browser context's storageState in which `member` is signed in to the member app, as its own
 * sign-in leaves it: the session under the app's key prefix `member.`
 * (packages/member/src/config/constants.ts), so a test starts on any member screen.
 */
export function memberState(member: TestMember) {
  const user = {
    userType: 'C',
    name: member.name,
    email: member.email,
    memberId: member.memberId,
    username: member.username,
  };
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'member.token', value: member.token },
          { name: 'member.user', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

/**
 * Runs `use` on a phone-sized page of its own at `path`, a member app's URL: signed in as `member`
 * when one is given (on the home by default), else signed out, as a friend opening an invite link.
 * `permissions` are the browser's (`clipboard-read` to read what the app copied).
 */
export async function onPhone(
  browser: Browser,
  {
    member,
    path = '/member/',
    permissions = [],
  }: { member?: TestMember; path?: string; permissions?: string[] },
  use: (app: Page) => Promise<void>,
): Promise<void> {
  const phone = await browser.newContext({
    baseURL,
    ...(member ? { storageState: memberState(member) } : {}),
    viewport: { width: 390, height: 844 },
    permissions,
  });
  try {
    const app = await phone.newPage();
    await app.goto(path);
    await use(app);
  } finally {
    await phone.close();
  }
}

/** Runs `use` on the member app's home, signed in as `member`, on a phone-sized page of its own. */
export function onMemberPhone(
  browser: Browser,
  member: TestMember,
  use: (app: Page) => Promise<void>,
): Promise<void> {
  return onPhone(browser, { member }, use);
}
