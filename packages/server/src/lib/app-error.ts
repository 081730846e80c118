/** A refusal a caller should see: its code maps to a 4xx status (domain/contract/errors). */
import { errorStatus, type ErrorCode } from '@sc/domain/contract/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string, field?: string) => new AppError('bad_request', message, field);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message = 'You do not have access to this.') => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
