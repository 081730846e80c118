/**
 * Sample statuses (requirements.md 4, 5): collected with a timestamp, failed with a failure reason (which
 * also updates the waypoint action), completed at drop-off (waypoints.ts).
 *
 * Conventions here:
 *   - A canceled or failed procedure takes no more collections: refused.
 *   - Collecting names the sample's tube, a supply item: the supply item rules apply (used, by this
 *     procedure only). Collecting again with the same tube and serial is a retry: no change. With
 *     another tube it is a rescan: the new tube is used, the old one released.
 *   - failed and completed are final.
 */
import type { Procedure, Sample } from '../itinerary-data/model.ts';
import { runOnState, type FieldDraft } from './draft.ts';
import type { FieldState } from './entities.ts';
import { refusalTemplates, refusalTexts } from './refusals.ts';
import { badRequest, conflict, notFound, type Refusal, type Transition } from './result.ts';
import { swapProcedureSupplyItems } from './supply-items.ts';
import { recomputeActionsAfterProcedureChange } from './waypoint-actions.ts';

function findSample(
  draft: FieldDraft,
  procedureID: string,
  sampleID: string,
): { procedure: Procedure; sample: Sample } | Refusal {
  const procedure = draft.procedure(procedureID);
  if (!procedure) return notFound(refusalTemplates.missingProcedure(procedureID));
  const sample = procedure.samples.find((s) => s.id === sampleID);
  if (!sample) return notFound(refusalTemplates.missingSample(sampleID, procedureID));
  if (procedure.status === 'canceled' || procedure.status === 'failed')
    return conflict(refusalTemplates.procedureIs(procedure.status));
  return { procedure, sample };
}

export interface CollectSampleInput {
  procedureID: string;
  sampleID: string;
  /** The tube's supply item id and serial (requirements.md 5; the placeholder serial when scanning is disabled). */
  supplyItemID: string | null;
  serial: string | null;
  at: string;
}

/** requirements.md 4, 5: the sample is collected, with its timestamp, tube and serial. */
export function collectSample(state: FieldState, input: CollectSampleInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const found = findSample(draft, input.procedureID, input.sampleID);
    if ('code' in found) return found;
    const { procedure, sample } = found;
    const supplyItemID = input.supplyItemID?.trim() ?? '';
    const serial = input.serial?.trim() ?? '';
    if (supplyItemID.length === 0 || serial.length === 0) return badRequest(refusalTexts.missingSupplyItemIDOrSerial);
    if (sample.status === 'collected' && sample.supplyItemID === supplyItemID && sample.serial === serial) return;
    if (sample.status !== 'pending' && sample.status !== 'collected')
      return conflict(refusalTemplates.sampleIs(sample.status));
    return swapProcedureSupplyItems(draft, procedure.id, [supplyItemID], () =>
      draft.updateSample(procedure.id, sample.id, {
        status: 'collected',
        collectionTimestamp: input.at,
        collectionFailure: null,
        supplyItemID,
        serial,
      }),
    );
  });
}

export interface FailSampleInput {
  procedureID: string;
  sampleID: string;
  /** The reason chosen for the failed collection; without it, "Missing failure index" (requirements.md 8). */
  failureReason: string | null;
  at: string;
}

/** requirements.md 4: the sample failed, with its failure reason; the waypoint action is then updated. */
export function failSample(state: FieldState, input: FailSampleInput): Transition<FieldState> {
  return runOnState(state, (draft) => {
    const found = findSample(draft, input.procedureID, input.sampleID);
    if ('code' in found) return found;
    const { procedure, sample } = found;
    const reason = input.failureReason?.trim() ?? '';
    if (reason.length === 0) return badRequest(refusalTexts.missingFailureIndex);
    if (sample.status === 'failed') return;
    if (sample.status === 'completed') return conflict(refusalTemplates.sampleIs(sample.status));
    draft.updateSample(procedure.id, sample.id, { status: 'failed', collectionFailure: reason });
    recomputeActionsAfterProcedureChange(draft, procedure.id, input.at);
  });
}
