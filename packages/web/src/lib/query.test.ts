import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createQueryClient } from './query.ts';

describe('reads retry what passes, never what is an answer', () => {
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (count: number, error: unknown) => boolean;

  it.each([
    ['no network', new ApiError('network', 'offline', 0), true],
    ['the database away (503, ADR 018)', new ApiError('unavailable', 'Please try again.', 503), true],
    ['a refusal', new ApiError('forbidden', 'You do not have access to this.', 403), false],
    ['not found', new ApiError('not_found', 'Procedure not found', 404), false],
    ['a server fault', new ApiError('internal', 'Something went wrong.', 500), false],
  ])('%s -> retried: %s', (_, error, retried) => expect(retry(0, error)).toBe(retried));

  it('gives up after three tries', () => {
    expect(retry(3, new ApiError('unavailable', 'Please try again.', 503))).toBe(false);
  });
});
