/**
 * The typed client of the named functions (architecture.md 3). Types come from the contract; the zod
 * schemas themselves stay on the server, out of the first load.
 */
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import type { ErrorCode } from '@sc/domain/contract/errors';

export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode | 'network', message: string, status: number, field?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

/**
 * This tab's id, sent with every call: a live notice caused by this tab's own write names it, and
 * the tab, which already shows the write, skips the refetch (issue 13).
 */
export const CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');

export interface CallOptions {
  /** Sent on writes so a retry over a bad connection is answered once (architecture.md 3). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export async function call<N extends FnName>(
  name: N,
  input: FnInput<N>,
  options: CallOptions = {},
): Promise<FnOutput<N>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Client-ID': CLIENT_ID };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api/fn/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', 'You seem to be offline. Check your connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: ErrorCode; message?: string; field?: string } } | null)?.error;
    throw new ApiError(
      error?.code ?? 'internal',
      plainErrorMessage(error?.message ?? 'Something went wrong. Please try again.', error?.field),
      response.status,
      error?.field,
    );
  }
  return body as FnOutput<N>;
}

/**
 * A refused field by the name a user knows, not its path (issue 27): the API answers
 * "user.phone: Must be at most 30 characters."; the screen says "Phone: Must be at most 30 characters.".
 */
export function plainErrorMessage(message: string, field: string | undefined): string {
  if (!field || !message.startsWith(`${field}: `)) return message;
  return `${fieldName(field)}: ${message.slice(field.length + 2)}`;
}

/** `user.faxNumber` -> "Fax number"; `tests.0.id` -> "Id". */
export function fieldName(field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
