import { expect, test } from 'vitest';
import { needsPlace, orderNeedsPlace, VISIT_PLACE_TEXTS, waitingVisitWords } from './visit-place.ts';

// ADR 071: the same words on the office's order and on the dispatch board.
test.each([
  ['a visit with a point', { lat: 40.69, lng: -73.99 }, false, 'The visit waits for a nurse'],
  ['a visit with no point', null, true, 'Needs a place on the map'],
  ['an order row never placed', { lat: null, lng: null }, true, 'Needs a place on the map'],
  ['half a point', { lat: 40.69, lng: null }, true, 'Needs a place on the map'],
] as const)('%s', (_name, point, unplaced, words) => {
  expect(needsPlace(point)).toBe(unplaced);
  expect(waitingVisitWords(point)).toBe(words);
});

test('the board heading is exactly the office’s words', () => {
  expect(VISIT_PLACE_TEXTS.needsPlace).toBe('Needs a place on the map');
});

test.each([
  ['waiting with no point', 'ordered', null, true],
  ['waiting with a point', 'ordered', 40.69, false],
  ['scheduled (it was planned to a point)', 'scheduled', null, false],
  ['canceled: it waits for nothing', 'canceled', null, false],
] as const)('orderNeedsPlace: %s', (_name, status, lat, answer) => {
  expect(orderNeedsPlace({ status, lat, lng: lat === null ? null : -73.99 })).toBe(answer);
});
