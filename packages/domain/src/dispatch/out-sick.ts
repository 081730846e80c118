/**
 * A nurse out sick (ADR 085): operations mark her out for a day; the work she holds that day is
 * withdrawn and offered to other nurses, or waits for one with a reason in words.
 *
 * Why this is hard / conventions here:
 *   - "Hers" is two things: an itinerary she accepted (its nurse) and one offered to her still
 *     waiting for her answer. Both are withdrawn from her; only the first moves its visits.
 *   - An itinerary under way (she checked in and started it) is not withdrawn: its first stops may
 *     be done, its tubes in her bag. It stays hers and the confirm says so: operations call her.
 *   - Who may take it instead is the re-offer rule of ADR 049 (works the region, performs every
 *     task) plus her hours that day covering the itinerary and no work of hers meeting it (ADR 070).
 *     Times here are wall-clock seconds into the day (ADR 049), as the board counts them.
 *   - Nothing here names why she is out: what the offices read says the visit's nurse changed.
 */
import { countOf } from '../format/counts.ts';
import { formatDateKey, SHORT_DATE_FORMAT } from '../format/dates.ts';
import { weekdayOf } from './day-hours.ts';
import { intervalsOverlap } from '../field-checks/work-overlap.ts';
import type { TimeWindow } from '../optimiser/types.ts';
import type { ItineraryStatus } from '../vocabulary/itinerary.ts';
import type { OfferStatus } from '../vocabulary/shifts.ts';

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The day in words, "Thu, Dec 3" (with its year when not `todayKey`'s, ADR 078); null: no such date. */
export function outSickDayLabel(day: string, todayKey?: string): string | null {
  try {
    return `${SHORT_WEEKDAYS[weekdayOf(day)]}, ${formatDateKey(day, SHORT_DATE_FORMAT, todayKey)}`;
  } catch {
    return null;
  }
}

/** An itinerary of the day as seen from the nurse marked out. */
export interface HerItinerary {
  status: ItineraryStatus;
  /** The nurse who holds it, if any. */
  userID: string | null;
  /** Her offer on it, if one was made. */
  herOffer: OfferStatus | null;
}

/**
 * What marking her out does to one itinerary: `withdraw` (she holds it, not begun), `withdraw-offer`
 * (offered to her, unanswered), `under-way` (she started it: it stays hers), `none` (not hers).
 */
export type OutSickFate = 'withdraw' | 'withdraw-offer' | 'under-way' | 'none';

export function outSickFate(itinerary: HerItinerary, nurseID: string): OutSickFate {
  const holds = itinerary.userID === nurseID;
  if (holds && itinerary.status === 'in_progress') return 'under-way';
  if (holds && itinerary.status === 'accepted') return 'withdraw';
  if (itinerary.status === 'open' && itinerary.herOffer === 'offered') return 'withdraw-offer';
  return 'none';
}

export interface OutSickCounts {
  /** Itineraries she holds that will be withdrawn, and their patient visits. */
  itineraries: number;
  visits: number;
  /** Itineraries she has started, which stay hers. */
  underWay: number;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);

/**
 * The confirm dialog's question (ADR 085): "Devi’s 2 itineraries on Thu, Dec 3 will be withdrawn
 * and their 7 visits offered to other nurses." `day` is already in words.
 */
export function outSickConfirmText(firstName: string, day: string, counts: OutSickCounts): string {
  const lines: string[] = [];
  if (counts.itineraries > 0) {
    const them = counts.itineraries === 1 ? 'its' : 'their';
    lines.push(
      `${possessive(firstName)} ${countOf(counts.itineraries, 'itinerary', 'itineraries')} on ${day} will be withdrawn and ${them} ${countOf(counts.visits, 'visit')} offered to other nurses.`,
    );
  } else {
    lines.push(`${firstName} holds no itinerary on ${day} that can be withdrawn.`);
  }
  if (counts.underWay > 0)
    lines.push(
      `${countOf(counts.underWay, 'itinerary', 'itineraries')} already under way ${counts.underWay === 1 ? 'stays' : 'stay'} hers: call her about ${counts.underWay === 1 ? 'it' : 'them'}.`,
    );
  lines.push(`Offers still waiting for her answer are withdrawn, and nothing is offered to her that day.`);
  return lines.join(' ');
}

/** The confirm dialog's title (ADR 085). */
export const outSickQuestion = (name: string, day: string) => `Mark ${name} out sick on ${day}?`;

/** A nurse who might take the withdrawn itinerary instead. */
export interface ReofferCandidate {
  id: string;
  name: string;
  /** She works the itinerary's region and performs every task on it (ADR 049's re-offer rule). */
  fits: boolean;
  /** Her hours that day (`hoursOnDay`); null: not available (a day off, or out herself). */
  hours: TimeWindow | null;
  /** Work she holds that day. */
  busy: readonly TimeWindow[];
  /** She declined this itinerary before. */
  declined: boolean;
}

/** Why one candidate cannot take it, in words; null when she can. */
export function reofferRefusal(candidate: ReofferCandidate, window: TimeWindow): string | null {
  if (!candidate.fits) return 'does not work the region or perform its tests';
  if (candidate.declined) return 'declined it';
  if (!candidate.hours) return 'is not available that day';
  if (candidate.hours.start > window.start || candidate.hours.end < window.end) return 'is not working those hours';
  if (candidate.busy.some((b) => intervalsOverlap(b, window))) return 'is booked at those hours';
  return null;
}

/** The nurses it is offered to, in the order given. */
export function reofferTo(candidates: readonly ReofferCandidate[], window: TimeWindow): ReofferCandidate[] {
  return candidates.filter((c) => reofferRefusal(c, window) === null);
}

/** What became of one withdrawn itinerary, as operations read it after marking her out. */
export type ReofferOutcome =
  | { kind: 'offered'; names: string[] }
  | { kind: 'waiting'; reason: 'begun' | 'no-one' | 'not-dispatched' };

export function reofferOutcomeText(outcome: ReofferOutcome, time: string, visits: number): string {
  const what = `The ${time} itinerary (${countOf(visits, 'visit')})`;
  if (outcome.kind === 'offered') return `${what} is offered to ${listInWords(outcome.names)}.`;
  switch (outcome.reason) {
    case 'begun':
      return `${what} waits for a nurse: it has begun, so assign one directly.`;
    case 'no-one':
      return `${what} waits for a nurse: nobody else who works the region is free and suited at those hours.`;
    case 'not-dispatched':
      return `${what} waits for a nurse: it was not planned on the dispatch board, so assign one directly.`;
  }
}

export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What the office's timeline says of each of its visits that moved (ADR 085): the nurse changed,
 * never why. Shown as the reason on a second "Scheduled" step.
 */
export const VISIT_MOVED_TEXTS = {
  reoffered: 'The visit’s nurse changed: it is offered to another nurse',
  waiting: 'The visit’s nurse changed: waiting for a nurse',
} as const;

/** The procedure page's visit line: "Thu, Dec 3, 2:30 PM with Nora Nightingale" or waiting. */
export function visitLine(when: string, nurseName: string | null): string {
  return nurseName ? `${when} with ${nurseName}` : `${when}, waiting for a nurse`;
}
