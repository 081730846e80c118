/**
 * Operations' day-of changes on the dispatch board (ADR 049, 070): a region's day built, one visit
 * moved to another nurse or set aside by hand (changeDispatchPlan, as the board's "Give it to" and
 * "Set aside" do), the plan published; and a published itinerary no one has taken offered to
 * another nurse or given to her (offerDispatchItinerary, assignNurseToItinerary), which ends the
 * offers of the nurses it was offered to. A set-aside order waits on its board again (invariant 1),
 * a moved visit is one nurse's (2), and an offer for work given away ends (5).
 */
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { Step } from '../steps.ts';
import { call, pick, settleJobs, type World } from '../world.ts';

type Stop = { kind: string; visitId?: string };
type Route = { nurseId: string; stops: Stop[] };

export async function replanDay(world: World, step: Extract<Step, { kind: 'replan-day' }>): Promise<void> {
  const region = pick(world.regions, step.region)!;
  const day = localDateKeyAfter(world.clock.now(), step.daysAhead, region.timeZone);
  const board = () => call(world, 'getDispatchBoard', { day, serviceRegionID: region.id }, world.admin);
  const built = await call(world, 'buildDispatchDay', { day, serviceRegionID: region.id, seconds: 1 }, world.admin);
  if (built.status !== 200) return;
  await settleJobs(world);
  const run = (await board()).body?.run;
  if (run?.id !== built.body.runID || run.status !== 'done' || !run.plan) return;
  const visits = (run.plan.routes as Route[]).flatMap((r) =>
    r.stops.filter((s) => s.kind === 'visit').map((s) => ({ visitId: s.visitId!, nurseId: r.nurseId })),
  );
  const visit = pick(visits, step.visit);
  if (visit && step.change === 'set-aside')
    await call(
      world,
      'changeDispatchPlan',
      { runID: run.id, change: { kind: 'unassign', visitId: visit.visitId } },
      world.admin,
    );
  if (visit && step.change === 'move') {
    const to = pick(
      (run.nurses as { id: string }[]).filter((n) => n.id !== visit.nurseId),
      step.toNurse,
    );
    if (to)
      await call(
        world,
        'changeDispatchPlan',
        { runID: run.id, change: { kind: 'move', visitId: visit.visitId, toNurseId: to.id } },
        world.admin,
      );
  }
  const changed = (await board()).body?.run;
  if (changed?.id === run.id && changed.plan?.routes.length > 0)
    await call(world, 'publishDispatchPlan', { runID: run.id }, world.admin);
}

/** The published itineraries still open on every region's board for the next two days, in board order. */
async function openItineraries(world: World): Promise<{ id: string }[]> {
  const open = [];
  for (const daysAhead of [0, 1, 2])
    for (const region of world.regions) {
      const day = localDateKeyAfter(world.clock.now(), daysAhead, region.timeZone);
      const board = await call(world, 'getDispatchBoard', { day, serviceRegionID: region.id }, world.admin);
      for (const it of (board.body?.itineraries ?? []) as { id: string; status: string }[])
        if (it.status === 'open') open.push({ id: it.id });
    }
  return open;
}

export async function reassign(world: World, step: Extract<Step, { kind: 'reassign' }>): Promise<void> {
  const itinerary = pick(await openItineraries(world), step.itinerary);
  const nurse = pick(world.nurses, step.nurse);
  if (!itinerary || !nurse) return;
  await call(
    world,
    step.assign ? 'assignNurseToItinerary' : 'offerDispatchItinerary',
    { itineraryID: itinerary.id, userID: nurse.id },
    world.admin,
  );
}
