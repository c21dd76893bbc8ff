import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { post, requestCode } from './api-sign-in';

export interface TestMember {
  name: string;
  email: string;
  memberId: string;
  username: string;
  token: string;
}

interface PendingRedemption {
  rtId: string;
  businessName: string;
  billingAmount: number;
  walletRedeemAmount: number;
  giftCardRedeemAmount: number;
  balanceAmount: number;
}

/**
 * A new member of the loyalty network: the first member sign-in of an e-mail creates them, so each
 * test has its own balances and its own OTP limits.
 */
export async function createMember(): Promise<TestMember> {
  const id = randomBytes(4).toString('hex');
  const email = `member.${id}@example.com`;
  const name = `Tess ${id}`;
  const otp = await requestCode({ email }, 'C');
  const { token, data } = await post<{ token: string; data: { memberId: string; username: string } }>(
    '/user/verifyloginotp',
    { userType: 'C', user: { email, otp: Number(otp), name } },
  );
  return { name, email, memberId: data.memberId, username: data.username, token };
}

/** The member's pending authorisation requests, as their app lists them. */
export async function pendingRedemptions(member: TestMember): Promise<PendingRedemption[]> {
  const { rewardTransactions } = await post<{ rewardTransactions: PendingRedemption[] }>(
    '/customer/rewardtransaction/pending',
    {},
    member.token,
  );
  return rewardTransactions;
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
  return post<{ status: string }>(`/customer/rewardtransaction/${answer}`, { rtId }, member.token);
}

/** The member's balances at a business, as their app shows them. */
export async function memberBalances(member: TestMember, businessHandle: string) {
  const { subscriptions } = await post<{
    subscriptions: {
      businessHandle: string;
      pointsBalance: number;
      walletBalance: number;
      gcBalance: number;
    }[];
  }>('/customer/subscription/list', {}, member.token);
  return subscriptions.find((s) => s.businessHandle === businessHandle);
}
