import type { SignedInMember } from '@countertop/api';
import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { fakeApiClient, type FakeAnswers } from '@countertop/app-kit/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { MEMBER_USER_TYPES, SESSION_KEY_PREFIX } from '@/config/constants';

export const testMember: SignedInMember = {
  id: 'm1',
  userType: 'C',
  name: 'Ava Nguyen',
  email: 'ava@example.com',
  memberId: '402715938',
  username: 'ava.nguyen',
};

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
  const router = createMemoryRouter(routes, { initialEntries: [`/member${path}`], basename: '/member' });
  const view = render(
    <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
      <RouterProvider router={router} />
    </AppKitProvider>,
  );
  return { ...view, session, calls, router };
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
    '/rewardtransaction/pending': { rewardTransactions: [] },
    '/activity/list': { activity: [] },
    '/giftcard/list': { giftCards: [] },
    ...overrides,
  };
}
