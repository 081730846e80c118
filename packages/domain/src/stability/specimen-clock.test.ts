import { describe, expect, it } from 'vitest';
import { planCollection } from '../catalogue/collection-plan.ts';
import { CONTAINERS } from '../catalogue/containers.ts';
import { STANDARD_TESTS } from '../catalogue/standard-tests.ts';
import {
  catalogueRuleForSupply,
  clockLines,
  nearingMinutes,
  ruleOf,
  specimenClock,
  stabilityAlerts,
  stabilityAlertText,
  SPIN_WITHIN_MINUTES,
  type StabilityRule,
} from './specimen-clock.ts';

const COLLECTED = '2030-06-03T14:00:00.000Z'; // 10:00 AM in New York
const ZONE = 'America/New_York';
const after = (minutes: number) => new Date(Date.parse(COLLECTED) + minutes * 60_000);
const iso = (minutes: number) => after(minutes).toISOString();
const fresh = { collectedAt: COLLECTED, spunAt: null, atLabAt: null };

const SERUM: StabilityRule = {
  centrifuge: true,
  clotMinutes: 30,
  stabilityHours: 72,
  temperature: 'refrigerated',
  lightSensitive: false,
};

describe('every test of the catalogue: its clock follows its handling rules (issue 25, architecture.md 10)', () => {
  it.each(STANDARD_TESTS.map((t) => [t.code, t] as const))('%s', (_, test) => {
    const rule = ruleOf([test])!;
    const clock = specimenClock(rule, fresh, after(1));
    // The lab must have it within its stability window.
    expect(clock.labBy).toBe(iso(test.stabilityHours * 60));
    // Spun only when the test is; then clotting first (serum: at least its clot minutes), within 2 hours.
    if (test.centrifuge) {
      expect(clock.spin?.clotUntil).toBe(iso(test.clotMinutes));
      expect(clock.spin?.spinBy).toBe(iso(SPIN_WITHIN_MINUTES));
      expect(clock.spin?.state).toBe(test.clotMinutes > 1 ? 'clotting' : 'ready');
    } else expect(clock.spin).toBeNull();
    // How it travels.
    expect(clock.handling.includes('Keep cold (2–8 °C)')).toBe(test.temperature === 'refrigerated');
    expect(clock.handling.includes('Keep frozen')).toBe(test.temperature === 'frozen');
    expect(clock.handling.includes('Keep from light')).toBe(test.lightSensitive);
  });

  it('serum in the catalogue clots 30 minutes and is spun (issue 25: "clot at least 30 minutes, spin within 2 hours")', () => {
    const cmp = STANDARD_TESTS.find((t) => t.code === 'CMP')!;
    const clock = specimenClock(ruleOf([cmp])!, fresh, after(10));
    expect(clock.spin).toMatchObject({ clotUntil: iso(30), spinBy: iso(120), state: 'clotting' });
  });

  it('a planned container carries the strictest rule of its tests, as the collection plan merges them', () => {
    const plan = planCollection(STANDARD_TESTS.filter((t) => ['CMP', 'LIPID'].includes(t.code)));
    for (const c of plan.containers) {
      const rule = ruleOf([c])!;
      expect(rule.stabilityHours).toBe(c.stabilityHours);
      expect(rule.clotMinutes).toBe(c.clotMinutes);
      expect(rule.centrifuge).toBe(c.centrifuge);
    }
  });

  it.each(Object.values(CONTAINERS).map((c) => [c.name, c.supplyID] as const))(
    'a %s with no order behind it takes the strictest rule of the catalogue tests collected in it',
    (_, supplyID) => {
      const tests = STANDARD_TESTS.filter((t) => CONTAINERS[t.container].supplyID === supplyID);
      const rule = catalogueRuleForSupply(supplyID);
      if (tests.length === 0) return expect(rule).toBeNull();
      expect(rule?.stabilityHours).toBe(Math.min(...tests.map((t) => t.stabilityHours)));
      expect(rule?.clotMinutes).toBe(Math.max(...tests.map((t) => t.clotMinutes)));
      expect(rule?.centrifuge).toBe(tests.some((t) => t.centrifuge));
    },
  );

  it('a supply no test uses has no rule', () => expect(catalogueRuleForSupply('sup-visit-bag')).toBeNull());
});

