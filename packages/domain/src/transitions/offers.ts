/**
 * Shift and itinerary offers (requirements.md 1, 4, 9), and starting a shift.
 *
 * Conventions here:
 *   - A nurse answers only an offer made to them (nursesOffered has their id), once: accepted,
 *     declined and no-response are final. Answering the same way again is a retry: no change.
 *   - Accepting assigns the nurse (the shift or itinerary becomes accepted with their userID), and
 *     every other nurse's offer still open is withdrawn (ADR 074): the work is no longer hers to take.
 *   - An offer still open when its work begins has expired (no-response, ADR 074): it can be neither
 *     accepted nor declined. `withLapsedOffers` applies that to a state before a nurse's answer.
 *   - A decline needs a reason (requirements.md 9), kept trimmed.
 *   - Starting a shift is the assigned nurse's: another nurse sees "Shift not found".
 */
import type { Change } from './changes.ts';
import type { OfferStatus as NurseOfferStatus } from '../vocabulary/shifts.ts';
import type { ItineraryOfferState, NurseOffer, ShiftOfferState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Refusal, type Transition } from './result.ts';

type Subject = 'Shift' | 'Itinerary';
type Offerable = ShiftOfferState | ItineraryOfferState;

function offerChange(subject: Subject, id: string, userID: string, set: Partial<NurseOffer>): Change {
  return subject === 'Shift'
    ? { op: 'update', entity: 'shiftOffer', id, userID, set }
    : { op: 'update', entity: 'itineraryOffer', id, userID, set };
}

function closedOfferRefusal(subject: Subject, status: NurseOfferStatus): Refusal {
  if (status === 'accepted') return conflict(refusalTemplates.offerAlreadyAccepted(subject));
  if (status === 'declined') return conflict(refusalTemplates.offerAlreadyDeclined(subject));
  if (status === 'withdrawn') return conflict(refusalTemplates.offerWithdrawn(subject));
  return conflict(refusalTemplates.offerExpired(subject));
}

function accept<T extends Offerable>(subject: Subject, target: T, userID: string): Transition<T> {
  const offer = target.nursesOffered[userID];
  if (!offer) return { ok: false, refusal: notFound(refusalTemplates.offerNotFound(subject)) };
  if (target.userID !== null && target.userID !== userID)
    return { ok: false, refusal: conflict(refusalTemplates.takenByAnotherNurse(subject)) };
  if (offer.status === 'accepted' && target.userID === userID && target.status !== 'open')
    return { ok: true, data: target, changes: [] };
  if (offer.status !== 'offered' && offer.status !== 'accepted')
    return { ok: false, refusal: closedOfferRefusal(subject, offer.status) };
  if (target.status !== 'open' && target.status !== 'accepted')
    return { ok: false, refusal: conflict(refusalTemplates.notOpenForOffers(subject, target.status)) };
  const changes: Change[] = [];
  let data: T = target;
  if (offer.status !== 'accepted') {
    data = { ...data, nursesOffered: { ...data.nursesOffered, [userID]: { status: 'accepted', declineReason: null } } };
    changes.push(offerChange(subject, target.id, userID, { status: 'accepted', declineReason: null }));
  }
  if (target.status !== 'accepted' || target.userID !== userID) {
    const set = { status: 'accepted' as const, userID };
    data = { ...data, ...set };
    changes.push(
      subject === 'Shift'
        ? { op: 'update', entity: 'shift', id: target.id, set }
        : { op: 'update', entity: 'itinerary', id: target.id, set },
    );
  }
  for (const [other, theirs] of Object.entries(data.nursesOffered)) {
    if (other === userID || theirs.status !== 'offered') continue;
    const withdrawn = { status: 'withdrawn' as const, declineReason: null };
    data = { ...data, nursesOffered: { ...data.nursesOffered, [other]: withdrawn } };
    changes.push(offerChange(subject, target.id, other, withdrawn));
  }
  return { ok: true, data, changes };
}

/** ADR 074: an offer not answered by the time its work begins has expired. */
export const offerHasLapsed = (workStartMs: number, nowMs: number): boolean => workStartMs <= nowMs;

/**
 * The state as it is at `nowMs` (ADR 074): once the work has begun, every offer still open on it
 * has expired (no-response), so a late answer is refused with "… offer expired without a response".
 * The rows say the same once the offers sweep has run; until then this is what decides.
 */
export function withLapsedOffers<T extends Offerable>(target: T, workStartMs: number, nowMs: number): T {
  if (!offerHasLapsed(workStartMs, nowMs)) return target;
  const lapsed = Object.entries(target.nursesOffered).map(([id, offer]) =>
    offer.status === 'offered' ? [id, { status: 'no-response' as const, declineReason: null }] : [id, offer],
  );
  return { ...target, nursesOffered: Object.fromEntries(lapsed) as T['nursesOffered'] };
}

