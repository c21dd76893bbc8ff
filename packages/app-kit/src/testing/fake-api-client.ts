import type { ApiClient, Endpoint, RequestOptions, ResponseOf } from '@countertop/api';

/** Answers calls by endpoint path; each answer is a value, an Error to throw, or a function of the request body. */
export type FakeAnswers = Record<string, unknown>;

export interface FakeCall {
  path: string;
  body: unknown;
}

/** The request options of each call, in the order of `calls` (kept apart so `calls` stays terse). */
export type FakeCallOptions = (RequestOptions | undefined)[];

/**
 * An ApiClient for a web app's component tests that answers from a table, recording what was
 * called, without any network. Every answer is parsed with the endpoint's response schema, as the
 * real client does, so a test whose answer no longer fits the contract fails instead of passing on
 * data the server would never send.
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
    // A download's answer is the file's text (or an Error); it comes back as a Blob under the
    // endpoint's file name, as from the real client.
    download: async (endpoint, filters, requestOptions) => {
      calls.push({ path: endpoint.path, body: filters });
      options.push(requestOptions);
      const answer = answers[endpoint.path];
      if (answer instanceof Error) throw answer;
      return {
        blob: new Blob([String(answer)], { type: endpoint.download.contentType }),
        fileName: endpoint.download.fileName,
      };
    },
  };
  return { client, calls, options };
}
