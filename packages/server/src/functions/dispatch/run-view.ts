/** A run as the board shows it: the plan's days with their base earnings, and what it planned with. */
import { baseEarningsCents } from '@sc/domain/dispatch/earnings';
import { planNoteText } from '@sc/domain/dispatch/moved-stops';
import type { RunRow } from '../../repositories/dispatch.repository.ts';

export const DISPATCH_TEXTS = {
  unknownRegion: 'Service region not found.',
  unknownRun: 'Dispatch run not found.',
  nothingToPlan: 'No visit is waiting for this day, or no nurse is available.',
  running: 'This day is being optimised. Wait for its plan.',
  notInRun: 'This itinerary was not built by dispatch.',
  noFit: 'This nurse does not work this region or perform these procedures.',
  declined: 'This nurse declined this itinerary.',
  taken: 'This itinerary is taken.',
} as const;

/** `patientName` names the plan's cancelled visit, if its note is one (ADR 084). */
export function toRunView(run: RunRow, patientName = '') {
  return {
    id: run.id,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    progress: run.progress ?? null,
    failure: run.failure ?? null,
    noteText: run.plan?.note ? planNoteText(run.plan.note, patientName) : null,
    plan: run.plan
      ? {
          ...run.plan,
          routes: run.plan.routes.map((r) => ({ ...r, baseEarningsCents: baseEarningsCents(r) })),
        }
      : null,
    nurses: run.problem.nurses.map((n) => ({ id: n.id, name: n.name, hours: n.hours, home: n.home })),
    places: run.problem.places.map((p) => ({ id: p.id, name: p.name, point: p.point, receiving: p.receiving })),
    visitIDs: run.problem.visits.map((v) => v.id),
  };
}
