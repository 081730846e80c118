/**
 * What a log line may hold (ADR 017, HIPAA 164.312): the kind of an error and where it was
 * thrown, never its message (a failing query's message holds the SQL and every bound parameter,
 * so a charting value would land in the log), and a request's method and path, never its query
 * string (sign-in links carry `?token=`) or body. The request id is added by Fastify to every line.
 */

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  stack?: unknown;
  constructor?: { name?: unknown };
}

/** The PostgreSQL SQLSTATE or Node error code of an error or of what it wraps. */
function codeOf(error: ErrorLike | undefined, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  if (typeof error.code === 'string' || typeof error.code === 'number') return String(error.code);
  return codeOf(error.cause as ErrorLike | undefined, depth + 1);
}

/** Only the `at ...` frames of a stack: its first lines repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** An error as a log line holds it: `message` names its kind, never the error's own message. */
export function serializeError(value: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!value || typeof value !== 'object') return { type: typeof value, message: typeof value, stack: '' };
  const error = value as ErrorLike;
  const type = typeof error.constructor?.name === 'string' ? error.constructor.name : String(error.name ?? 'Error');
  const code = codeOf(error);
  return { type, message: code ? `${type} (${code})` : type, stack: framesOf(error.stack) ?? '', code };
}

export function serializeRequest(req: { method?: string; url?: string; ip?: string }): {
  method?: string;
  url: string;
  remoteAddress?: string;
} {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return { method: req.method, url: query === -1 ? url : url.slice(0, query), remoteAddress: req.ip };
}
