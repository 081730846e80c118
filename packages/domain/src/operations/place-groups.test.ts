import { describe, expect, it } from 'vitest';
import type { PlaceType } from '../vocabulary/supplies.ts';
import {
  MAX_GROUP_PLACES,
  placeGroupProblem,
  placeGroupTexts,
  toDropOffPlaceIDs,
  type PlaceGroupType,
} from './place-groups.ts';

const lab = { name: 'Riverside Lab', type: 'lab' as PlaceType };
const box = { name: 'Front St box', type: 'drop-off' as PlaceType };
const packing = { name: 'Warehouse', type: 'packing-and-shipping' as PlaceType };

describe('placeGroupProblem: what a group of each type may hold (requirements.md 3 placeGroupID)', () => {
  it.each<[string, PlaceGroupType, { name: string; type: PlaceType }[], string | null]>([
    ['a lab company of labs and drop boxes', 'lab-company', [lab, box], null],
    ['drop boxes only', 'drop-boxes', [box], null],
    ['an office’s sites of every kind', 'office-sites', [lab, box, packing], null],
    ['no place', 'office-sites', [], placeGroupTexts.noPlace],
    [
      'too many places',
      'drop-boxes',
      Array.from({ length: MAX_GROUP_PLACES + 1 }, () => box),
      'A group holds at most 200 places.',
    ],
    [
      'a lab among drop boxes',
      'drop-boxes',
      [box, lab],
      'Riverside Lab is a lab, and a “Drop boxes” group holds only drop boxes.',
    ],
    [
      'a packing place in a lab company',
      'lab-company',
      [lab, packing],
      'Warehouse is a packing & shipping place, and a “Lab company” group holds only labs and drop boxes.',
    ],
  ])('%s', (_, type, places, expected) => {
    expect(placeGroupProblem(type, places)).toBe(expected);
  });
});

describe('toDropOffPlaceIDs: a procedure’s dropOffPlaceGroups as places (requirements.md 3)', () => {
  const groups = new Map([
    ['group-riverside', ['place-lab', 'place-box']],
    ['group-boxes', ['place-box', 'place-box-2']],
  ]);
  it.each<[string, string[], string[]]>([
    ['a group stands for its places', ['group-riverside'], ['place-lab', 'place-box']],
    ['a place named directly is itself', ['place-lab'], ['place-lab']],
    [
      'a place in two groups is listed once',
      ['group-riverside', 'group-boxes'],
      ['place-lab', 'place-box', 'place-box-2'],
    ],
    ['no entry, no place', [], []],
  ])('%s', (_, entries, expected) => {
    expect(toDropOffPlaceIDs(entries, groups)).toEqual(expected);
  });
});
