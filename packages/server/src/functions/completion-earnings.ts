/**
 * Earnings posted when work is done (issue 23, ADR 041): in the transaction of the step that
 * finishes an itinerary, her accepted itinerary offer's earnings, and once every itinerary of her
 * shift is done, the shift's base earnings plus her offer's extra. Each posting is keyed by the
 * work (`earning:itinerary:<id>`, `earning:shift:<id>`), so a completion retried or replayed from
 * the phone's outbox posts nothing the second time.
 */
import { sql } from 'drizzle-orm';
import { earningEntry, earningFor, earningWithdrawableAt } from '@sc/domain/wallet/ledger';
import type { EarningSource } from '@sc/domain/vocabulary/wallet';
import type { Db } from '../db/client.ts';
import { postEntry, scheduleRelease } from '../repositories/ledger.repository.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

interface Work {
  userId: string | null;
  shiftId: string | null;
  itineraryEarnings: number | null;
  shiftUserId: string | null;
  shiftBase: number | null;
  shiftExtra: number | null;
  shiftOpenItineraries: number;
}

async function readWork(db: Db, itineraryId: string): Promise<Work | undefined> {
  const rows = await rowsOf<Work>(
    db.execute(sql`
      select i.user_id as "userId", i.shift_id as "shiftId",
        (select o.earnings_cents from itinerary_offers o
          where o.itinerary_id = i.id and o.user_id = i.user_id and o.status = 'accepted') as "itineraryEarnings",
        s.user_id as "shiftUserId", s.base_earnings_cents as "shiftBase",
        (select so.additional_earnings_cents from shift_offers so
          where so.shift_id = s.id and so.user_id = s.user_id and so.status = 'accepted') as "shiftExtra",
        (select count(*)::int from itineraries other
          where other.shift_id = i.shift_id and other.status not in ('done', 'canceled')) as "shiftOpenItineraries"
      from itineraries i left join shifts s on s.id = i.shift_id
      where i.id = ${itineraryId}`),
  );
  return rows[0];
}

async function post(
  db: Db,
  source: EarningSource,
  workId: string,
  userId: string,
  cents: number,
  at: Date,
  link: { shiftId?: string; itineraryId?: string },
) {
  if (cents <= 0) return;
  const entryId = await postEntry(db, earningEntry(cents), {
    key: `earning:${source}:${workId}`,
    userId,
    amountCents: cents,
    ...link,
    at,
  });
  if (entryId !== null) await scheduleRelease(db, entryId, userId, earningWithdrawableAt(at));
}

/** Call after the itinerary's status became done, in the same transaction. */
export async function postCompletionEarnings(db: Db, itineraryId: string, at: Date): Promise<void> {
  const work = await readWork(db, itineraryId);
  if (!work?.userId) return;
  await post(db, 'itinerary', itineraryId, work.userId, earningFor('itinerary', 0, work.itineraryEarnings ?? 0), at, {
    itineraryId,
  });
  if (work.shiftId && work.shiftUserId === work.userId && work.shiftOpenItineraries === 0)
    await post(
      db,
      'shift',
      work.shiftId,
      work.userId,
      earningFor('shift', work.shiftBase ?? 0, work.shiftExtra ?? 0),
      at,
      {
        shiftId: work.shiftId,
      },
    );
}
