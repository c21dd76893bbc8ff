import { createApiClient, pathFor, type ApiClient, type Endpoint, type Role } from '@countertop/api';
import { apiURL } from './run';

/** A signed-in caller: the role picks the path prefix (`/business`, `/staff` or `/customer`). */
export interface Caller {
  role: Role;
  token: string;
}

/**
 * The apps' own API client, for set-up and checks through the API: paths come from the contract,
 * which also checks each body and parses each answer. Without a caller only public endpoints answer.
 */
export function api(caller?: Caller): ApiClient {
  return createApiClient({
    baseURL: apiURL,
    getToken: () => caller?.token,
    getRole: () => caller?.role,
    // The rejected call's ApiError carries the 401; there is no stored session to clear.
    onUnauthorized: () => undefined,
  });
}

/** The URL the app calls an endpoint at as `role`, to wait for or watch its own calls. */
export function urlOf(endpoint: Endpoint, role: Role): string {
  return `${apiURL}${pathFor(endpoint, role)}`;
}
