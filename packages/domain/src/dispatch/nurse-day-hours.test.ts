import { expect, test } from 'vitest';
import { nurseDayHoursText } from './nurse-day-hours.ts';

const held = ['busy 08:00–17:00 (shift in Brooklyn and Queens)'];

test.each<[string, string | null, string[], string]>([
  ['ADR 049: her free hours, nothing held', '07:00–17:00', [], '07:00–17:00'],
  ['ADR 070: what is left of her hours beside what she holds', '13:35–17:00', held, '13:35–17:00'],
  ['ADR 070: her accepted shift takes all her hours: booked, not unavailable', null, held, 'fully booked this day'],
  ['no hours offered but work held (assigned directly): booked', null, held, 'fully booked this day'],
  ['no hours offered and nothing held', null, [], 'not available this day'],
])('%s', (_, hours, busy, text) => expect(nurseDayHoursText(hours, busy)).toBe(text));
