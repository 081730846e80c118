import { describe, expect, it } from 'vitest';
import { unpackedMailInFailures, type UnpackedMailInState, type UnpackedMailInStep } from './unpacked-mail-in.ts';

const base: UnpackedMailInState = {
  mailInBoxScanned: false,
  packingFlowInstructions: {},
  specimenBagIDs: ['BAG-1', 'BAG-2'],
  specimenBagsScanned: [],
};
const st = (patch: Partial<UnpackedMailInState>): UnpackedMailInState => ({ ...base, ...patch });
const all = { 'remove-tape-strips': true, 'remove-pressure-bag': true, 'place-ice-packs': true } as const;

type Row = [rule: string, step: UnpackedMailInStep, state: UnpackedMailInState, expected: string[]];
const rows: Row[] = [
  ['requirements.md 5: scan-mail-in-box, not scanned', 'scan-mail-in-box', base, ['The mail-in box must be scanned']],
  ['requirements.md 5: scan-mail-in-box, scanned', 'scan-mail-in-box', st({ mailInBoxScanned: true }), []],
  [
    'requirements.md 5: follow-instructions, none done: each listed, numbered from 1',
    'follow-instructions',
    base,
    ['Instruction 1 must be completed', 'Instruction 2 must be completed', 'Instruction 3 must be completed'],
  ],
  [
    'requirements.md 5: follow-instructions, 1 (remove tape strips) done',
    'follow-instructions',
    st({ packingFlowInstructions: { 'remove-tape-strips': true } }),
    ['Instruction 2 must be completed', 'Instruction 3 must be completed'],
  ],
  [
    'requirements.md 5: follow-instructions, 2 (remove pressure bag) left',
    'follow-instructions',
    st({ packingFlowInstructions: { ...all, 'remove-pressure-bag': false } }),
    ['Instruction 2 must be completed'],
  ],
  [
    'requirements.md 5: follow-instructions, 3 (place ice packs) left',
    'follow-instructions',
    st({ packingFlowInstructions: { 'remove-tape-strips': true, 'remove-pressure-bag': true } }),
    ['Instruction 3 must be completed'],
  ],
  ['requirements.md 5: follow-instructions, all done', 'follow-instructions', st({ packingFlowInstructions: all }), []],
  [
    'requirements.md 5: pack-specimen-bags, none scanned',
    'pack-specimen-bags',
    base,
    ['The specimen bags must be packed and scanned'],
  ],
  [
    'requirements.md 5: pack-specimen-bags, one of two',
    'pack-specimen-bags',
    st({ specimenBagsScanned: ['BAG-2'] }),
    ['The specimen bags must be packed and scanned'],
  ],
  ['requirements.md 5: pack-specimen-bags, all', 'pack-specimen-bags', st({ specimenBagsScanned: ['BAG-2', 'BAG-1'] }), []],
  [
    'requirements.md 5: pack-specimen-bags, an unrelated bag does not count',
    'pack-specimen-bags',
    st({ specimenBagsScanned: ['BAG-1', 'BAG-9'] }),
    ['The specimen bags must be packed and scanned'],
  ],
  [
    'requirements.md 5: pack-specimen-bags, no bags to pack',
    'pack-specimen-bags',
    st({ specimenBagIDs: [] }),
    ['The specimen bags must be packed and scanned'],
  ],
];

describe('unpackedMailInFailures (requirements.md 5 "Unpacked mail-in")', () => {
  it.each(rows)('%s', (_, step, state, expected) => expect(unpackedMailInFailures(step, state)).toEqual(expected));
});
