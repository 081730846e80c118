import { describe, expect, test } from 'vitest';
import { positionOf, stepAfter, stepBefore } from './route-order.ts';

const route = ['a', 'b', 'c'];
const key = (s: string) => s;

describe('back and next from route order (requirements.md 4)', () => {
  test.each([
    ['a', 'b', null],
    ['b', 'c', 'a'],
    ['c', null, 'b'],
    ['x', null, null],
  ])('%s: next %s, back %s', (at, next, back) => {
    expect(stepAfter(route, key, at)).toBe(next);
    expect(stepBefore(route, key, at)).toBe(back);
  });

  test.each([
    ['a', { index: 1, count: 3 }],
    ['c', { index: 3, count: 3 }],
    ['x', null],
  ])('%s stands at %j', (at, position) => {
    expect(positionOf(route, key, at)).toEqual(position);
  });

  test('an empty route has no neighbours and no positions', () => {
    expect(stepAfter([], key, 'a')).toBeNull();
    expect(stepBefore([], key, 'a')).toBeNull();
    expect(positionOf([], key, 'a')).toBeNull();
  });
});
