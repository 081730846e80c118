/**
 * The demo reads true at any instant it is seeded (ADR 066; README: demo accounts): seeded at each
 * awkward instant below, in New York, the README's promises hold on New York's calendar.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hoursOnDay } from '@sc/domain/dispatch/day-hours';
import { clockSeconds } from '@sc/domain/dispatch/problem';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { toWalletBalances } from '@sc/domain/wallet/ledger';
import { readBalances } from '../repositories/ledger.repository.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed.ts';
import { demoShiftHours } from './seed-clock.ts';
import { DISPATCH_OFFICE_ID } from './seed-dispatch.ts';
import { DEMO_WALLET } from './seed-wallet.ts';

const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 60 * MIN;
/** The local wall time "HH:MM" of an instant in New York. */
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: NY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const wall = (at: Date) => clock.format(at);

const INSTANTS: [string, Date][] = [
  ['Saturday 23:30 (UTC already Sunday)', new Date('2026-11-28T23:30:00-05:00')],
  ['Tuesday noon', new Date('2026-12-01T12:00:00-05:00')],
  ['01:30 the first time, the night clocks go back', new Date('2026-11-01T01:30:00-04:00')],
  ['01:30 the second time', new Date('2026-11-01T01:30:00-05:00')],
  ['03:30, just after the hour that does not exist', new Date('2026-03-08T03:30:00-04:00')],
  ['New Year’s Eve 23:59', new Date('2026-12-31T23:59:00-05:00')],
  ['the real clock', new Date()],
];

describe('demoShiftHours: the demo nurse’s accepted shift', () => {
  const cases: [string, string][] = [
    // [now, expected start]: this morning while two hours on is 11:00 or earlier, else 8:00 tomorrow.
    ['2026-12-01T05:00:00-05:00', '2026-12-01T08:00:00-05:00'],
    ['2026-12-01T07:10:00-05:00', '2026-12-01T09:15:00-05:00'],
    ['2026-12-01T09:00:00-05:00', '2026-12-01T11:00:00-05:00'],
    ['2026-12-01T09:01:00-05:00', '2026-12-02T08:00:00-05:00'],
    ['2026-11-28T23:30:00-05:00', '2026-11-29T08:00:00-05:00'],
    ['2026-12-31T23:59:00-05:00', '2027-01-01T08:00:00-05:00'],
    // The 25-hour day: 8:00 the next morning is 24 hours, less a moment, after 9:00 and a moment.
    ['2026-10-31T09:00:01-04:00', '2026-11-01T08:00:00-05:00'],
    ['2026-11-01T01:30:00-04:00', '2026-11-01T08:00:00-05:00'],
    ['2026-03-07T23:30:00-05:00', '2026-03-08T08:00:00-04:00'],
  ];
  test.each(cases)('at %s it starts at %s', (now, start) => {
    const hours = demoShiftHours(new Date(now), NY);
    expect(hours.start.toISOString()).toBe(new Date(start).toISOString());
    expect(wall(hours.end)).toBe('17:00');
    expect(hours.day).toBe(toLocalDateKey(hours.start, NY));
  });

  test.each([
    ['the days around the night clocks go forward', '2026-03-06T00:00:00-05:00'],
    ['the days around the night clocks go back', '2026-10-30T00:00:00-04:00'],
    ['a week with a weekend', '2026-11-25T00:00:00-05:00'],
  ])('every 5 minutes of %s: within 24 hours, two or more ahead, 8:00 to 11:00', (_, first) => {
    const from = Date.parse(first);
    for (let ms = from; ms < from + 5 * 24 * HOUR; ms += 5 * MIN) {
      const { start, end } = demoShiftHours(new Date(ms), NY);
      const ahead = start.getTime() - ms;
      if (!(ahead >= 2 * HOUR && ahead < 24 * HOUR && wall(start) >= '08:00' && wall(start) <= '11:00'))
        throw new Error(`at ${new Date(ms).toISOString()} the shift starts at ${start.toISOString()}`);
      expect(toLocalDateKey(end, NY)).toBe(toLocalDateKey(start, NY));
    }
  });
});