function decline<T extends Offerable>(subject: Subject, target: T, userID: string, reason: string): Transition<T> {
  const offer = target.nursesOffered[userID];
  if (!offer) return { ok: false, refusal: notFound(refusalTemplates.offerNotFound(subject)) };
  const text = reason.trim();
  if (text.length === 0) return { ok: false, refusal: badRequest(refusalTexts.missingDeclineReason) };
  if (offer.status === 'declined') return { ok: true, data: target, changes: [] };
  if (offer.status !== 'offered') return { ok: false, refusal: closedOfferRefusal(subject, offer.status) };
  const set = { status: 'declined' as const, declineReason: text };
  return {
    ok: true,
    data: { ...target, nursesOffered: { ...target.nursesOffered, [userID]: set } },
    changes: [offerChange(subject, target.id, userID, set)],
  };
}

function recordNoResponse<T extends Offerable>(subject: Subject, target: T, userID: string): Transition<T> {
  const offer = target.nursesOffered[userID];
  if (!offer) return { ok: false, refusal: notFound(refusalTemplates.offerNotFound(subject)) };
  if (offer.status === 'no-response') return { ok: true, data: target, changes: [] };
  if (offer.status !== 'offered') return { ok: false, refusal: closedOfferRefusal(subject, offer.status) };
  const set = { status: 'no-response' as const, declineReason: null };
  return {
    ok: true,
    data: { ...target, nursesOffered: { ...target.nursesOffered, [userID]: set } },
    changes: [offerChange(subject, target.id, userID, set)],
  };
}

export interface AnswerOfferInput {
  userID: string;
}

export interface DeclineOfferInput {
  userID: string;
  /** requirements.md 9: required; blank counts as missing. */
  reason: string;
}

/** The nurse accepts a shift offer: the offer is accepted and the shift assigned to them. */
export function acceptShiftOffer(shift: ShiftOfferState, input: AnswerOfferInput): Transition<ShiftOfferState> {
  return accept('Shift', shift, input.userID);
}

/** requirements.md 4, 9: the nurse declines a shift offer, with a reason. */
export function declineShiftOffer(shift: ShiftOfferState, input: DeclineOfferInput): Transition<ShiftOfferState> {
  return decline('Shift', shift, input.userID, input.reason);
}

/** requirements.md 4: a shift nurse-offer status may be no-response (the offer lapsed unanswered). */
export function recordShiftOfferNoResponse(
  shift: ShiftOfferState,
  input: AnswerOfferInput,
): Transition<ShiftOfferState> {
  return recordNoResponse('Shift', shift, input.userID);
}

/** The nurse accepts an itinerary offer (assignNurseToItinerary, requirements.md 7). */
export function acceptItineraryOffer(
  itinerary: ItineraryOfferState,
  input: AnswerOfferInput,
): Transition<ItineraryOfferState> {
  return accept('Itinerary', itinerary, input.userID);
}

/** requirements.md 4, 9: the nurse declines an itinerary offer, with a reason. */
export function declineItineraryOffer(
  itinerary: ItineraryOfferState,
  input: DeclineOfferInput,
): Transition<ItineraryOfferState> {
  return decline('Itinerary', itinerary, input.userID, input.reason);
}

/** requirements.md 4: the itinerary offers a nurse sees exclude the ones they declined. */
export function toItineraryOffers<T extends ItineraryOfferState>(itineraries: readonly T[], userID: string): T[] {
  return itineraries.filter((it) => {
    const offer = it.nursesOffered[userID];
    return offer !== undefined && offer.status !== 'declined';
  });
}

/** requirements.md 4: in_progress is set when the assigned nurse starts the shift. Started already: no change. */
export function startShift(shift: ShiftOfferState, input: AnswerOfferInput): Transition<ShiftOfferState> {
  if (shift.userID !== input.userID) return { ok: false, refusal: notFound(refusalTexts.shiftNotFound) };
  if (shift.status === 'in_progress') return { ok: true, data: shift, changes: [] };
  if (shift.status === 'open') return { ok: false, refusal: conflict(refusalTexts.shiftNotAccepted) };
  if (shift.status !== 'accepted') return { ok: false, refusal: conflict(refusalTemplates.shiftIs(shift.status)) };
  const set = { status: 'in_progress' as const };
  return { ok: true, data: { ...shift, ...set }, changes: [{ op: 'update', entity: 'shift', id: shift.id, set }] };
}
