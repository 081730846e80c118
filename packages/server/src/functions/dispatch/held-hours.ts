/**
 * What a region's nurses already hold on its day, in any region (ADR 070): the board says when
 * she is busy, and her hours for the optimiser leave that time out (the domain's `freeHours`), so
 * a day built after another region's never plans her into work she has accepted there.
 */
import { intervalsOverlap, workOverlapTexts, type HeldWork } from '@sc/domain/field-checks/work-overlap';
import { formatClock } from '@sc/domain/dispatch/problem';
import { wallSecondsOfDay, zonedInstant } from '@sc/domain/format/dates';
import { addDaysToDateKey } from '@sc/domain/format/zoned-days';
import type { TimeWindow } from '@sc/domain/optimiser/types';
import type { Db } from '../../db/client.ts';
import { heldWorkByNurse } from '../shifts/work-overlap.ts';

export interface HeldOnDay {
  /** The board's lines, "busy 07:38–13:35 (itinerary in Brooklyn)". */
  busy: string[];
  /** Wall-clock seconds into the day, as the optimiser's hours are (ADR 049, `wallSecondsOfDay`). */
  windows: TimeWindow[];
}

export async function heldOnDay(
  db: Db,
  userIds: readonly string[],
  day: string,
  timeZone: string,
): Promise<Map<string, HeldOnDay>> {
  const from = zonedInstant(day, '00:00', timeZone);
  const to = zonedInstant(addDaysToDateKey(day, 1), '00:00', timeZone);
  const answer = new Map<string, HeldOnDay>();
  if (from === null || to === null) return answer;
  const byNurse = await heldWorkByNurse(db, userIds, new Date(from), new Date(to));
  for (const [userId, work] of byNurse) {
    const onDay = work.filter((w) => intervalsOverlap(w, { start: from, end: to }));
    if (onDay.length === 0) continue;
    // A shift and the itineraries it holds are one piece of work: one line, the shift's.
    const shiftIds = new Set(onDay.filter((w) => w.kind === 'shift').map((w) => w.id));
    const lines = onDay.filter((w) => w.kind === 'shift' || w.shiftID === null || !shiftIds.has(w.shiftID));
    const seconds = (w: HeldWork) => ({
      start: wallSecondsOfDay(w.start, day, timeZone),
      end: wallSecondsOfDay(w.end, day, timeZone),
    });
    answer.set(userId, {
      busy: lines.sort(byStart).map((w) => {
        // Work from the evening before, or into the night after, is shown within the day.
        const { start, end } = seconds(w);
        const times = `${formatClock(Math.max(0, start))}–${formatClock(Math.min(DAY_SECONDS, end))}`;
        return workOverlapTexts.busy(w, times);
      }),
      windows: onDay.map(seconds),
    });
  }
  return answer;
}

const DAY_SECONDS = 86_400;
const byStart = (a: HeldWork, b: HeldWork) => a.start - b.start || a.id.localeCompare(b.id);
