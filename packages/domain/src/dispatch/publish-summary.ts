/**
 * What publishing a plan sends out, asked before it is sent (architecture.md 3, ADR 049: publishing
 * offers every nurse her day at once and cannot be taken back by the dispatcher). The figures are the
 * plan's own: one itinerary per nurse's day, its visits, and the pay publishing offers (each day's
 * base earnings by the same rule the publish uses, plus what the dispatcher added).
 */
import { countOf } from '../format/counts.ts';
import { formatCents } from '../format/currency.ts';
import type { PlannedRoute } from '../optimiser/types.ts';
import { baseEarningsCents } from './earnings.ts';

export interface PublishSummary {
  itineraries: number;
  nurses: number;
  visits: number;
  payCents: number;
}

export function publishSummaryOf(
  routes: readonly Pick<PlannedRoute, 'nurseId' | 'departure' | 'arrival' | 'stops'>[],
  additionalEarningsCents: Readonly<Record<string, number>> = {},
): PublishSummary {
  const nurses = new Set(routes.map((r) => r.nurseId));
  const visits = routes.reduce((n, r) => n + r.stops.filter((s) => s.kind === 'visit').length, 0);
  const base = routes.reduce((sum, r) => sum + baseEarningsCents(r), 0);
  // Only a nurse with a day on the plan is paid what was typed for her.
  const extra = [...nurses].reduce((sum, id) => sum + (additionalEarningsCents[id] ?? 0), 0);
  return { itineraries: routes.length, nurses: nurses.size, visits, payCents: base + extra };
}

/** The question the board asks before publishing: "Publish 3 itineraries to 3 nurses: 12 visits, $845 in pay?" */
export function publishQuestion(summary: PublishSummary): string {
  return (
    `Publish ${countOf(summary.itineraries, 'itinerary', 'itineraries')} to ${countOf(summary.nurses, 'nurse')}: ` +
    `${countOf(summary.visits, 'visit')}, ${formatCents(summary.payCents)} in pay?`
  );
}

export const PUBLISH_CONFIRM_TEXTS = {
  detail: 'Each nurse is offered her day at once; its visits leave the waiting list.',
  confirm: 'Publish',
  cancel: 'Cancel',
} as const;
