import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transitCheck, transitKinds, transitTexts, toTransitKind, type TransitKind } from './transit.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const START = Date.UTC(2025, 0, 15, 14, 0, 0);
const ESTIMATE = 25 * MIN;

/** now chosen so that ETA = START + etaOffset (negative: before the start). */
function check(etaOffsetMs: number, blockingDisabled = false) {
  return transitCheck({
    drivingEstimateMs: ESTIMATE,
    now: new Date(START + etaOffsetMs - ESTIMATE),
    scheduledStart: new Date(START).toISOString(),
    blockingDisabled,
  });
}

describe('transitCheck kinds and blocking (requirements.md 4 transit check, requirements.md 9 thresholds 2 h, 20 min, 30 min)', () => {
  const rows: [string, number, TransitKind, boolean][] = [
    ['requirements.md 4: ETA 3 h before start -> too early, blocks', -3 * HOUR, 'too-early', true],
    ['requirements.md 4: ETA 2 h + 1 ms before -> too early ("more than 2 hours")', -2 * HOUR - 1, 'too-early', true],
    ['requirements.md 4: ETA exactly 2 h before -> early (not more than 2 h)', -2 * HOUR, 'early', false],
    ['requirements.md 4: ETA 1 h before -> early, warns only', -HOUR, 'early', false],
    ['requirements.md 4: ETA 20 min + 1 ms before -> early ("more than 20 minutes")', -20 * MIN - 1, 'early', false],
    ['requirements.md 4: ETA exactly 20 min before -> none', -20 * MIN, 'none', false],
    [
      'requirements.md 4: ETA 0.33 h (19.8 min) before -> none (20 minutes is the threshold)',
      -0.33 * HOUR,
      'none',
      false,
    ],
    ['requirements.md 4: ETA 5 min before -> none', -5 * MIN, 'none', false],
    ['requirements.md 4: ETA exactly at start -> none (late is "after start")', 0, 'none', false],
    ['requirements.md 4: ETA 1 ms after start -> late', 1, 'late', false],
    ['requirements.md 4: ETA 10 min after -> late, warns only', 10 * MIN, 'late', false],
    ['requirements.md 4: ETA exactly 30 min after -> late ("within 30 minutes")', 30 * MIN, 'late', false],
    ['requirements.md 4: ETA 30 min + 1 ms after -> too late, blocks', 30 * MIN + 1, 'too-late', true],
    ['requirements.md 4: ETA 3 h after -> too late, blocks', 3 * HOUR, 'too-late', true],
  ];
  it.each(rows)('%s', (_, offset, kind, blocks) => {
    const result = check(offset);
    expect(result.kind).toBe(kind);
    expect(result.blocks).toBe(blocks);
    expect(result.etaMs).toBe(START + offset);
  });

  it.each(rows)('requirements.md 4 flag disables blocking: %s -> never blocks, same kind', (_, offset, kind) => {
    const result = check(offset, true);
    expect(result.kind).toBe(kind);
    expect(result.blocks).toBe(false);
  });
});

describe('transitCheck alerts (requirements.md 8 transit warnings: titles, buttons, texts)', () => {
  const rows: [string, number, { title: string; message: string; confirmLabel: string } | null][] = [
    [
      'requirements.md 8: too early -> Too early, verbatim text, I understand',
      -3 * HOUR,
      {
        title: 'Too early',
        message: "It's too early to start driving to this stop. You can start 2 hours before its scheduled time.",
        confirmLabel: 'I understand',
      },
    ],
    [
      "requirements.md 8: early -> Confirm action, ETA message, Yes I'm sure",
      -45 * MIN,
      {
        title: 'Confirm action',
        message:
          'You will arrive about 45 minutes before the scheduled start. Are you sure you want to start driving now?',
        confirmLabel: "Yes I'm sure",
      },
    ],
    ['requirements.md 4: none -> no alert', -10 * MIN, null],
    [
      'requirements.md 8: late -> Late arrival, ETA message, I understand',
      12 * MIN,
      {
        title: 'Late arrival',
        message: 'You will arrive about 12 minutes after the scheduled start.',
        confirmLabel: 'I understand',
      },
    ],
    [
      'requirements.md 8: too late -> Contact support, "contact support immediately", I understand',
      65 * MIN,
      {
        title: 'Contact support',
        message:
          'You will arrive about 1 hour 5 minutes after the scheduled start. Please contact support immediately.',
        confirmLabel: 'I understand',
      },
    ],
  ];
  it.each(rows)('%s', (_, offset, alert) => expect(check(offset).alert).toEqual(alert));

  it('requirements.md 8: the alert is the same whether or not blocking is disabled', () => {
    for (const offset of [-3 * HOUR, -HOUR, 0, 10 * MIN, HOUR])
      expect(check(offset, true).alert).toEqual(check(offset).alert);
  });

  it('requirements.md 8: titles and buttons verbatim', () =>
    expect(transitTexts).toMatchObject({
      tooEarlyTitle: 'Too early',
      tooLateTitle: 'Contact support',
      earlyTitle: 'Confirm action',
      lateTitle: 'Late arrival',
      understand: 'I understand',
      sure: "Yes I'm sure",
    }));
});

describe('transitCheck inputs (requirements.md 7: the driving estimate is a duration in milliseconds)', () => {
  it('requirements.md 4: ETA is now plus the estimate, whatever form the instants take', () => {
    const viaNumbers = transitCheck({
      drivingEstimateMs: HOUR,
      now: START - 3 * HOUR,
      scheduledStart: START,
      blockingDisabled: false,
    });
    expect(viaNumbers).toMatchObject({ kind: 'early', etaMs: START - 2 * HOUR });
  });
  it.each([
    ['negative estimate', -1],
    ['NaN estimate', Number.NaN],
    ['infinite estimate', Number.POSITIVE_INFINITY],
  ])('design: %s throws a RangeError', (_, estimate) =>
    expect(() =>
      transitCheck({ drivingEstimateMs: estimate, now: START, scheduledStart: START, blockingDisabled: false }),
    ).toThrow(RangeError),
  );
  it('design: an unreadable scheduled start throws', () =>
    expect(() =>
      transitCheck({ drivingEstimateMs: 0, now: START, scheduledStart: 'soon', blockingDisabled: false }),
    ).toThrow(/Invalid scheduled start/));
});

describe('transitCheck properties (requirements.md 4)', () => {
  const rank = (kind: TransitKind) => transitKinds.indexOf(kind);
  const offset = fc.integer({ min: -6 * HOUR, max: 6 * HOUR });

  it('is monotonic in ETA: a later ETA never gives an earlier kind (too-early < early < none < late < too-late)', () =>
    fc.assert(
      fc.property(offset, offset, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(rank(toTransitKind(START + early, START))).toBeLessThanOrEqual(rank(toTransitKind(START + late, START)));
      }),
    ));

  it('blocks exactly when the kind is too early or too late and the flag is off; alerts exactly when the kind is not none', () =>
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: 4 * HOUR }), fc.boolean(), (eta, estimate, disabled) => {
        const result = transitCheck({
          drivingEstimateMs: estimate,
          now: START + eta - estimate,
          scheduledStart: START,
          blockingDisabled: disabled,
        });
        expect(result.blocks).toBe(!disabled && (result.kind === 'too-early' || result.kind === 'too-late'));
        expect(result.alert === null).toBe(result.kind === 'none');
      }),
    ));
});
