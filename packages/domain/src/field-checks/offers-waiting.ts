/**
 * What her home says of the offers waiting for her answer (requirements.md 2.3: the offers tab
 * lists them; her schedule, where she lands, says they are there), and what an itinerary offer's
 * card says of the work before she accepts: how many stops and which tests, never whom or where.
 */
import { countOf } from '../format/counts.ts';

/** Null with none: nothing waits, nothing is said. `hasMore`: the read was cut at `shown`. */
export function offersWaitingText(shown: number, hasMore: boolean): string | null {
  if (shown === 0) return null;
  return `You have ${hasMore ? 'more than ' : ''}${countOf(shown, 'offer')} waiting`;
}

export const OFFERS_WAITING_LINK = 'See your offers';

/** "3 stops · TSH, CBC"; null for a shift offer (no stops of its own to show). */
export function offerWorkText(stops: number, tests: readonly string[]): string | null {
  if (stops === 0) return null;
  return [countOf(stops, 'stop'), ...(tests.length > 0 ? [tests.join(', ')] : [])].join(' · ');
}
