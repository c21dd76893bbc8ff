/**
 * The SQLSTATE of a PostgreSQL error, or undefined for any other error. Drizzle wraps driver
 * errors, so the chain of causes is searched.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps driver errors, so the chain of causes is searched.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') {
      const constraint = (current as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * SQLSTATEs of a connection PostgreSQL ended or would not open: class 08 (connection exception),
 * and 57P01–57P03 (an administrator's pg_terminate_backend or a shutdown, a crash, a server still
 * starting), 53300 (no connection slot free).
 */
const CONNECTION_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * node-postgres reports a connection it lost, or could not open in time, with these texts and no
 * SQLSTATE; the socket's own failures carry Node's error codes.
 */
const LOST_CONNECTION_TEXTS = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error says the database connection was lost or could not be had, rather than that a
 * statement was wrong: the request gets a 503 (the service is unavailable, try again), and the
 * pool has already let the connection go. Drizzle wraps driver errors, so the chain of causes is
 * searched.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (CONNECTION_STATES.test(code) || SOCKET_ERRORS.has(code)) return true;
    const message = current instanceof Error ? current.message : '';
    if (LOST_CONNECTION_TEXTS.some((text) => message.startsWith(text))) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
