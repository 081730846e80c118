/**
 * Writes that move a specimen record where it went (architecture.md 10), in their own transaction: a
 * nurse's field step, an office's cancel, an order, a nurse taking the itinerary.
 */
import { custodyEvent } from '@sc/domain/custody/custody-event';
import { custodyEventsOfFieldWrite } from '@sc/domain/custody/field-custody';
import type { Change } from '@sc/domain/transitions/changes';
import type { FieldState } from '@sc/domain/transitions/entities';
import type { Db } from '../../db/client.ts';
import {
  appendCustodyEvents,
  listItineraryProcedureIDs,
  type CustodyCause,
} from '../../repositories/custody-events.repository.ts';
import { findPerson } from '../../repositories/procedures.repository.ts';

/** A field write's events; answers the procedures they concern (their offices hear of it). */
export async function recordFieldCustody(
  db: Db,
  before: FieldState,
  changes: readonly Change[],
  cause: CustodyCause,
): Promise<string[]> {
  const drafts = custodyEventsOfFieldWrite(before, changes);
  await appendCustodyEvents(db, drafts, cause);
  return [...new Set(drafts.map((d) => d.procedureID))];
}

/** One kind of event for each of `procedureIDs` (an order placed, procedures canceled while waiting). */
export async function recordCustodyOf(
  db: Db,
  procedureIDs: readonly string[],
  kind: 'ordered' | 'scheduled' | 'canceled',
  cause: CustodyCause,
): Promise<void> {
  await appendCustodyEvents(
    db,
    procedureIDs.map((id) => custodyEvent(id, kind)),
    cause,
  );
}

/**
 * A nurse took the itinerary (she accepted it, or operations assigned her): every procedure on it
 * has its nurse, named in the event. Answers those procedures.
 */
export async function recordNurseAssigned(
  db: Db,
  itineraryID: string,
  nurseID: string,
  cause: CustodyCause,
): Promise<string[]> {
  const procedureIDs = await listItineraryProcedureIDs(db, itineraryID);
  const nurse = await findPerson(db, nurseID);
  const detail = nurse ? `${nurse.firstName} ${nurse.lastName}`.trim() : null;
  await appendCustodyEvents(
    db,
    procedureIDs.map((id) => custodyEvent(id, 'nurse-assigned', { detail })),
    cause,
  );
  return procedureIDs;
}
