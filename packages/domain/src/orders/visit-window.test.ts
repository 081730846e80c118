import { describe, expect, test } from 'vitest';
import { containerHandling, formatClockTime, formatVisitWindow } from './visit-window.ts';

describe('a visit as office staff read it', () => {
  test.each([
    ['00:00', '12:00 AM'],
    ['08:05', '8:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:30', '1:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is %s', (hhmm, text) => expect(formatClockTime(hhmm)).toBe(text));

  test('the day with its year and the window', () => {
    expect(formatVisitWindow('2026-11-25', '08:00', '10:00')).toBe('Wednesday, November 25, 2026, 8:00 AM – 10:00 AM');
  });

  test.each([
    [
      {
        fillToLine: false,
        lightSensitive: true,
        centrifuge: true,
        clotMinutes: 30,
        temperature: 'refrigerated' as const,
      },
      ['Keep from light', 'Spin after 30 min clot', 'Refrigerate'],
    ],
    [
      { fillToLine: true, lightSensitive: false, centrifuge: true, clotMinutes: 0, temperature: 'room' as const },
      ['Fill to the line', 'Spin', 'Room temperature'],
    ],
    [
      { fillToLine: false, lightSensitive: false, centrifuge: false, clotMinutes: 0, temperature: 'frozen' as const },
      ['Freeze'],
    ],
  ])('a container’s handling, in order', (container, handling) => {
    expect(containerHandling(container)).toEqual(handling);
  });
});
