/**
 * Whether a visit fits another nurse's day, and what it costs in driving, before the dispatcher
 * drops it there (ADR 084): the same check a move makes (window, skills, hours, a specimen's
 * stability limit: manual-change.ts's refusals), answered without changing the plan. Pure.
 */
import { applyDispatchChange, type DispatchRefusal } from './manual-change.ts';
import type { DispatchPlan, DispatchProblem } from './problem.ts';

export type MovePreview =
  | {
      nurseId: string;
      fits: true;
      /** Seconds of driving the whole plan gains (negative: saves). */ drivingDelta: number;
    }
  | { nurseId: string; fits: false; refusal: DispatchRefusal };

const driving = (plan: DispatchPlan): number => plan.routes.reduce((s, r) => s + r.travel, 0);

export function previewMove(
  problem: DispatchProblem,
  plan: DispatchPlan,
  visitId: string,
  toNurseId: string,
): MovePreview {
  const out = applyDispatchChange(problem, plan, { kind: 'move', visitId, toNurseId });
  if (!out.ok) return { nurseId: toNurseId, fits: false, refusal: out.refusal };
  return { nurseId: toNurseId, fits: true, drivingDelta: driving(out.plan) - driving(plan) };
}

/** The preview for every nurse of the day but the one the visit is with. */
export function previewMoves(problem: DispatchProblem, plan: DispatchPlan, visitId: string): MovePreview[] {
  const current = plan.routes.find((r) => r.stops.some((s) => s.kind === 'visit' && s.visitId === visitId))?.nurseId;
  return problem.nurses.filter((n) => n.id !== current).map((n) => previewMove(problem, plan, visitId, n.id));
}

/** "Fits · +12 min driving", "Fits · 5 min less driving", "Fits · no more driving", or the refusal. */
export function movePreviewText(preview: MovePreview): string {
  if (!preview.fits) return preview.refusal;
  const minutes = Math.round(preview.drivingDelta / 60);
  if (minutes === 0) return 'Fits · no more driving';
  return minutes > 0 ? `Fits · +${minutes} min driving` : `Fits · ${-minutes} min less driving`;
}
