const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids from clients are compared with uuid columns; PostgreSQL rejects a malformed uuid with an
 * error, so anything else is treated as "no such record" before it reaches a query.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
