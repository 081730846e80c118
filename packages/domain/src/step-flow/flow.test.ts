import { describe, expect, test } from 'vitest';
import { defineStepFlow, type StepKey } from './flow.ts';

interface State {
  bag: boolean;
  scanned: number;
}

const flow = defineStepFlow([
  { key: 'intro', path: 'intro', title: 'Before you start', rule: () => [] },
  { key: 'bag', path: 'scan-bag', title: 'Scan the bag', rule: (s: State) => (s.bag ? [] : ['Scan the bag.']) },
  {
    key: 'items',
    path: 'scan/items',
    title: 'Scan the items',
    rule: (s: State) => [...(s.scanned < 2 ? ['Scan every item.'] : []), ...(s.bag ? [] : ['Scan the bag.'])],
  },
]);

describe('a declared flow: back and next from route order (requirements.md 4)', () => {
  test.each([
    ['intro', null, 'bag', { index: 1, count: 3 }],
    ['bag', 'intro', 'items', { index: 2, count: 3 }],
    ['items', 'bag', null, { index: 3, count: 3 }],
  ] as const)('%s: back %s, next %s, %j', (key, back, next, position) => {
    expect(flow.back(key)?.key ?? null).toBe(back);
    expect(flow.next(key)?.key ?? null).toBe(next);
    expect(flow.position(key)).toEqual(position);
  });

  test('the keys are the steps in route order', () => {
    expect(flow.keys).toEqual(['intro', 'bag', 'items']);
  });

  test.each([
    ['scan-bag', 'bag'],
    ['/scan-bag/', 'bag'],
    ['scan/items', 'items'],
    ['scan', null],
    ['', null],
  ])('the step at %j is %s', (path, key) => {
    expect(flow.stepAt(path)?.key ?? null).toBe(key);
  });
});

describe("a declared flow: each step's continue rule (requirements.md 5)", () => {
  const none: State = { bag: false, scanned: 0 };
  const bagOnly: State = { bag: true, scanned: 0 };
  const done: State = { bag: true, scanned: 2 };

  test.each([
    ['intro', none, []],
    ['bag', none, ['Scan the bag.']],
    ['bag', bagOnly, []],
    ['items', none, ['Scan every item.', 'Scan the bag.']],
    ['items', done, []],
  ] as const)('%s with %j fails with %j', (key, state, failures) => {
    expect(flow.failures(key, state)).toEqual(failures);
  });

  test.each([
    ['nothing done: the bag', none, undefined, 'bag', ['Scan the bag.']],
    ['the bag done: the items', bagOnly, undefined, 'items', ['Scan every item.']],
    ['all done: none', done, undefined, null, null],
    ['asked in its own order', none, ['items', 'bag'] as const, 'items', ['Scan every item.', 'Scan the bag.']],
  ] as const)('first blocked, %s', (_, state, keys, key, failures) => {
    const blocked = flow.firstBlocked(state, keys);
    expect(blocked?.step.key ?? null).toBe(key);
    expect(blocked?.failures ?? null).toEqual(failures);
  });
});

describe('declaring a flow', () => {
  test.each([
    [
      'a key twice',
      [
        { key: 'a', path: 'a' },
        { key: 'a', path: 'b' },
      ],
    ],
    [
      'a path twice',
      [
        { key: 'a', path: 'a' },
        { key: 'b', path: 'a' },
      ],
    ],
  ])('refuses %s', (_, steps) => {
    expect(() => defineStepFlow(steps.map((s) => ({ ...s, title: s.key, rule: () => [] })))).toThrow(/declared twice/);
  });
});

describe('the step type of a declared flow', () => {
  test('is the union of its keys', () => {
    const keys: StepKey<typeof flow>[] = ['intro', 'bag', 'items'];
    // @ts-expect-error a key the flow does not declare
    const wrong: StepKey<typeof flow> = 'nope';
    expect([...keys, wrong]).toHaveLength(4);
  });
});
