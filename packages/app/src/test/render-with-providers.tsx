import type { ApiClient, Endpoint, RequestOptions, ResponseOf } from '@countertop/api';
import { AppKitProvider, createQueryClient, createSessionStore } from '@countertop/app-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BACK_OFFICE_USER_TYPES } from '@/config/constants';

/** Answers calls by endpoint path; each answer is a value or a function of the request body. */
export type FakeAnswers = Record<string, unknown>;

export interface FakeCall {
  path: string;
  body: unknown;
}

/** The request options of each call, in the order of `calls` (kept apart so `calls` stays terse). */
export type FakeCallOptions = (RequestOptions | undefined)[];

/**
 * An ApiClient that answers from a table, recording what was called, without any network. Every
 * answer is parsed with the endpoint's response schema, as the real client does, so a test whose
 * answer no longer fits the contract fails instead of passing on data the server would never send.
 */
export function fakeApiClient(answers: FakeAnswers) {
  const calls: FakeCall[] = [];
  const options: FakeCallOptions = [];
  const client: ApiClient = {
    pathOf: (endpoint: Endpoint) => endpoint.path,
    call: async <E extends Endpoint>(endpoint: E, body: unknown, requestOptions?: RequestOptions) => {
      calls.push({ path: endpoint.path, body });
      options.push(requestOptions);
      const answer = answers[endpoint.path];
      if (answer instanceof Error) throw answer;
      const data: unknown = await (typeof answer === 'function'
        ? (answer as (b: unknown) => unknown)(body)
        : answer);
      const parsed = endpoint.response.safeParse(data);
      if (!parsed.success) {
        throw new Error(`The fake answer to ${endpoint.path} breaks the contract: ${parsed.error.message}`);
      }
      return parsed.data as ResponseOf<E>;
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
  const session = createSessionStore(localStorage, { userTypes: BACK_OFFICE_USER_TYPES });
  const { client, calls, options } = fakeApiClient(answers);
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <AppKitProvider services={{ session, queryClient: createQueryClient(), apiClient: client }}>
      <RouterProvider router={router} />
    </AppKitProvider>,
  );
  return { ...view, session, calls, options, router };
}
