import { describe, expect, it } from 'vitest';
import { receivingPlaceFor, type ReceivingCandidate } from './receiving-place.ts';

const hours = (from: number, to: number) => ({ start: from * 3600, end: to * 3600 });
const place = (id: string, kind: ReceivingCandidate['kind'], lat: number, from = 8, to = 18): ReceivingCandidate => ({
  id,
  name: id,
  kind,
  point: { lat, lng: -73.95 },
  receiving: hours(from, to),
});
const visit = { lat: 40.68, lng: -73.95 };
const nineAM = 9 * 3600;

describe('receivingPlaceFor', () => {
  it.each([
    ['a lab before a nearer drop box', [place('box', 'drop-off', 40.68), place('lab', 'lab', 40.7)], 'lab'],
    ['the nearer of two labs', [place('far', 'lab', 40.8), place('near', 'lab', 40.69)], 'near'],
    [
      'an evening box listed first does not take a morning visit',
      [place('a-box', 'drop-off', 40.68, 18, 22), place('z-lab', 'lab', 40.75)],
      'z-lab',
    ],
    [
      'a lab still receiving before a nearer closed one',
      [place('closed', 'lab', 40.68, 6, 9), place('open', 'lab', 40.8)],
      'open',
    ],
    [
      'a drop box when no lab receives after the window opens',
      [place('lab', 'lab', 40.68, 6, 9), place('box', 'drop-off', 40.8)],
      'box',
    ],
    [
      'the nearest lab when nothing receives any more',
      [place('box', 'drop-off', 40.68, 6, 8), place('lab', 'lab', 40.9, 6, 8)],
      'lab',
    ],
    ['a drop box when the region has no lab', [place('box', 'drop-off', 40.8)], 'box'],
  ])('%s', (_, places, expected) => {
    expect(receivingPlaceFor(visit, nineAM, places)?.id).toBe(expected);
  });

  it('is undefined when the region has no place', () => {
    expect(receivingPlaceFor(visit, nineAM, [])).toBeUndefined();
  });
});