/** Rows of a query, as the seed left them. */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ms = (value: Date | string) => new Date(value).getTime();

describe.each(INSTANTS)('seeded at %s', (_, now) => {
  let database: Database;
  const today = localDateKeyAfter(now, 0, NY);
  const tomorrow = localDateKeyAfter(now, 1, NY);
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db, now, 'seed-clock-test-data-key-0123456789');
  });
  afterAll(() => database?.close());

  const shift = async (id: string) =>
    (
      await rows<{ startAt: string; endAt: string }>(
        database,
        sql`select start_at as "startAt", end_at as "endAt" from shifts where id = ${id}`,
      )
    )[0]!;

  test('the nurse’s accepted shift starts within 24 hours, in her hours on a day she works', async () => {
    const { startAt, endAt } = await shift('shift-accepted');
    expect(ms(startAt) - now.getTime()).toBeGreaterThan(0);
    expect(ms(startAt) - now.getTime()).toBeLessThan(24 * HOUR);
    const day = toLocalDateKey(startAt, NY);
    expect(toLocalDateKey(endAt, NY)).toBe(day);
    const blocks = await rows<{ weekday: number; startMinute: number; endMinute: number }>(
      database,
      sql`select weekday, start_minute as "startMinute", end_minute as "endMinute"
        from nurse_weekly_availability where user_id = 'user-nurse'`,
    );
    const exceptions = await rows<{ date: string; startMinute: number | null; endMinute: number | null }>(
      database,
      sql`select day::text as date, start_minute as "startMinute", end_minute as "endMinute"
        from nurse_availability_exceptions where user_id = 'user-nurse'`,
    );
    // As dispatch's board reads her day: a dated exception, else her weekly hours.
    const hours = hoursOnDay(blocks, exceptions, day);
    expect(hours).not.toBeNull();
    expect(clockSeconds(wall(new Date(startAt)))).toBeGreaterThanOrEqual(hours!.start);
    expect(clockSeconds(wall(new Date(endAt)))).toBeLessThanOrEqual(hours!.end);
  });

  test('her itinerary’s visits are in her shift, on their orders’ day and within their windows', async () => {
    const { startAt, endAt } = await shift('shift-accepted');
    const stops = await rows<{ id: string; at: string; day: string | null; from: string | null; to: string | null }>(
      database,
      sql`select w.id, w.scheduled_start_at as at, min(o.requested_date::text) as day,
          min(o.window_start) as from, min(o.window_end) as to
        from waypoints w
        left join draft_waypoints d on d.waypoint_id = w.id
        left join procedures p on p.draft_waypoint_id = d.id
        left join orders o on o.id = p.order_id
        where w.itinerary_id = 'itinerary-accepted' group by w.id, w.scheduled_start_at order by w.scheduled_start_at`,
    );
    expect(stops.map((s) => s.id)).toEqual(['wp-pia', 'wp-ben', 'wp-lab']);
    for (const stop of stops) {
      expect(ms(stop.at)).toBeGreaterThan(ms(startAt));
      expect(ms(stop.at)).toBeLessThan(ms(endAt));
      if (stop.day === null) continue;
      expect(stop.day).toBe(toLocalDateKey(stop.at, NY));
      expect(wall(new Date(stop.at)) >= stop.from!.slice(0, 5) && wall(new Date(stop.at)) <= stop.to!.slice(0, 5)).toBe(
        true,
      );
    }
  });

  test('open offers: on days after her shift, in the daytime, not across midnight', async () => {
    const { startAt } = await shift('shift-accepted');
    for (const id of ['shift-offer-1', 'shift-offer-2']) {
      const offer = await shift(id);
      expect(ms(offer.startAt)).toBeGreaterThan(ms(startAt));
      expect(toLocalDateKey(offer.endAt, NY)).toBe(toLocalDateKey(offer.startAt, NY));
      expect(wall(new Date(offer.startAt)) >= '08:00' && wall(new Date(offer.endAt)) <= '17:00').toBe(true);
    }
  });

  test('the shifts in progress hold now; their itineraries start in them, before their stops', async () => {
    for (const id of ['shift-home-checked-in', 'shift-live-day']) {
      const { startAt, endAt } = await shift(id);
      expect(ms(startAt)).toBeLessThan(now.getTime());
      expect(ms(endAt)).toBeGreaterThan(now.getTime());
    }
    const wrong = await rows<{ id: string }>(
      database,
      sql`select w.id from waypoints w join itineraries i on i.id = w.itinerary_id
        left join shifts s on s.id = i.shift_id
        where w.scheduled_start_at < i.start_at or i.start_at < s.start_at or i.start_at >= s.end_at`,
    );
    expect(wrong).toEqual([]);
  });

  test('the live nurse’s tube was collected 100 minutes ago; her position is 3 minutes old', async () => {
    const [sample] = await rows<{ collectedAt: string }>(
      database,
      sql`select collected_at as "collectedAt" from samples where id = 's-live-gita-sst'`,
    );
    expect(now.getTime() - ms(sample!.collectedAt)).toBe(100 * MIN);
    const [position] = await rows<{ lastUpdate: string }>(
      database,
      sql`select last_update as "lastUpdate" from user_locations where user_id = 'user-live-nurse'`,
    );
    expect(now.getTime() - ms(position!.lastUpdate)).toBe(3 * MIN);
  });

  test('the home nurse’s itinerary offer is tomorrow in New York', async () => {
    const [offer] = await rows<{ startAt: string }>(
      database,
      sql`select start_at as "startAt" from itineraries where id = 'itinerary-home-offer'`,
    );
    expect(toLocalDateKey(offer!.startAt, NY)).toBe(tomorrow);
  });

  test('Riverside Lab has visits today in its zone; nothing has happened after now', async () => {
    const visits = await rows<{ id: string }>(
      database,
      sql`select id from orders where (office_id = 'office-lab' or created_by_office_id = 'office-lab')
        and status <> 'canceled' and requested_date = ${today}`,
    );
    expect(visits.length).toBeGreaterThanOrEqual(1);
    const future = await rows<{ kind: string }>(
      database,
      sql`select kind from custody_events where at > ${now.toISOString()}::timestamptz`,
    );
    expect(future).toEqual([]);
    // Lena's CMP, collected on the last morning whose visit is over, is still with the nurse.
    const [lena] = await rows<{ day: string }>(
      database,
      sql`select requested_date::text as day from orders where id = 'order-lena-cmp'`,
    );
    expect([today, localDateKeyAfter(now, -1, NY)]).toContain(lena!.day);
  });

  test('dispatch’s 30 visits wait for tomorrow in New York', async () => {
    const days = await rows<{ day: string; n: number }>(
      database,
      sql`select requested_date::text as day, count(*)::int as n from orders
        where office_id = ${DISPATCH_OFFICE_ID} group by requested_date`,
    );
    expect(days).toEqual([{ day: tomorrow, n: 30 }]);
  });

  test('the packer’s kit expires today, the others in a year', async () => {
    const kits = await rows<{ code: string; expires: string }>(
      database,
      sql`select b.value as code, i.expires_on::text as expires from barcodes b join supply_items i on i.id = b.target_id
        where b.value in ('PK-KIT-0009', 'PK-KIT-0001')`,
    );
    expect(Object.fromEntries(kits.map((k) => [k.code, k.expires]))).toEqual({
      'PK-KIT-0009': today,
      'PK-KIT-0001': localDateKeyAfter(now, 365, NY),
    });
  });

  test('the nurse’s wallet holds $265, $185 of it withdrawable', async () => {
    const balances = toWalletBalances(await readBalances(database.db, 'user-nurse'));
    expect(balances).toMatchObject({ balance: DEMO_WALLET.balance, withdrawableBalance: DEMO_WALLET.withdrawable });
  });
});
