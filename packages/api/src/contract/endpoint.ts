import type { z } from 'zod';

/**
 * Who may call an endpoint. `owner-or-staff` endpoints are served twice, under `/business` for
 * Owners and `/staff` for Staff (the spec's "user-type" paths); `owner` ones only under `/business`.
 */
export type Access = 'public' | 'owner' | 'staff' | 'owner-or-staff' | 'member';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Path below `/api/v2`. For `owner`, `staff`, `owner-or-staff` and `member` it follows the role prefix. */
  path: string;
  access: Access;
  /**
   * Accepts an `Idempotency-Key` header: a repeat with the same key returns the first answer and
   * changes nothing; the same key with a different body is a 422. Clients send a fresh key per
   * submission and the same key when retrying it.
   */
  idempotent?: boolean;
  request: Req;
  response: Res;
}

/** The header an `idempotent` endpoint reads (1–200 characters: letters, digits, `-_.:`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return definition;
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The role prefixes of the spec: Owner is `/business`, Staff `/staff`, a member `/customer`. */
export const rolePrefix = { owner: '/business', staff: '/staff', member: '/customer' } as const;
export type Role = keyof typeof rolePrefix;

/** The full path below `/api/v2` of an endpoint for a caller of the given role. */
export function pathFor(e: Endpoint, role: Role): string {
  return e.access === 'public' ? e.path : `${rolePrefix[role]}${e.path}`;
}

/** Every path an endpoint is served at (both role prefixes for `owner-or-staff`). */
export function servedPaths(e: Endpoint): { role: Role | undefined; path: string }[] {
  switch (e.access) {
    case 'public':
      return [{ role: undefined, path: e.path }];
    case 'owner':
      return [{ role: 'owner', path: pathFor(e, 'owner') }];
    case 'staff':
      return [{ role: 'staff', path: pathFor(e, 'staff') }];
    case 'member':
      return [{ role: 'member', path: pathFor(e, 'member') }];
    case 'owner-or-staff':
      return [
        { role: 'owner', path: pathFor(e, 'owner') },
        { role: 'staff', path: pathFor(e, 'staff') },
      ];
  }
}
