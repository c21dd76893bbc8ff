import type { ApiClient, Endpoint, RequestOptions } from '@countertop/api';
import { ApiProvider } from '@countertop/api/react';
import { Toaster } from '@countertop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppQueryClient } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { createSessionStore } from '@/lib/session/session-store';

/** Answers calls by endpoint path; each answer is a value or a function of the request body. */
export type FakeAnswers = Record<string, unknown>;

export interface FakeCall {
  path: string;
  body: unknown;
}

/** The request options of each call, in the order of `calls` (kept apart so `calls` stays terse). */
export type FakeCallOptions = (RequestOptions | undefined)[];

/** An ApiClient that answers from a table, recording what was called, without any network. */
export function fakeApiClient(answers: FakeAnswers) {
  const calls: FakeCall[] = [];
  const options: FakeCallOptions = [];
  const client: ApiClient = {
    pathOf: (endpoint: Endpoint) => endpoint.path,
    call: async (endpoint, body, requestOptions) => {
      calls.push({ path: endpoint.path, body });
      options.push(requestOptions);
      const answer = answers[endpoint.path];
      if (answer instanceof Error) throw answer;
      // The table is typed loosely on purpose: each test knows what its endpoint returns.
      return (typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer) as never;
    },
    sendOnUnload: (endpoint, body) => {
      calls.push({ path: endpoint.path, body });
      options.push({ loadingToast: false, errorToast: false, successToast: false });
    },
  };
  return { client, calls, options };
}

/**
 * Renders `element` at `path` (with history `state`, as a navigation would carry it) inside the
 * app's providers with a fake API client.
 */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', state, answers = {} }: { path?: string; state?: unknown; answers?: FakeAnswers } = {},
) {
  const session = createSessionStore(localStorage);
  const { client, calls, options } = fakeApiClient(answers);
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <SessionProvider store={session}>
      <QueryClientProvider client={createAppQueryClient()}>
        <ApiProvider client={client}>
          <RouterProvider router={router} />
          <Toaster />
        </ApiProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...view, session, calls, options, router };
}
