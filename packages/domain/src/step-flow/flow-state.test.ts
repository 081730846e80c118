import { describe, expect, test } from 'vitest';
import { readFlowState } from './flow-state.ts';

const empty = { scans: {} as Record<string, string[]>, ticked: {} as Record<string, boolean> };

describe('a stored flow state read back (requirements.md 3: a reload loses nothing)', () => {
  test.each([
    [
      'what was stored comes back',
      { scans: { p1: ['s1'] }, ticked: { a: true } },
      { scans: { p1: ['s1'] }, ticked: { a: true } },
    ],
    ['a table an older app did not write is empty', { scans: { p1: ['s1'] } }, { scans: { p1: ['s1'] }, ticked: {} }],
    ['a table that is not an object is empty', { scans: ['s1'], ticked: 'yes' }, { scans: {}, ticked: {} }],
    [
      'a key the flow does not declare is dropped',
      { scans: {}, ticked: {}, extra: { a: 1 } },
      { scans: {}, ticked: {} },
    ],
    ['nothing stored is the empty state', null, empty],
    ['a damaged entry is the empty state', 'not json', empty],
  ])('%s', (_, stored, expected) => {
    expect(readFlowState(empty, stored)).toEqual(expected);
  });
});
