import { describe, expect, it } from 'vitest';
import { matchPartner, PARTNER_NAME_PATTERN, type Partner } from './partner.ts';

const acme: Partner = { name: 'acme', displayName: 'Acme Health', color: '#123456' };
const partners = [acme, { name: 'north-lab', displayName: 'North Lab', color: '#654321' }];

describe('matchPartner (requirements.md 1, 2.7: a leading partnerName must match a known partner or the page is not found)', () => {
  it.each([
    ['no partner segment', undefined, { kind: 'none' }],
    ['empty partner segment', '', { kind: 'none' }],
    ['known partner', 'acme', { kind: 'partner', partner: acme }],
    ['known partner, other case', 'ACME', { kind: 'partner', partner: acme }],
    ['known partner, mixed case', 'AcMe', { kind: 'partner', partner: acme }],
    ['unknown partner -> not found', 'globex', { kind: 'unknown' }],
    ['prefix of a partner -> not found', 'acm', { kind: 'unknown' }],
    ['partner with padding -> not found', ' acme', { kind: 'unknown' }],
  ])('requirements.md 2.7: %s', (_, name, expected) => expect(matchPartner(name, partners)).toEqual(expected));

  it('requirements.md 2.7: no partners configured -> any name is unknown', () => {
    expect(matchPartner('acme', [])).toEqual({ kind: 'unknown' });
  });

  it.each([
    ['acme', true],
    ['north-lab', true],
    ['a1', true],
    ['a', false],
    ['Acme', false],
    ['1acme', false],
    ['-acme', false],
    ['acme_lab', false],
    [`a${'b'.repeat(39)}`, true],
    [`a${'b'.repeat(40)}`, false],
  ])('partner name slug %j valid: %s', (name, ok) => expect(PARTNER_NAME_PATTERN.test(name)).toBe(ok));
});
