/** Error codes of the function contract and their HTTP statuses (architecture.md 3). */
export const errorStatus = {
  bad_request: 400,
  invalid_credentials: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  token_expired: 410,
  /** An Idempotency-Key reused with another request (ADR 017). */
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  /** The database is away for a moment: retry (ADR 018). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
