/**
 * Specimen stability clocks (issue 25, architecture.md 10): from a tube's collection, how long it has
 * been out, when it may and must be spun, and when it must reach the lab, from the test catalogue's
 * handling rules (catalogue/lab-test.ts: centrifuge, clotMinutes, stabilityHours, temperature,
 * lightSensitive). Operations' live day, the nurse's itinerary steps and the ordering office's
 * procedure page read the same clock, so all three raise the same alert at the same minute.
 *
 * Why this is hard / conventions here:
 * - A tube may hold several tests (collection-plan.ts): its rule is the strictest of them (longest
 *   clot, shortest stability, spun when any needs it), the same merge the plan makes.
 * - Serum must clot before it is spun (clotMinutes, 30 for a gold top) and be separated within
 *   2 hours of the draw (SPIN_WITHIN_MINUTES; CLSI GP44), whatever its stability once spun.
 * - "Nearing its limit" is the last stretch of a window: a fifth of it, at least 30 minutes and at
 *   most 2 hours (NEARING_*), so a 2-hour spin warns 30 minutes before and a 72-hour serum 2 hours
 *   before, not a whole day early.
 * - Everything here is pure: `now` is passed in; times are ISO strings; texts are built here once.
 */
import { CONTAINERS } from '../catalogue/containers.ts';
import type { LabTest } from '../catalogue/lab-test.ts';
import { STANDARD_TESTS } from '../catalogue/standard-tests.ts';
import { formatDuration, formatShortDate, formatTime, toLocalDateKey } from '../format/dates.ts';
import type { SpecimenTemperature } from '../vocabulary/catalogue.ts';

/** Serum or plasma is separated from the cells within this long of the draw (CLSI GP44). */
export const SPIN_WITHIN_MINUTES = 120;
/** A window is "nearing its limit" in its last fifth... */
export const NEARING_FRACTION = 0.2;
/** ...but never less than the last 30 minutes... */
export const NEARING_MIN_MINUTES = 30;
/** ...nor more than the last 2 hours. */
export const NEARING_MAX_MINUTES = 120;

/** What a tube's handling needs, from the catalogue's tests it holds. */
export interface StabilityRule {
  centrifuge: boolean;
  clotMinutes: number;
  stabilityHours: number;
  temperature: SpecimenTemperature;
  lightSensitive: boolean;
}

export type StabilityRuleSource = Pick<
  LabTest,
  'centrifuge' | 'clotMinutes' | 'stabilityHours' | 'temperature' | 'lightSensitive'
>;

/** The rule of a tube holding these tests (or planned containers): the strictest of each. */
export function ruleOf(sources: readonly StabilityRuleSource[]): StabilityRule | null {
  if (sources.length === 0) return null;
  return {
    centrifuge: sources.some((s) => s.centrifuge),
    clotMinutes: Math.max(...sources.map((s) => s.clotMinutes)),
    stabilityHours: Math.min(...sources.map((s) => s.stabilityHours)),
    // A tube travels at one temperature (collection-plan.ts never mixes them): the coldest asked.
    temperature: sources.some((s) => s.temperature === 'frozen')
      ? 'frozen'
      : sources.some((s) => s.temperature === 'refrigerated')
        ? 'refrigerated'
        : 'room',
    lightSensitive: sources.some((s) => s.lightSensitive),
  };
}

/**
 * A tube collected with no order behind it (a demo visit, a procedure entered by hand): the rule of
 * the catalogue's tests that are collected in its container (by the supply the nurse scanned), the
 * strictest of them. Null when no test of the catalogue uses that supply.
 */
export function catalogueRuleForSupply(
  supplyID: string,
  tests: readonly LabTest[] = STANDARD_TESTS,
): StabilityRule | null {
  return ruleOf(tests.filter((t) => CONTAINERS[t.container].supplyID === supplyID));
}

export const clockStates = ['ok', 'nearing', 'overdue', 'done'] as const;
/** ok: inside the window; nearing: in its last stretch; overdue: past it; done: the step happened. */
export type ClockState = (typeof clockStates)[number];

