import { describe, expect, test } from 'vitest';
import { repeatBreaks, serverErrorBreaks } from './answers.ts';
import type { RepeatFacts } from './view.ts';

describe('invariant 7: no answer is a 5xx (architecture.md 11)', () => {
  test.each([
    [200, 0],
    [409, 0],
    [500, 1],
    [503, 1],
  ])('%i', (status, breaks) => {
    expect(serverErrorBreaks([{ name: 'createOrder', status }])).toHaveLength(breaks);
  });
  test.each([
    [503, 0],
    [500, 1],
    [200, 0],
  ])('%i while the database is away', (status, breaks) => {
    expect(serverErrorBreaks([{ name: 'createOrder', status, duringOutage: true }])).toHaveLength(breaks);
  });
});

describe('a write repeated with one key answers the same and writes once (architecture.md 11)', () => {
  const ok = { status: 200, body: { orderID: 'o1' } };
  const repeat = (over: Partial<RepeatFacts>): RepeatFacts => ({
    name: 'createOrder',
    raced: false,
    first: ok,
    second: ok,
    rowsMade: 1,
    ...over,
  });
  test.each([
    ['the same answer, one row', repeat({}), 0],
    ['raced, the same answer, one row', repeat({ raced: true }), 0],
    ['a second answer that differs', repeat({ second: { status: 200, body: { orderID: 'o2' } } }), 1],
    ['two rows', repeat({ rowsMade: 2 }), 1],
    [
      'refused both times alike',
      repeat({ first: { status: 400, body: {} }, second: { status: 400, body: {} }, rowsMade: 0 }),
      0,
    ],
    ['no rows counted', repeat({ rowsMade: null }), 0],
  ])('%s', (_name, r, breaks) => {
    expect(repeatBreaks([r])).toHaveLength(breaks);
  });
});
