/**
 * What an itinerary built by dispatch pays (requirements.md 2.3, 3: an offer shows its earnings; a shift
 * offer adds additional earnings to the base). The base is ours to choose (ADR 049): a fee per
 * patient visit plus the hours of the day from leaving home to coming back, rounded up to the
 * dollar so an offer reads "$95", not "$94.37". Additional earnings are the dispatcher's, per offer.
 */
import type { PlannedRoute } from '../optimiser/types.ts';

export const VISIT_FEE_CENTS = 2_500;
export const HOURLY_CENTS = 2_000;
/** The most a dispatcher may add to one offer: $500. */
export const MAX_ADDITIONAL_EARNINGS_CENTS = 50_000;

export function baseEarningsCents(route: Pick<PlannedRoute, 'departure' | 'arrival' | 'stops'>): number {
  const visits = route.stops.filter((s) => s.kind === 'visit').length;
  const hours = Math.max(0, route.arrival - route.departure) / 3600;
  const cents = visits * VISIT_FEE_CENTS + hours * HOURLY_CENTS;
  return Math.ceil(cents / 100) * 100;
}

export const ADDITIONAL_EARNINGS_REFUSAL = `Enter whole dollars from 0 to ${MAX_ADDITIONAL_EARNINGS_CENTS / 100}.`;

/**
 * What the dispatcher typed as one offer's additional earnings, in whole dollars: its cents (none
 * when empty), or the refusal to show beside the field. Nothing is guessed: "-5" is not 5.
 */
export function additionalEarningsOf(typed: string): { cents: number } | { refusal: string } {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return { cents: 0 };
  if (!/^\d{1,6}$/.test(text)) return { refusal: ADDITIONAL_EARNINGS_REFUSAL };
  const cents = Number(text) * 100;
  return cents <= MAX_ADDITIONAL_EARNINGS_CENTS ? { cents } : { refusal: ADDITIONAL_EARNINGS_REFUSAL };
}
