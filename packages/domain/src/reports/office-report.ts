/**
 * An office's report for a date range (issue 14, office/reports): orders and procedures per day
 * and per week, how many completed, failed (and why) or were canceled, and how long each leg of
 * the way took: ordered to collected, collected to dropped off at the lab. Per test and per
 * prescriber too. The server reads one fact per procedure of the range; this is the arithmetic.
 */
import type { ProcedureStatus } from '../vocabulary/procedures.ts';

export const REPORT_DAYS_MAX = 366;
export const REPORT_FACTS_MAX = 50_000;

export interface ProcedureFact {
  orderID: string;
  /** The order's day, `YYYY-MM-DD`, in its visit's time zone. */
  day: string;
  testCode: string;
  testName: string;
  prescriber: string;
  status: ProcedureStatus;
  failedReason: string | null;
  orderedAt: string;
  /** Its first tube scanned (the first "sample-collected" custody event); null while none is. */
  collectedAt: string | null;
  /** Its first lab drop-off or box handed to the carrier (custody events); null while neither. */
  atLabAt: string | null;
}

export interface Leg {
  /** Procedures that went through the leg. */
  count: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ReportLine {
  key: string;
  label: string;
  procedures: number;
  completed: number;
  failed: number;
  canceled: number;
  orderedToCollected: Leg;
  collectedToLab: Leg;
}

export interface OfficeReport {
  perDay: { day: string; orders: number; procedures: number }[];
  perWeek: { week: string; orders: number; procedures: number }[];
  totals: { orders: number; procedures: number; completed: number; failed: number; canceled: number; open: number };
  /** Of the procedures that ended (completed or failed), the share completed; null when none ended. */
  completionRate: number | null;
  failureRate: number | null;
  failureReasons: { reason: string; count: number }[];
  orderedToCollected: Leg;
  collectedToLab: Leg;
  byTest: ReportLine[];
  byPrescriber: ReportLine[];
}

const HOUR = 3_600_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The value at a quantile of sorted numbers (nearest rank). */
function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function leg(hours: number[]): Leg {
  const sorted = [...hours].sort((a, b) => a - b);
  const at = (q: number) => {
    const v = quantile(sorted, q);
    return v === null ? null : round1(v);
  };
  return { count: sorted.length, medianHours: at(0.5), p90Hours: at(0.9) };
}

const hoursBetween = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, (Date.parse(to) - Date.parse(from)) / HOUR) : null;

/** Monday of a `YYYY-MM-DD` day's ISO week, as `YYYY-MM-DD`. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** Every day of the range, `from` to `to` inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

function lines(facts: readonly ProcedureFact[], keyOf: (f: ProcedureFact) => [string, string]): ReportLine[] {
  const groups = new Map<string, { label: string; facts: ProcedureFact[] }>();
  for (const fact of facts) {
    const [key, label] = keyOf(fact);
    const group = groups.get(key) ?? { label, facts: [] };
    group.facts.push(fact);
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, { label, facts: group }]) => ({
      key,
      label,
      procedures: group.length,
      completed: group.filter((f) => f.status === 'completed').length,
      failed: group.filter((f) => f.status === 'failed').length,
      canceled: group.filter((f) => f.status === 'canceled').length,
      ...legsOf(group),
    }))
    .sort((a, b) => b.procedures - a.procedures || a.label.localeCompare(b.label));
}

function legsOf(facts: readonly ProcedureFact[]) {
  const collected = facts.flatMap((f) => {
    const h = hoursBetween(f.orderedAt, f.collectedAt);
    return h === null ? [] : [h];
  });
  const atLab = facts.flatMap((f) => {
    const h = hoursBetween(f.collectedAt, f.atLabAt);
    return h === null ? [] : [h];
  });
  return { orderedToCollected: leg(collected), collectedToLab: leg(atLab) };
}

export function officeReport(facts: readonly ProcedureFact[], range: { from: string; to: string }): OfficeReport {
  const inRange = facts.filter((f) => f.day >= range.from && f.day <= range.to);
  const perDay = daysOf(range.from, range.to).map((day) => {
    const today = inRange.filter((f) => f.day === day);
    return { day, orders: new Set(today.map((f) => f.orderID)).size, procedures: today.length };
  });
  const weeks = new Map<string, { orders: Set<string>; procedures: number }>();
  for (const day of perDay) {
    const week = weeks.get(weekOf(day.day)) ?? { orders: new Set<string>(), procedures: 0 };
    weeks.set(weekOf(day.day), week);
  }
  for (const f of inRange) {
    const week = weeks.get(weekOf(f.day))!;
    week.orders.add(f.orderID);
    week.procedures += 1;
  }
  const count = (status: ProcedureStatus) => inRange.filter((f) => f.status === status).length;
  const completed = count('completed');
  const failed = count('failed');
  const canceled = count('canceled');
  const ended = completed + failed;
  const reasons = new Map<string, number>();
  for (const f of inRange)
    if (f.status === 'failed')
      reasons.set(f.failedReason || 'No reason given', (reasons.get(f.failedReason || 'No reason given') ?? 0) + 1);
  return {
    perDay,
    perWeek: [...weeks].map(([week, w]) => ({ week, orders: w.orders.size, procedures: w.procedures })),
    totals: {
      orders: new Set(inRange.map((f) => f.orderID)).size,
      procedures: inRange.length,
      completed,
      failed,
      canceled,
      open: inRange.length - completed - failed - canceled,
    },
    completionRate: ended ? round1((completed / ended) * 100) / 100 : null,
    failureRate: ended ? round1((failed / ended) * 100) / 100 : null,
    failureReasons: [...reasons]
      .map(([reason, n]) => ({ reason, count: n }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    ...legsOf(inRange),
    byTest: lines(inRange, (f) => [f.testCode, `${f.testCode} · ${f.testName}`]),
    byPrescriber: lines(inRange, (f) => [f.prescriber, f.prescriber]),
  };
}
