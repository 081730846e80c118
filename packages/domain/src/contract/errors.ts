/**
 * The function contract's error answer (architecture.md 3). The codes are vocabulary: a refusal in
 * transitions/ carries one without importing the contract.
 */
import type { ErrorCode } from '../vocabulary/errors.ts';

export { errorStatus, type ErrorCode } from '../vocabulary/errors.ts';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}
