import { describe, expect, it } from 'vitest';
import type { OfficeType } from '../vocabulary/accounts.ts';
import {
  mayPartner,
  PARTNER_REFUSALS,
  partnershipRefusal,
  partnerStateOf,
  patientOfficeIDs,
  seesPartnerPatients,
} from './partnerships.ts';

describe('which offices may partner (requirements.md 3 Office.partners, ADR 031)', () => {
  it.each<[string, OfficeType, OfficeType, boolean]>([
    ['requirements.md 6: a lab with a staffing office', 'lab', 'staffing', true],
    ['requirements.md 6: a staffing office with a lab', 'staffing', 'lab', true],
    ['requirements.md 6: a lab with another type of office', 'lab', 'others', true],
    ['a lab with a lab (each orders for the other’s patients)', 'lab', 'lab', true],
    ['two staffing offices: nothing would be shared', 'staffing', 'staffing', false],
    ['staffing with others: nothing would be shared', 'staffing', 'others', false],
    ['two other offices: nothing would be shared', 'others', 'others', false],
  ])('%s', (_, a, b, allowed) => {
    expect(mayPartner(a, b)).toBe(allowed);
    expect(mayPartner(b, a)).toBe(allowed);
  });

  it.each<[string, { id: string; type: OfficeType }, { id: string; type: OfficeType }, string | null]>([
    ['itself', { id: 'a', type: 'lab' }, { id: 'a', type: 'lab' }, PARTNER_REFUSALS.self],
    ['no lab on either side', { id: 'a', type: 'staffing' }, { id: 'b', type: 'others' }, PARTNER_REFUSALS.noLab],
    ['a lab naming a staffing office', { id: 'a', type: 'lab' }, { id: 'b', type: 'staffing' }, null],
    ['a staffing office naming a lab', { id: 'a', type: 'staffing' }, { id: 'b', type: 'lab' }, null],
  ])('naming %s', (_, office, partner, refusal) => {
    expect(partnershipRefusal(office, partner)).toBe(refusal);
  });
});

describe('where two offices stand', () => {
  it.each([
    ['both name each other: partners', true, true, 'partners'],
    ['only we name them: our request waits', true, false, 'requested'],
    ['only they name us: they asked us', false, true, 'asked'],
    ['neither: no relation', false, false, null],
  ] as const)('%s', (_, we, they, state) => {
    expect(partnerStateOf(we, they)).toBe(state);
  });
});

describe('whose patients an office orders for (requirements.md 6: lab offices see patient options from all partner offices)', () => {
  it.each<[string, OfficeType, boolean, string[]]>([
    ['requirements.md 6: a lab: its own and its partners’', 'lab', true, ['me', 'p1', 'p2']],
    ['requirements.md 6: a staffing office: its own only, whatever its partners', 'staffing', false, ['me']],
    ['requirements.md 6: another office: its own only', 'others', false, ['me']],
  ])('%s', (_, type, sees, ids) => {
    expect(seesPartnerPatients(type)).toBe(sees);
    expect(patientOfficeIDs({ id: 'me', type }, ['p1', 'p2'])).toEqual(ids);
  });

  it('never lists the office twice', () => {
    expect(patientOfficeIDs({ id: 'me', type: 'lab' }, ['me', 'p1'])).toEqual(['me', 'p1']);
  });
});
