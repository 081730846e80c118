import { describe, expect, test } from 'vitest';
import { orderBoardBreaks, orderStateBreaks } from './orders-in-one-state.ts';
import type { BoardFacts, OrderFacts } from './view.ts';

const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  id: 'o1',
  storedStatus: 'ordered',
  procedureStatuses: ['ordered'],
  officeShows: 'ordered',
  requestedDate: '2026-12-01',
  today: '2026-11-30',
  serviceRegionId: 'brooklyn',
  ...over,
});
const board = (serviceRegionId: string, waitingIds: string[], day = '2026-12-01'): BoardFacts => ({
  serviceRegionId,
  day,
  waitingIds,
});

describe('invariant 1: one state, the same for office and operations (architecture.md 11)', () => {
  test.each([
    ['stored and procedures agree, the office sees it', order(), 0],
    ['stored ordered, a procedure scheduled', order({ procedureStatuses: ['scheduled', 'ordered'] }), 1],
    ['the office sees another status', order({ officeShows: 'scheduled' }), 1],
    ['the office does not list it', order({ officeShows: null }), 1],
    [
      'all canceled, stored canceled',
      order({ storedStatus: 'canceled', officeShows: 'canceled', procedureStatuses: ['canceled'] }),
      0,
    ],
  ])('%s', (_name, o, breaks) => {
    expect(orderStateBreaks([o])).toHaveLength(breaks);
  });
});

describe('invariant 1: a waiting order is on its board or flagged (architecture.md 11)', () => {
  test.each([
    ['on its region’s board for its day', order(), [board('brooklyn', ['o1'])], [], 0],
    ['on no board, flagged nowhere: lost in silence', order(), [board('brooklyn', [])], [], 1],
    ['on no board but flagged with a reason', order(), [], [{ orderId: 'o1', reason: 'Needs a place' }], 0],
    ['flagged with an empty reason', order(), [], [{ orderId: 'o1', reason: ' ' }], 1],
    ['on another region’s board', order(), [board('queens', ['o1'])], [], 1],
    ['on its board for another day', order(), [board('brooklyn', ['o1'], '2026-12-02')], [], 1],
    ['on two boards', order(), [board('brooklyn', ['o1']), board('queens', ['o1'])], [], 1],
    [
      'no region: on any board of its day',
      order({ serviceRegionId: null }),
      [board('brooklyn', ['o1']), board('queens', ['o1'])],
      [],
      0,
    ],
    ['no region, on no board', order({ serviceRegionId: null }), [board('brooklyn', [])], [], 1],
    ['its day has passed: not waiting', order({ requestedDate: '2026-11-29' }), [], [], 0],
    [
      'scheduled yet still on a board',
      order({ storedStatus: 'scheduled', officeShows: 'scheduled', procedureStatuses: ['scheduled'] }),
      [board('brooklyn', ['o1'])],
      [],
      1,
    ],
  ])('%s', (_name, o, boards, flags, breaks) => {
    expect(orderBoardBreaks([o], boards, flags)).toHaveLength(breaks);
  });
});
