/**
 * Invariant 5 (architecture.md 11): every offer ends accepted, declined, withdrawn or expired (ADR
 * 074), and every job ends done or dead-lettered. An offer a nurse still sees for work another nurse took, or
 * that has already begun, invites her to drive to a visit that is not hers; a job left queued or
 * running for ever is work (a payout, an email) that silently never happens.
 */
import type { InvariantBreak, JobFacts, OfferFacts } from './view.ts';

export function offerBreaks(offers: readonly OfferFacts[], nowMs: number, final: boolean): InvariantBreak[] {
  const breaks: InvariantBreak[] = [];
  for (const offer of offers) {
    const gone =
      offer.itineraryStatus === 'canceled'
        ? 'was canceled'
        : offer.itineraryHolder !== null && offer.itineraryHolder !== offer.userId
          ? `went to ${offer.itineraryHolder}`
          : offer.status === 'offered' && offer.startMs <= nowMs
            ? 'has begun'
            : null;
    if (gone === null) continue;
    // While the week runs her phone decides: it must not list the work. At the end the rows must
    // say the offer ended (withdrawn or expired, ADR 074), as the sweep writes it.
    if (offer.shownToNurse === true)
      breaks.push({
        invariant: 'offers-end',
        message: `nurse ${offer.userId} is still offered itinerary ${offer.itineraryId}, which ${gone}`,
      });
    else if (final && offer.status === 'offered')
      breaks.push({
        invariant: 'offers-end',
        message: `the offer of itinerary ${offer.itineraryId} to nurse ${offer.userId} never ended, though it ${gone}`,
      });
  }
  return breaks;
}

export function jobBreaks(jobs: readonly JobFacts[], final: boolean): InvariantBreak[] {
  if (!final) return [];
  return jobs
    .filter((job) => job.status !== 'succeeded' && job.status !== 'dead')
    .map((job) => ({
      invariant: 'jobs-end' as const,
      message: `job ${job.id} (${job.kind}) is still ${job.status}${job.held ? ' (its outside call held)' : ''}`,
    }));
}