export const spinStates = ['clotting', 'ready', 'nearing', 'overdue', 'spun'] as const;
export type SpinState = (typeof spinStates)[number];

export interface SpinClock {
  /** Spin no earlier than this: the clot time after collection. */
  clotUntil: string;
  /** Spin no later than this. */
  spinBy: string;
  state: SpinState;
  spunAt: string | null;
}

export interface SpecimenClock {
  collectedAt: string;
  /** Minutes since collection (to `now`, or to its arrival at the lab once there). */
  minutesOut: number;
  spin: SpinClock | null;
  /** When the lab must have it. */
  labBy: string;
  lab: ClockState;
  /** How it travels: "Keep cold", "Keep from light". */
  handling: string[];
  /** The worst of the two clocks, for a list's colour and order. */
  state: ClockState;
}

export interface SpecimenFacts {
  collectedAt: string;
  /** When it was spun (the centrifugation's custody event), if it was. */
  spunAt: string | null;
  /** When it reached the lab (dropped off), if it did. */
  atLabAt: string | null;
}

const MIN = 60_000;

/** The stretch of a window of `minutes` in which it is nearing its limit. */
export function nearingMinutes(windowMinutes: number): number {
  return Math.min(NEARING_MAX_MINUTES, Math.max(NEARING_MIN_MINUTES, windowMinutes * NEARING_FRACTION));
}

function windowState(deadline: number, windowMinutes: number, now: number): Exclude<ClockState, 'done'> {
  if (now > deadline) return 'overdue';
  return deadline - now <= nearingMinutes(windowMinutes) * MIN ? 'nearing' : 'ok';
}

export const HANDLING_TEXTS = {
  refrigerated: 'Keep cold (2–8 °C)',
  frozen: 'Keep frozen',
  light: 'Keep from light',
} as const;

const rank: Record<ClockState, number> = { done: 0, ok: 1, nearing: 2, overdue: 3 };
const spinRank: Record<SpinState, ClockState> = {
  spun: 'done',
  clotting: 'ok',
  ready: 'ok',
  nearing: 'nearing',
  overdue: 'overdue',
};

/** The clock of one collected tube at `now`. */
export function specimenClock(rule: StabilityRule, facts: SpecimenFacts, now: Date): SpecimenClock {
  const collected = Date.parse(facts.collectedAt);
  const at = now.getTime();
  const atLab = facts.atLabAt === null ? null : Date.parse(facts.atLabAt);
  const end = atLab ?? at;
  const labWindow = rule.stabilityHours * 60;
  const labBy = collected + labWindow * MIN;

  let spin: SpinClock | null = null;
  if (rule.centrifuge) {
    const clotUntil = collected + rule.clotMinutes * MIN;
    const spinBy = collected + SPIN_WITHIN_MINUTES * MIN;
    let state: SpinState;
    if (facts.spunAt !== null) state = 'spun';
    else if (atLab !== null) state = 'spun'; // the lab has it: spinning is the lab's now
    else if (at < clotUntil) state = 'clotting';
    else {
      const w = windowState(spinBy, SPIN_WITHIN_MINUTES, at);
      state = w === 'ok' ? 'ready' : w;
    }
    spin = {
      clotUntil: new Date(clotUntil).toISOString(),
      spinBy: new Date(spinBy).toISOString(),
      state,
      spunAt: facts.spunAt,
    };
  }

  const lab: ClockState = atLab !== null ? 'done' : windowState(labBy, labWindow, at);
  const handling: string[] = [];
  if (rule.temperature === 'refrigerated') handling.push(HANDLING_TEXTS.refrigerated);
  if (rule.temperature === 'frozen') handling.push(HANDLING_TEXTS.frozen);
  if (rule.lightSensitive) handling.push(HANDLING_TEXTS.light);

  const spinState = spin ? spinRank[spin.state] : 'done';
  const state = rank[spinState] > rank[lab] ? spinState : lab;
  return {
    collectedAt: new Date(collected).toISOString(),
    minutesOut: Math.max(0, Math.floor((end - collected) / MIN)),
    spin,
    labBy: new Date(labBy).toISOString(),
    lab,
    handling,
    state,
  };
}

