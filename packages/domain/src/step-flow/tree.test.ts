import { describe, expect, test } from 'vitest';
import {
  attachFailures,
  canContinue,
  canReach,
  firstIncompleteStep,
  flattenSteps,
  isWithinPath,
  resolveStep,
  type TreeStep,
} from './tree.ts';

interface Node extends TreeStep<Node> {
  readonly name: string;
}

const screen = (path: string, children: Node[] = []): Node => ({ name: path, path, screen: true, children });
const group = (path: string, children: Node[]): Node => ({ name: path, path, screen: false, children });

// overview, then a group "w/1" with two screens and a nested group, then a screen "end".
const tree = screen('', [
  group('w/1', [screen('w/1/drive'), group('w/1/p/7', [screen('w/1/p/7/kit'), screen('w/1/p/7/scan')])]),
  group('w/2', []),
  screen('end'),
]);
const route = flattenSteps(tree);

describe('route order is the pre-order walk of the screens (architecture.md 8)', () => {
  test('groups are left out, screens kept in tree order', () => {
    expect(route.map((s) => s.path)).toEqual(['', 'w/1/drive', 'w/1/p/7/kit', 'w/1/p/7/scan', 'end']);
  });

  test.each([
    ['a screen resolves to itself', 'w/1/drive', 'w/1/drive'],
    ['a group resolves to its first screen', 'w/1', 'w/1/drive'],
    ['a nested group too', 'w/1/p/7', 'w/1/p/7/kit'],
    ['the root is the overview', '', ''],
    ['a group with no screens resolves to nothing', 'w/2', null],
    ['an unknown path resolves to nothing', 'w/1/p/8', null],
    ['a path only sharing a prefix is not within it', 'w/10', null],
  ])('%s: %s', (_, path, expected) => {
    expect(resolveStep(tree, path)?.path ?? null).toBe(expected);
  });

  test.each([
    ['w/1/drive', 'w/1', true],
    ['w/1', 'w/1', true],
    ['w/10', 'w/1', false],
    ['anything', '', true],
    ['', 'w/1', false],
  ])('%s within %s: %s', (path, ancestor, within) => {
    expect(isWithinPath(path, ancestor)).toBe(within);
  });
});

describe('continue rules over the tree (requirements.md 5)', () => {
  const withFailures = attachFailures(tree, (s) => (s.path.endsWith('scan') ? ['Scan everything.'] : []));

  test.each([
    ['w/1/drive', [], true],
    ['w/1/p/7/scan', ['Scan everything.'], false],
  ])('%s fails with %j (Continue %s)', (path, failures, allowed) => {
    const step = resolveStep(withFailures, path)!;
    expect(step.failures).toEqual(failures);
    expect(canContinue(step)).toBe(allowed);
  });

  test('group nodes get no failures and keep their own fields', () => {
    const group1 = withFailures.children[0]!;
    expect(group1.failures).toBeUndefined();
    expect(group1.name).toBe('w/1');
  });

  test('a step no provider has run on may continue', () => {
    expect(canContinue({})).toBe(true);
  });
});

describe('which steps may be opened', () => {
  test.each([
    ['nothing done: only the first', [], '', true],
    ['nothing done: not the second', [], 'w/1/drive', false],
    ['first done: the second', [''], 'w/1/drive', true],
    ['a later step done does not open the one after a gap', ['', 'w/1/p/7/kit'], 'w/1/p/7/scan', false],
    ['every earlier step done', ['', 'w/1/drive', 'w/1/p/7/kit'], 'w/1/p/7/scan', true],
    ['a path off the route never', ['', 'w/1/drive'], 'w/1', false],
  ])('%s', (_, done, path, reachable) => {
    expect(canReach(route, path, done)).toBe(reachable);
  });

  test.each([
    [[], ''],
    [['', 'w/1/drive'], 'w/1/p/7/kit'],
    [['', 'w/1/drive', 'w/1/p/7/kit', 'w/1/p/7/scan', 'end'], null],
  ])('done %j: first incomplete %s', (done, first) => {
    expect(firstIncompleteStep(route, done)?.path ?? null).toBe(first);
  });
});
