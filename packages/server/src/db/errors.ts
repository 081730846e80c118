/**
 * Telling "the database is away" from every other failure (ADR 018): those answer 503, so clients
 * and the offline queue retry, instead of a 500 that reads as a bug.
 */

/** Socket-level failures of reaching the server. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going, gone or not yet back: class 08 (connection exception) is
 * matched by prefix. 57P01-57P03: admin shutdown / crash shutdown / cannot connect now (starting up);
 * 53300: too many connections, a refusal to serve rather than a fault in the request.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * 55000 is "object not in prerequisite state", mostly a fault in the request (a sequence's currval
 * before nextval); with this text it is the database refusing every connection (allow_connections
 * off, for maintenance, a restore or a failover), which is the database being away.
 */
const CLOSED_TO_CONNECTIONS = /^database ".*" is not currently accepting connections$/;

/** pg and pg-pool raise these as plain Errors without a code. */
const unavailableMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/** The error, then each `cause` (drizzle wraps the driver's error) and each of an AggregateError's. */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  yield error as { code?: unknown; message?: unknown };
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

function unavailableKind(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : undefined;
    if (code && (unreachableCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return code;
    const message = typeof link.message === 'string' ? link.message : '';
    if (code === '55000' && CLOSED_TO_CONNECTIONS.test(message)) return code;
    const known = unavailableMessages.find((m) => message.startsWith(m));
    if (known) return known;
  }
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableKind(error) !== undefined;
}

/**
 * What to log about a database error: a code or pg's fixed text, never the message of a query
 * error (drizzle's carries the SQL and its parameters).
 */
export function databaseErrorKind(error: unknown): string {
  const kind = unavailableKind(error);
  if (kind) return kind;
  for (const link of chain(error)) if (typeof link.code === 'string') return link.code;
  return error instanceof Error ? error.name : typeof error;
}

/**
 * A unique or primary-key violation (SQLSTATE 23505), through drizzle's `cause`: two writes of
 * the same key at the same moment. The function route runs such a write again (ADR 036).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === '23505') return true;
  return false;
}
