import { describe, expect, test } from 'vitest';
import { zonedInstant } from '../format/dates.ts';
import { findOverlappingWork, intervalsOverlap, workOverlapTexts, type HeldWork } from './work-overlap.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
/** An instant from a wall time in a zone. */
const at = (day: string, hhmm: string, zone = NY) => zonedInstant(day, hhmm, zone)!;

const work = (
  kind: HeldWork['kind'],
  id: string,
  start: number,
  end: number,
  more: Partial<HeldWork> = {},
): HeldWork => ({ kind, id, start, end, shiftID: null, regions: [], ...more });

// ADR 070: each row names the edge it covers.
describe('intervalsOverlap', () => {
  test.each([
    ['Brooklyn 07:38–13:46 and Queens 07:40–14:22 the same morning', ['07:38', '13:46'], ['07:40', '14:22'], true],
    ['one inside the other', ['07:00', '17:00'], ['09:00', '10:00'], true],
    ['the same hours', ['09:00', '12:00'], ['09:00', '12:00'], true],
    ['touching: one ends as the other starts', ['07:00', '10:00'], ['10:00', '12:00'], false],
    ['touching the other way round', ['10:00', '12:00'], ['07:00', '10:00'], false],
    ['one minute over', ['07:00', '10:01'], ['10:00', '12:00'], true],
    ['apart', ['07:00', '09:00'], ['10:00', '12:00'], false],
  ] as const)('%s', (_name, [aStart, aEnd], [bStart, bEnd], overlaps) => {
    const day = '2026-11-29';
    const a = { start: at(day, aStart), end: at(day, aEnd) };
    const b = { start: at(day, bStart), end: at(day, bEnd) };
    expect(intervalsOverlap(a, b)).toBe(overlaps);
    expect(intervalsOverlap(b, a)).toBe(overlaps);
  });

  test.each([
    ['the same hours on different days do not overlap', at('2026-11-29', '09:00'), at('2026-11-30', '09:00'), false],
    // 09:00 in Los Angeles is 12:00 in New York: by the instant, not the clock.
    [
      '09:00–11:00 New York and 06:00–08:00 Los Angeles are the same instants',
      at('2026-11-29', '09:00'),
      at('2026-11-29', '06:00', LA),
      true,
    ],
    [
      '09:00 New York and 09:00 Los Angeles are three hours apart',
      at('2026-11-29', '09:00'),
      at('2026-11-29', '09:00', LA),
      false,
    ],
  ] as const)('%s', (_name, aStart, bStart, overlaps) => {
    const twoHours = 2 * 3_600_000;
    expect(intervalsOverlap({ start: aStart, end: aStart + twoHours }, { start: bStart, end: bStart + twoHours })).toBe(
      overlaps,
    );
  });

  test.each([
    [
      'a night shift 22:00–02:00 and work at 01:00 the next day',
      ['2026-11-29', '22:00'],
      ['2026-11-30', '02:00'],
      ['2026-11-30', '01:00'],
      true,
    ],
    [
      'a night shift 22:00–02:00 and work from 02:00 the next day',
      ['2026-11-29', '22:00'],
      ['2026-11-30', '02:00'],
      ['2026-11-30', '02:00'],
      false,
    ],
    [
      'a night shift 22:00–02:00 and work at 01:00 the day before',
      ['2026-11-29', '22:00'],
      ['2026-11-30', '02:00'],
      ['2026-11-29', '01:00'],
      false,
    ],
  ] as const)('across midnight: %s', (_name, [sDay, sTime], [eDay, eTime], [oDay, oTime], overlaps) => {
    const night = { start: at(sDay, sTime), end: at(eDay, eTime) };
    const other = { start: at(oDay, oTime), end: at(oDay, oTime) + 3_600_000 };
    expect(intervalsOverlap(night, other)).toBe(overlaps);
  });
});

describe('findOverlappingWork', () => {
  const day = '2026-11-29';
  const brooklynShift = work('shift', 'shift-b', at(day, '07:38'), at(day, '13:35'), { regions: ['Brooklyn'] });
  const brooklyn = work('itinerary', 'it-b', at(day, '07:38'), at(day, '13:35'), {
    shiftID: 'shift-b',
    regions: ['Brooklyn'],
  });
  const queens = work('itinerary', 'it-q', at(day, '07:40'), at(day, '14:22'), { regions: ['Queens'] });

  test.each([
    [
      'Queens overlaps the Brooklyn itinerary she holds, named before its shift',
      queens,
      [brooklynShift, brooklyn],
      'it-b',
    ],
    ['a retry: the work itself is not a clash', brooklyn, [brooklynShift, brooklyn], null],
    ['an itinerary joining her shift fills it', { ...queens, shiftID: 'shift-b' }, [brooklynShift], null],
    [
      'an itinerary joining her shift still clashes with another itinerary in it',
      { ...queens, shiftID: 'shift-b' },
      [brooklynShift, brooklyn],
      'it-b',
    ],
    ['a shift does not clash with the itineraries it holds', brooklynShift, [brooklyn], null],
    [
      'a shift overlapping her itinerary of another shift',
      work('shift', 'shift-q', at(day, '09:00'), at(day, '15:00')),
      [brooklynShift, brooklyn],
      'it-b',
    ],
    [
      'work after hers, touching',
      work('itinerary', 'later', at(day, '13:35'), at(day, '15:00')),
      [brooklynShift, brooklyn],
      null,
    ],
    ['the earliest of several', work('shift', 'long', at(day, '06:00'), at(day, '20:00')), [queens, brooklyn], 'it-b'],
    ['nothing held', queens, [], null],
  ] as const)('%s', (_name, candidate, held, clash) => {
    expect(findOverlappingWork(candidate, held)?.id ?? null).toBe(clash);
  });
});

describe('workOverlapTexts', () => {
  test.each([
    [
      'the work, its regions, its day and hours in her zone',
      work('itinerary', 'a', at('2026-11-29', '07:38'), at('2026-11-29', '13:35'), { regions: ['Brooklyn'] }),
      NY,
      "This overlaps your itinerary in Brooklyn on Sunday, November 29, 7:38 AM – 1:35 PM. You can't accept both.",
    ],
    [
      'an end past midnight names its weekday',
      work('shift', 'b', at('2026-11-28', '22:00'), at('2026-11-29', '02:00'), { regions: ['Brooklyn', 'Queens'] }),
      NY,
      "This overlaps your shift in Brooklyn and Queens on Saturday, November 28, 10:00 PM – Sun 2:00 AM. You can't accept both.",
    ],
    [
      'in her zone, not the work’s',
      work('shift', 'c', at('2026-11-29', '09:00'), at('2026-11-29', '12:00')),
      LA,
      "This overlaps your shift on Sunday, November 29, 6:00 AM – 9:00 AM. You can't accept both.",
    ],
  ] as const)('%s', (_name, held, zone, text) => {
    expect(workOverlapTexts.overlaps(held, zone)).toBe(text);
  });

  test('a board line', () => {
    const held = work('itinerary', 'a', at('2026-11-29', '07:38'), at('2026-11-29', '13:35'), { regions: ['Queens'] });
    expect(workOverlapTexts.busy(held, '07:38–13:35')).toBe('busy 07:38–13:35 (itinerary in Queens)');
  });
});
