/**
 * One error shape for every answer (issue 22): `{"error":{"code","message"}}`, whether the
 * refusal is a function's or Fastify's own (a malformed URL, a body it cannot parse, a route that
 * does not exist). Fastify's messages are replaced by fixed ones: several echo what the caller sent.
 */
import type { ErrorCode } from '@sc/domain/contract/errors';

export interface ErrorAnswer {
  status: number;
  body: { error: { code: ErrorCode; message: string; field?: string | undefined } };
}

export const errorAnswer = (status: number, code: ErrorCode, message: string, field?: string): ErrorAnswer => ({
  status,
  body: { error: field === undefined ? { code, message } : { code, message, field } },
});

export const NOT_FOUND = errorAnswer(404, 'not_found', 'Not found');

/** Fastify's own refusals by code, with the status it gives them (kept: 413 and 415 say more than 400). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'Send the body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request’s length does not match its body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * A 4xx Fastify raised before any handler of ours ran. A 5,000-character id no route accepts is
 * an id no record can have: it answers like an unknown one.
 */
export function frameworkErrorAnswer(error: { code?: unknown; statusCode?: unknown }): ErrorAnswer {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === 'FST_ERR_MAX_PARAM_LENGTH' || code === 'FST_ERR_NOT_FOUND') return NOT_FOUND;
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // JSON.parse's own SyntaxError (a 400 with no FST_ code) names the offending text.
  return errorAnswer(status, 'bad_request', frameworkMessages[code] ?? 'The request is not valid.');
}
