import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, test } from 'vitest';
import { databaseErrorKind, isDatabaseUnavailable } from './errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['host unreachable', withCode('EHOSTUNREACH')],
    [
      'terminated by an administrator (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['server crashed (57P02)', withCode('57P02')],
    ['server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['too many connections', withCode('53300')],
    [
      'a database closed to connections (55000)',
      withCode('55000', 'database "sample_collect" is not currently accepting connections'),
    ],
    ['connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['client closed', new Error('Client was closed and is not queryable')],
    ['drizzle wrapping a termination', new DrizzleQueryError('select $1', ['secret'], withCode('57P01') as Error)],
    ['an AggregateError of refusals', new AggregateError([withCode('ECONNREFUSED')], 'x')],
  ])('%s: yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['another 55000', withCode('55000', 'currval of sequence "jobs_id_seq" is not yet defined in this session')],
    ['drizzle wrapping a check violation', new DrizzleQueryError('insert', [], withCode('23514') as Error)],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  test('a cause that refers to itself ends the walk', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseErrorKind', () => {
  test('names the code, never the SQL or parameters drizzle puts in its message', () => {
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      ['nurse@demo.test'],
      withCode('57P01') as Error,
    );
    expect(databaseErrorKind(error)).toBe('57P01');
    expect(databaseErrorKind(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated');
    expect(databaseErrorKind(new DrizzleQueryError('select 1', [], withCode('23505') as Error))).toBe('23505');
    expect(databaseErrorKind(new TypeError('boom with secret'))).toBe('TypeError');
  });
});
