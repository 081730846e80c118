/** Shift and offer statuses (requirements.md 3, 4). */

/** in_progress is set when the nurse starts. */
export const shiftStatuses = ['open', 'accepted', 'in_progress', 'complete', 'canceled'] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];

/**
 * A nurse's status on a shift or itinerary offer (nursesOffered), ADR 074: still `offered`, or ended
 * as she answered it (`accepted`, `declined`), `withdrawn` when the work went to another nurse or was
 * canceled before she answered, or `no-response` (expired) when the work began unanswered.
 */
export const offerStatuses = ['offered', 'accepted', 'declined', 'withdrawn', 'no-response'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** requirements.md 2.3: the schedule tab's two filters. */
export const scheduleFilters = ['upcoming', 'past'] as const;
export type ScheduleFilter = (typeof scheduleFilters)[number];