export const stabilityAlertKinds = ['spin-nearing', 'spin-overdue', 'lab-nearing', 'lab-overdue'] as const;
export type StabilityAlertKind = (typeof stabilityAlertKinds)[number];

export interface StabilityAlert {
  kind: StabilityAlertKind;
  tone: 'warning' | 'danger';
  /** The deadline it is about. */
  at: string;
}

/**
 * What a clock raises: the spin's first (it comes first and is the shorter window), then the lab's.
 * Nothing while it is inside its windows, or once it is at the lab.
 */
export function stabilityAlerts(clock: SpecimenClock): StabilityAlert[] {
  const alerts: StabilityAlert[] = [];
  if (clock.spin?.state === 'nearing') alerts.push({ kind: 'spin-nearing', tone: 'warning', at: clock.spin.spinBy });
  if (clock.spin?.state === 'overdue') alerts.push({ kind: 'spin-overdue', tone: 'danger', at: clock.spin.spinBy });
  if (clock.lab === 'nearing') alerts.push({ kind: 'lab-nearing', tone: 'warning', at: clock.labBy });
  if (clock.lab === 'overdue') alerts.push({ kind: 'lab-overdue', tone: 'danger', at: clock.labBy });
  return alerts;
}

/** A deadline's time, with its day ("Nov 29, 9:00 AM") when that is not the day of `from`. */
export function formatDeadline(deadline: string, from: string, timeZone: string): string {
  const time = formatTime(deadline, timeZone);
  return toLocalDateKey(deadline, timeZone) === toLocalDateKey(from, timeZone)
    ? time
    : `${formatShortDate(deadline, timeZone)}, ${time}`;
}

/** The words of an alert, about a tube by name, its times in `timeZone` (the visit's). */
export function stabilityAlertText(alert: StabilityAlert, tube: string, timeZone: string, now: Date): string {
  const when = formatDeadline(alert.at, now.toISOString(), timeZone);
  switch (alert.kind) {
    case 'spin-nearing':
      return `${tube}: spin by ${when}.`;
    case 'spin-overdue':
      return `${tube}: not spun within 2 hours of collection (due ${when}). Contact support.`;
    case 'lab-nearing':
      return `${tube}: must reach the lab by ${when}.`;
    case 'lab-overdue':
      return `${tube}: past its stability window (lab by ${when}). Contact support.`;
  }
}

/** "Collected 45 minutes ago" and the rest of a clock in words, for a screen's lines. */
export function clockLines(clock: SpecimenClock, timeZone: string): { label: string; value: string }[] {
  const lines = [
    {
      label: clock.lab === 'done' ? 'Out for' : 'Collected',
      value:
        clock.lab === 'done'
          ? formatDuration(clock.minutesOut * MIN)
          : `${formatDuration(clock.minutesOut * MIN)} ago, at ${formatTime(clock.collectedAt, timeZone)}`,
    },
  ];
  if (clock.spin) {
    const { state, clotUntil, spinBy, spunAt } = clock.spin;
    lines.push({
      label: 'Spin',
      value:
        state === 'spun'
          ? spunAt
            ? `Spun at ${formatTime(spunAt, timeZone)}`
            : 'At the lab'
          : state === 'clotting'
            ? `Clotting: spin between ${formatTime(clotUntil, timeZone)} and ${formatTime(spinBy, timeZone)}`
            : `By ${formatTime(spinBy, timeZone)}`,
    });
  }
  lines.push({
    label: 'Lab by',
    value: clock.lab === 'done' ? 'At the lab' : formatDeadline(clock.labBy, clock.collectedAt, timeZone),
  });
  return lines;
}
