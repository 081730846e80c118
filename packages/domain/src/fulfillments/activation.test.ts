import { describe, expect, it } from 'vitest';
import { activateScan, activationRefusal, statusAfterScan, type FulfillmentItem } from './activation.ts';

const items: FulfillmentItem[] = [
  { supplyItemID: 'item-a', supplyID: 'sup-tube', serial: null, activated: false },
  { supplyItemID: 'item-b', supplyID: 'sup-bag', serial: null, activated: true },
  { supplyItemID: 'item-c', supplyID: 'sup-bag', serial: null, activated: false },
];
const scan = (supplyItemID: string | null, supplyID = 'sup-tube') => ({
  barcode: `B-${supplyItemID}`,
  supplyID,
  supplyItemID,
  serial: null,
});

describe('activateScan (requirements.md 5 scan rules, issue 23)', () => {
  it.each([
    ['an item of the kit', scan('item-a'), { ok: true, supplyItemID: 'item-a', done: false }],
    ['the last item of the kit', scan('item-c', 'sup-bag'), { ok: true, supplyItemID: 'item-c', done: false }],
    ['requirements.md 5: an item activated before', scan('item-b', 'sup-bag'), { ok: false, message: 'Barcode already scanned.' }],
    ['requirements.md 5: another unit of the same supply', scan('item-z'), { ok: false, message: 'Wrong supply' }],
    ['requirements.md 8: a scan naming no supply item', scan(null), { ok: false, message: 'Missing supply item ID for update' }],
  ])('%s', (_, s, answer) => expect(activateScan(items, s)).toEqual(answer));

  it('the kit is done with its last item', () =>
    expect(
      activateScan(
        items.filter((i) => i.supplyItemID !== 'item-c'),
        scan('item-a'),
      ),
    ).toEqual({
      ok: true,
      supplyItemID: 'item-a',
      done: true,
    }));

  it.each([
    ['delivered', null],
    // ADR 057: a scan of its own item proves a shipped kit reached her.
    ['shipped', null],
    ['activated', 'This kit is already activated.'],
  ] as const)('activationRefusal(%s)', (status, text) => expect(activationRefusal(status)).toBe(text));

  it.each([
    [false, 'delivered'],
    [true, 'activated'],
  ] as const)('statusAfterScan(done: %s) is %s', (done, status) => expect(statusAfterScan(done)).toBe(status));
});
