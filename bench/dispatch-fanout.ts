/**
 * Publishing a day reaches the phones (issue 25, ADR 049): 50 nurses each hold a live stream open
 * (`/api/live`, a phone's EventSource) on the product with its demo data; a plan of 30 itineraries,
 * one for each of 30 of them, is published through `publishDispatchPlan`; measured is the time from
 * the call until the last of the 30 streams receives its `shifts/{id}` notice (the offer list to
 * refetch). The other 20 must receive nothing. Target: under a second.
 *
 * The plan is made by the domain's own timing (`timeDay`), one visit a nurse, so the measure is the
 * publishing and the fan-out, not the optimiser. On the embedded database (one process); the
 * PostgreSQL NOTIFY path is the same bus (`live/bus.ts`) and is measured by the scan loads.
 *
 * Run alone: `npx tsx bench/dispatch-fanout.ts`, or `BENCH_ONLY=dispatch npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { timeDay } from '@sc/domain/dispatch/manual-change';
import { formatClock } from '@sc/domain/dispatch/problem';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { buildTravelMatrix } from '@sc/server/src/adapters/optimiser/travel-matrix.ts';
import { greatCircleRouting } from '@sc/server/src/adapters/routing/great-circle.ts';
import { problemPoints } from '@sc/domain/dispatch/problem';
import * as t from '@sc/server/src/db/schema.ts';
import { readDay, toDayProblem } from '@sc/server/src/functions/dispatch/day-problem.ts';
import { startTestServer } from '@sc/server/test/harness.ts';
import { openLiveStream, type LiveStream } from '@sc/server/test/live-client.ts';

export const FANOUT_NURSES = 50;
export const FANOUT_ITINERARIES = 30;
export const FANOUT_TARGET_MS = 1000;

export interface FanoutResult {
  publishMs: number;
  lastNoticeMs: number;
  reached: number;
  strayNotices: number;
}

export async function measurePublishFanout(): Promise<FanoutResult> {
  const server = await startTestServer({ JOB_CONCURRENCY: '0' });
  const streams: LiveStream[] = [];
  try {
    const db = server.db;
    const day = toLocalDateKey(Date.now() + 86_400_000, 'America/New_York');
    // Tomorrow's 30 demo visits on one board (Queens' 14 join Brooklyn's 16), and 50 nurses there.
    await db.execute(sql`update orders set service_region_id = 'region-brooklyn' where id like 'order-dispatch-%'`);
    const ids = Array.from({ length: FANOUT_NURSES }, (_, i) => `bench-fanout-nurse-${i}`);
    await db.insert(t.users).values(
      ids.map((id, i) => ({
        id,
        email: `${id}@bench.test`,
        role: 'nurse' as const,
        status: 'approved' as const,
        firstName: 'Fanout',
        lastName: `Nurse ${String(i).padStart(2, '0')}`,
        timeZone: 'America/New_York',
      })),
    );
    await db
      .insert(t.nurseServiceRegions)
      .values(ids.map((userId) => ({ userId, serviceRegionId: 'region-brooklyn' })));
    await db
      .insert(t.nurseTaskTypes)
      .values(
        ids.flatMap((userId) =>
          (['venipuncture', 'urine-collection', 'centrifugation'] as const).map((taskType) => ({ userId, taskType })),
        ),
      );
    await db
      .insert(t.nurseWeeklyAvailability)
      .values(
        ids.flatMap((userId) =>
          [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId, weekday, startMinute: 420, endMinute: 1140 })),
        ),
      );
    await db.insert(t.nurseWorkSettings).values(
      ids.map((userId, i) => ({
        userId,
        leaveFromLat: 40.62 + (i % 10) * 0.008,
        leaveFromLng: -73.98 + (i % 5) * 0.02,
      })),
    );

    const read = await readDay(db, 'region-brooklyn', day);
    const problem = toDayProblem(read!, day);
    const matrix = await buildTravelMatrix(greatCircleRouting, problemPoints(problem));
    problem.travel = Array.from(matrix.travel);
    const fanoutNurses = problem.nurses.filter((n) => n.id.startsWith('bench-fanout-'));
    const routes = problem.visits.slice(0, FANOUT_ITINERARIES).map((visit, i) => {
      const timed = timeDay(problem, {}, fanoutNurses[i]!.id, [visit.id]);
      if (!timed.ok) throw new Error(`visit ${visit.id} at ${formatClock(visit.window.start)}: ${timed.refusal}`);
      return timed.route;
    });
    if (routes.length !== FANOUT_ITINERARIES) throw new Error(`only ${routes.length} visits to publish`);
    await db.insert(t.dispatchRuns).values({
      id: 'bench-fanout-run',
      serviceRegionId: 'region-brooklyn',
      day,
      status: 'done',
      problem,
      plan: { routes, unplaced: [], pins: {}, edited: false },
    });

    await server.server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const id of ids) streams.push(await openLiveStream(base, await server.sessionCookie(id)));
    const admin = await server.sessionCookie('user-admin');
    await new Promise((r) => setTimeout(r, 200));

    const started = performance.now();
    const startedAt = Date.now();
    const res = await server.call('publishDispatchPlan', { runID: 'bench-fanout-run' }, { cookie: admin });
    const publishMs = performance.now() - started;
    if (res.status !== 200) throw new Error(`publishDispatchPlan answered ${res.status}: ${JSON.stringify(res.body)}`);
    const offered = new Set(routes.map((r) => r.nurseId));
    const noticeOf = (s: LiveStream, id: string) => s.events.find((e) => e.data.includes(`"shifts/${id}"`));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && ids.some((id, i) => offered.has(id) && !noticeOf(streams[i]!, id)))
      await new Promise((r) => setTimeout(r, 5));
    const arrivals = ids.flatMap((id, i) => {
      const notice = offered.has(id) ? noticeOf(streams[i]!, id) : undefined;
      return notice ? [notice.at - startedAt] : [];
    });
    return {
      publishMs,
      lastNoticeMs: arrivals.length ? Math.max(...arrivals) : Infinity,
      reached: arrivals.length,
      strayNotices: ids.filter(
        (id, i) => !offered.has(id) && streams[i]!.events.some((e) => e.data.includes('shifts/')),
      ).length,
    };
  } finally {
    for (const s of streams) s.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measurePublishFanout();
  const ok = r.reached === FANOUT_ITINERARIES && r.lastNoticeMs < FANOUT_TARGET_MS && r.strayNotices === 0;
  console.log(
    `publishing ${FANOUT_ITINERARIES} itineraries to ${FANOUT_NURSES} open phones: the call ${r.publishMs.toFixed(0)} ms, the last of ${r.reached} notices at ${r.lastNoticeMs.toFixed(0)} ms, ${r.strayNotices} to nurses not offered (target < ${FANOUT_TARGET_MS} ms): ${ok ? 'met' : 'MISSED'}`,
  );
  process.exitCode = ok ? 0 : 1;
}