describe('the spin clock of serum, minute by minute', () => {
  it.each([
    ['just drawn: clotting', 0, null, 'clotting', 'ok'],
    ['29 minutes: still clotting', 29, null, 'clotting', 'ok'],
    ['30 minutes: ready to spin', 30, null, 'ready', 'ok'],
    ['89 minutes: ready', 89, null, 'ready', 'ok'],
    ['90 minutes: the last 30 of its 2 hours, nearing', 90, null, 'nearing', 'nearing'],
    ['120 minutes: the limit itself, still nearing', 120, null, 'nearing', 'nearing'],
    ['121 minutes: overdue', 121, null, 'overdue', 'overdue'],
    ['spun at 45 minutes: done, the lab clock alone', 200, iso(45), 'spun', 'ok'],
  ] as const)('%s', (_, minutes, spunAt, spin, state) => {
    const clock = specimenClock(SERUM, { ...fresh, spunAt }, after(minutes));
    expect(clock.spin?.state).toBe(spin);
    expect(clock.state).toBe(state);
    expect(clock.minutesOut).toBe(minutes);
  });
});

describe('the lab clock', () => {
  const CBC: StabilityRule = {
    centrifuge: false,
    clotMinutes: 0,
    stabilityHours: 24,
    temperature: 'room',
    lightSensitive: false,
  };
  it.each([
    ['inside its window', 60, null, 'ok'],
    ['the last 2 hours of 24 (a fifth would be 4.8, capped at 2)', 22 * 60, null, 'nearing'],
    ['just before: ok', 22 * 60 - 1, null, 'ok'],
    ['past it', 24 * 60 + 1, null, 'overdue'],
    ['at the lab: done, whatever the time', 30 * 60, iso(20 * 60), 'done'],
  ] as const)('%s', (_, minutes, atLabAt, lab) => {
    const clock = specimenClock(CBC, { ...fresh, atLabAt }, after(minutes));
    expect(clock.lab).toBe(lab);
  });

  it('once at the lab, time out stops at its arrival', () => {
    expect(specimenClock(CBC, { ...fresh, atLabAt: iso(90) }, after(600)).minutesOut).toBe(90);
  });

  it.each([
    [120, 30],
    [240, 48],
    [24 * 60, 120],
    [72 * 60, 120],
    [60, 30],
  ])('a window of %i minutes nears its limit in its last %i', (window, nearing) =>
    expect(nearingMinutes(window)).toBe(nearing),
  );
});

describe('alerts and their words', () => {
  it.each([
    ['inside both windows: none', 40, null, []],
    ['spin nearing', 100, null, ['spin-nearing']],
    ['spin overdue', 130, null, ['spin-overdue']],
    ['spun, lab nearing', 71 * 60, iso(40), ['lab-nearing']],
    ['never spun and the lab window passed', 73 * 60, null, ['spin-overdue', 'lab-overdue']],
    ['at the lab: none', 73 * 60, iso(40), []],
  ] as const)('%s', (_, minutes, spunAt, kinds) => {
    const atLabAt = _.startsWith('at the lab') ? iso(60) : null;
    const clock = specimenClock(SERUM, { collectedAt: COLLECTED, spunAt, atLabAt }, after(minutes));
    expect(stabilityAlerts(clock).map((a) => a.kind)).toEqual(kinds);
  });

  it('texts name the tube and the time in the visit’s zone', () => {
    const clock = specimenClock(SERUM, fresh, after(100));
    const [alert] = stabilityAlerts(clock);
    expect(stabilityAlertText(alert!, 'Gold Top SST Tube', ZONE, after(100))).toBe(
      'Gold Top SST Tube: spin by 12:00 PM.',
    );
    const late = specimenClock(SERUM, fresh, after(130));
    expect(stabilityAlertText(stabilityAlerts(late)[0]!, 'Gold Top SST Tube', ZONE, after(130))).toBe(
      'Gold Top SST Tube: not spun within 2 hours of collection (due 12:00 PM). Contact support.',
    );
  });

  it('clock lines: collected, spin and lab deadlines, the lab’s with its day when another', () => {
    expect(clockLines(specimenClock(SERUM, fresh, after(45)), ZONE)).toEqual([
      { label: 'Collected', value: '45 minutes ago, at 10:00 AM' },
      { label: 'Spin', value: 'By 12:00 PM' },
      { label: 'Lab by', value: 'Jun 6, 10:00 AM' },
    ]);
    expect(clockLines(specimenClock(SERUM, fresh, after(5)), ZONE)[1]).toEqual({
      label: 'Spin',
      value: 'Clotting: spin between 10:30 AM and 12:00 PM',
    });
  });
});
