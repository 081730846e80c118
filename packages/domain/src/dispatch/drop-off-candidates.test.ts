import { describe, expect, it } from 'vitest';
import { dropOffCandidates } from './drop-off-candidates.ts';

const region = [{ id: 'lab-a' }, { id: 'lab-b' }, { id: 'box-a' }, { id: 'lab-c' }];
const groups = new Map<string, readonly string[]>([
  ['group-a', ['lab-a', 'box-a', 'lab-elsewhere']],
  ['group-b', ['lab-b']],
  ['group-away', ['lab-elsewhere']],
]);

describe('dropOffCandidates: a visit’s procedures’ dropOffPlaceGroups narrow the region’s places', () => {
  it.each([
    ['no procedure names a group: every place', [[], []], ['lab-a', 'lab-b', 'box-a', 'lab-c']],
    ['no procedure at all: every place', [], ['lab-a', 'lab-b', 'box-a', 'lab-c']],
    ['the office’s group: its places in the region only', [['group-a'], ['group-a']], ['lab-a', 'box-a']],
    ['a procedure naming none does not widen another’s group', [['group-b'], []], ['lab-b']],
    ['two groups on one procedure: either’s places', [['group-a', 'group-b']], ['lab-a', 'lab-b', 'box-a']],
    ['a place named by its own id (before groups)', [['lab-c']], ['lab-c']],
    ['a group and a place on one procedure', [['group-b', 'lab-c']], ['lab-b', 'lab-c']],
    ['two procedures: the places both allow', [['group-a'], ['group-a', 'group-b']], ['lab-a', 'box-a']],
    ['a group with no place here: every place', [['group-away']], ['lab-a', 'lab-b', 'box-a', 'lab-c']],
    ['an unknown group: every place', [['group-gone']], ['lab-a', 'lab-b', 'box-a', 'lab-c']],
    [
      'two procedures that share no place: every place',
      [['group-a'], ['group-b']],
      ['lab-a', 'lab-b', 'box-a', 'lab-c'],
    ],
  ] as const)('%s', (_, procedureGroups, expected) => {
    expect(dropOffCandidates(region, procedureGroups, groups).map((p) => p.id)).toEqual(expected);
  });

  it('keeps what each place carries, in the region’s order', () => {
    const places = [
      { id: 'lab-b', kind: 'lab' },
      { id: 'lab-a', kind: 'lab' },
    ];
    expect(dropOffCandidates(places, [['group-a', 'group-b']], groups)).toEqual(places);
  });
});
