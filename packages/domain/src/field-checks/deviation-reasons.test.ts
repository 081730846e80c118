import { describe, expect, it } from 'vitest';
import { deviationCheckNames } from '../vocabulary/itinerary.ts';
import type { DeviationName } from './deviation.ts';
import { deviationReasonChoices, OTHER_REASON, toDeviationReason, withArrivalReason } from './deviation-reasons.ts';

describe('deviationReasonChoices (requirements.md 4: each failed check needs a reason; issue 13: one-tap choices plus Other)', () => {
  it.each(deviationCheckNames)('requirements.md 4 %s: a declared list, distinct, non-blank, "Other" last', (name) => {
    const choices = deviationReasonChoices[name];
    expect(choices.length).toBeGreaterThan(2);
    expect(new Set(choices).size).toBe(choices.length);
    expect(choices.every((c) => c.trim() === c && c.length > 0)).toBe(true);
    expect(choices.at(-1)).toBe(OTHER_REASON);
    expect(choices.indexOf(OTHER_REASON)).toBe(choices.length - 1);
  });
});

describe('toDeviationReason (issue 13: a choice gives its label, "Other" the nurse\'s words)', () => {
  const rows: [string, DeviationName, string | null, string, string][] = [
    ['requirements.md 4 duration: a listed choice is the reason', 'duration', 'Difficult draw', '', 'Difficult draw'],
    [
      'requirements.md 4 location: a listed choice is the reason',
      'location',
      'GPS shows the wrong place',
      '',
      'GPS shows the wrong place',
    ],
    [
      'requirements.md 4: a choice ignores any text typed for Other',
      'duration',
      'Difficult draw',
      'typed before',
      'Difficult draw',
    ],
    ['issue 13: Other gives the text, trimmed', 'location', OTHER_REASON, '  Road closed  ', 'Road closed'],
    ['requirements.md 5: Other left blank is no reason', 'duration', OTHER_REASON, '   ', ''],
    ['requirements.md 5: no choice is no reason', 'location', null, 'text without a choice', ''],
    ['design: a choice of another check is no reason', 'duration', 'GPS shows the wrong place', '', ''],
  ];
  it.each(rows)('%s', (_, name, choice, other, expected) =>
    expect(toDeviationReason(name, choice, other)).toBe(expected),
  );
});

describe('withArrivalReason (requirements.md 4: arrival records a too-far reason; issue 13: asked once, not again at finish)', () => {
  const rows: [
    string,
    Partial<Record<DeviationName, string>>,
    string | null | undefined,
    Partial<Record<DeviationName, string>>,
  ][] = [
    ['requirements.md 4: a too-far reason at arrival answers the location check', {}, 'Parked away', { location: 'Parked away' }],
    [
      'requirements.md 4: it keeps a duration reason given at finish',
      { duration: 'Difficult draw' },
      'Parked away',
      { duration: 'Difficult draw', location: 'Parked away' },
    ],
    [
      'design: a location reason given at finish wins',
      { location: 'Road closed' },
      'Parked away',
      { location: 'Road closed' },
    ],
    [
      'design: a blank reason at finish does not hide the arrival one',
      { location: '  ' },
      'Parked away',
      { location: 'Parked away' },
    ],
    ['requirements.md 4: no reason at arrival changes nothing', { duration: 'Late' }, null, { duration: 'Late' }],
    ['requirements.md 4: no arrival record changes nothing', {}, undefined, {}],
    ['requirements.md 5: a blank arrival reason is none', {}, '   ', {}],
    ['design: the arrival reason is trimmed', {}, '  Parked away ', { location: 'Parked away' }],
  ];
  it.each(rows)('%s', (_, reasons, arrival, expected) => expect(withArrivalReason(reasons, arrival)).toEqual(expected));
});
