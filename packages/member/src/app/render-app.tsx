import type { SignedInMember } from '@countertop/api';
import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient, type FakeAnswers } from '@countertop/app-kit/testing';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { MEMBER_USER_TYPES, SESSION_KEY_PREFIX } from '@/config/constants';
import { BASENAME } from '@/config/paths';

export const testMember: SignedInMember = {
  id: 'm1',
  userType: 'C',
  name: 'Ava Nguyen',
  email: 'ava@example.com',
  memberId: '402715938',
  username: 'ava.nguyen',
};

/** The member's code and link at every shop, unless a test answers otherwise. */
export const TEST_REFERRAL_CODE = 'K7QM2XPA';
export const testReferralLink = `https://countertop.example/member/sign-in?ref=${TEST_REFERRAL_CODE}`;

/**
 * The whole member app at `path` (below /member), with a fake API client, signed in as
 * `testMember` unless `signedIn` is false.
 */
export function renderApp(
  path: string,
  { answers = {}, signedIn = true }: { answers?: FakeAnswers; signedIn?: boolean } = {},
) {
  const session = createSessionStore(localStorage, {
    userTypes: MEMBER_USER_TYPES,
    keyPrefix: SESSION_KEY_PREFIX,
  });
  if (signedIn) session.signIn('member-token', testMember);
  const { client, calls } = fakeApiClient(answers);
  const view = render(
    <MemoryRouter initialEntries={[`${BASENAME}${path}`]} basename={BASENAME}>
      <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
        <AppRoutes />
      </AppKitProvider>
    </MemoryRouter>,
  );
  return { ...view, session, calls };
}

/** Answers every signed-in screen asks for, overridable per test. */
export function memberAnswers(overrides: FakeAnswers = {}): FakeAnswers {
  return {
    '/profile': {
      memberId: testMember.memberId,
      username: testMember.username,
      name: testMember.name,
      email: testMember.email,
      createdAt: '2026-06-01T00:00:00.000Z',
    },
    '/subscription/list': { subscriptions: [] },
    '/businesses': { businesses: [] },
    '/rewardtransaction/pending': { rewardTransactions: [] },
    '/activity/list': { activity: [] },
    '/giftcard/list': { giftCards: [] },
    '/referral/code': { code: TEST_REFERRAL_CODE, link: testReferralLink },
    ...overrides,
  };
}
