import { describe, expect, test } from 'vitest';
import { offersWaitingText, offerWorkText } from './offers-waiting.ts';

describe('offersWaitingText: her home says offers wait (requirements.md 2.3)', () => {
  test.each<[number, boolean, string | null]>([
    [0, false, null],
    [1, false, 'You have 1 offer waiting'],
    [2, false, 'You have 2 offers waiting'],
    [20, true, 'You have more than 20 offers waiting'],
  ])('%i shown, more: %s', (shown, more, text) => expect(offersWaitingText(shown, more)).toBe(text));
});

describe('offerWorkText: the work of an itinerary offer before she accepts', () => {
  test.each<[number, string[], string | null]>([
    [0, [], null],
    [1, ['CBC'], '1 stop · CBC'],
    [3, ['TSH', 'CBC'], '3 stops · TSH, CBC'],
    [2, [], '2 stops'],
  ])('%i stops, tests %j', (stops, tests, text) => expect(offerWorkText(stops, tests)).toBe(text));
});
