import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { ItineraryOfferState, NurseOffer, ShiftOfferState } from './entities.ts';
import { refusalOf } from './itinerary.fixture.ts';
import {
  acceptItineraryOffer,
  acceptShiftOffer,
  declineItineraryOffer,
  declineShiftOffer,
  recordShiftOfferNoResponse,
  offerHasLapsed,
  startShift,
  toItineraryOffers,
  withLapsedOffers,
} from './offers.ts';
import { requireApplied, type Refusal } from './result.ts';

const offered: NurseOffer = { status: 'offered', declineReason: null };

function shift(overrides: Partial<ShiftOfferState> = {}, offers: Record<string, NurseOffer> = {}): ShiftOfferState {
  return {
    id: 'shift-1',
    status: 'open',
    userID: null,
    nursesOffered: { ada: offered, bo: offered, ...offers },
    ...overrides,
  };
}

function itinerary(
  overrides: Partial<ItineraryOfferState> = {},
  offers: Record<string, NurseOffer> = {},
): ItineraryOfferState {
  return {
    id: 'it-1',
    status: 'open',
    userID: null,
    nursesOffered: { ada: offered, bo: offered, ...offers },
    ...overrides,
  };
}

describe('acceptShiftOffer (requirements.md 1: nurses accept shift offers)', () => {
  it.each<[string, ShiftOfferState, Change[]]>([
    [
      'requirements.md 1/4, ADR 074: offered -> accepted; the shift is accepted and assigned, and Bo’s open offer withdrawn',
      shift(),
      [
        {
          op: 'update',
          entity: 'shiftOffer',
          id: 'shift-1',
          userID: 'ada',
          set: { status: 'accepted', declineReason: null },
        },
        { op: 'update', entity: 'shift', id: 'shift-1', set: { status: 'accepted', userID: 'ada' } },
        {
          op: 'update',
          entity: 'shiftOffer',
          id: 'shift-1',
          userID: 'bo',
          set: { status: 'withdrawn', declineReason: null },
        },
      ],
    ],
    [
      'ADR 074: an offer another nurse declined stays declined',
      shift({}, { bo: { status: 'declined', declineReason: 'Too far' } }),
      [
        {
          op: 'update',
          entity: 'shiftOffer',
          id: 'shift-1',
          userID: 'ada',
          set: { status: 'accepted', declineReason: null },
        },
        { op: 'update', entity: 'shift', id: 'shift-1', set: { status: 'accepted', userID: 'ada' } },
      ],
    ],
    [
      'requirements.md 1 (retry): already accepted by this nurse -> no change',
      shift({ status: 'accepted', userID: 'ada' }, { ada: { status: 'accepted', declineReason: null } }),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(acceptShiftOffer(state, { userID: 'ada' })).changes).toEqual(changes);
  });

  it.each<[string, ShiftOfferState, Refusal]>([
    [
      'design: no offer for this nurse',
      { ...shift(), nursesOffered: { bo: offered } },
      { code: 'not_found', message: 'Shift offer not found' },
    ],
    [
      'design: taken by another nurse',
      shift({ status: 'accepted', userID: 'bo' }),
      { code: 'conflict', message: 'Shift already accepted by another nurse' },
    ],
    [
      'requirements.md 4: a declined offer is final',
      shift({}, { ada: { status: 'declined', declineReason: 'busy' } }),
      { code: 'conflict', message: 'Shift offer already declined' },
    ],
    [
      'requirements.md 4: a no-response offer is final',
      shift({}, { ada: { status: 'no-response', declineReason: null } }),
      { code: 'conflict', message: 'Shift offer expired without a response' },
    ],
    [
      'design: a canceled shift',
      shift({ status: 'canceled' }),
      { code: 'conflict', message: 'This shift is canceled' },
    ],
  ])('%s', (_, state, refusal) => {
    expect(refusalOf(acceptShiftOffer(state, { userID: 'ada' }))).toEqual(refusal);
  });
});

describe('declineShiftOffer (requirements.md 4/9: declined with a declineReason; a decline needs a reason)', () => {
  it.each<[string, ShiftOfferState, string, Change[]]>([
    [
      'requirements.md 4/9: offered -> declined with the reason (trimmed)',
      shift(),
      '  Too far  ',
      [
        {
          op: 'update',
          entity: 'shiftOffer',
          id: 'shift-1',
          userID: 'ada',
          set: { status: 'declined', declineReason: 'Too far' },
        },
      ],
    ],
    [
      'requirements.md 4 (retry): already declined -> no change',
      shift({}, { ada: { status: 'declined', declineReason: 'Too far' } }),
      'Too far',
      [],
    ],
  ])('%s', (_, state, reason, changes) => {
    expect(requireApplied(declineShiftOffer(state, { userID: 'ada', reason })).changes).toEqual(changes);
  });

  it.each<[string, ShiftOfferState, string, string, Refusal]>([
    [
      'requirements.md 9: a decline needs a reason',
      shift(),
      'ada',
      '   ',
      { code: 'bad_request', message: 'Please give a reason for declining.' },
    ],
    [
      'design: no offer for this nurse',
      shift(),
      'cy',
      'Too far',
      { code: 'not_found', message: 'Shift offer not found' },
    ],
    [
      'requirements.md 4: an accepted offer is not declined',
      shift({ status: 'accepted', userID: 'ada' }, { ada: { status: 'accepted', declineReason: null } }),
      'ada',
      'Too far',
      { code: 'conflict', message: 'Shift offer already accepted' },
    ],
  ])('%s', (_, state, userID, reason, refusal) => {
    expect(refusalOf(declineShiftOffer(state, { userID, reason }))).toEqual(refusal);
  });
});

describe('recordShiftOfferNoResponse (requirements.md 4: shift nurse-offer statuses include no-response)', () => {
  it('requirements.md 4: offered -> no-response', () => {
    expect(requireApplied(recordShiftOfferNoResponse(shift(), { userID: 'bo' })).changes).toEqual([
      {
        op: 'update',
        entity: 'shiftOffer',
        id: 'shift-1',
        userID: 'bo',
        set: { status: 'no-response', declineReason: null },
      },
    ]);
  });
  it('requirements.md 4 (retry): already no-response -> no change', () => {
    expect(
      requireApplied(
        recordShiftOfferNoResponse(shift({}, { bo: { status: 'no-response', declineReason: null } }), { userID: 'bo' }),
      ).changes,
    ).toEqual([]);
  });
  it('requirements.md 4: a declined offer stays declined', () => {
    expect(
      refusalOf(
        recordShiftOfferNoResponse(shift({}, { bo: { status: 'declined', declineReason: 'x' } }), { userID: 'bo' }),
      ),
    ).toEqual({
      code: 'conflict',
      message: 'Shift offer already declined',
    });
  });
});

describe('startShift (requirements.md 4: in_progress when the nurse starts)', () => {
  it.each<[string, ShiftOfferState, Change[]]>([
    [
      'requirements.md 4: accepted -> in_progress',
      shift({ status: 'accepted', userID: 'ada' }),
      [{ op: 'update', entity: 'shift', id: 'shift-1', set: { status: 'in_progress' } }],
    ],
    [
      'requirements.md 4 (retry): already in progress -> no change',
      shift({ status: 'in_progress', userID: 'ada' }),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(startShift(state, { userID: 'ada' })).changes).toEqual(changes);
  });

  it.each<[string, ShiftOfferState, Refusal]>([
    [
      "CONVENTIONS (reveal nothing): another nurse's shift",
      shift({ status: 'accepted', userID: 'bo' }),
      { code: 'not_found', message: 'Shift not found' },
    ],
    ['design: an unassigned shift', shift(), { code: 'not_found', message: 'Shift not found' }],
    [
      'requirements.md 4: complete is final',
      shift({ status: 'complete', userID: 'ada' }),
      { code: 'conflict', message: 'This shift is already complete' },
    ],
    [
      'requirements.md 4: canceled is final',
      shift({ status: 'canceled', userID: 'ada' }),
      { code: 'conflict', message: 'This shift is already canceled' },
    ],
    [
      'design: an assigned but open shift is not started',
      shift({ status: 'open', userID: 'ada' }),
      { code: 'conflict', message: 'Accept this shift before you start it' },
    ],
  ])('%s', (_, state, refusal) => {
    expect(refusalOf(startShift(state, { userID: 'ada' }))).toEqual(refusal);
  });
});

describe('itinerary offers (requirements.md 1/4/9: accept, decline with a reason; offers exclude declined)', () => {
  it('requirements.md 1/7 (assignNurseToItinerary): accept assigns the nurse', () => {
    expect(requireApplied(acceptItineraryOffer(itinerary(), { userID: 'ada' })).changes).toEqual([
      {
        op: 'update',
        entity: 'itineraryOffer',
        id: 'it-1',
        userID: 'ada',
        set: { status: 'accepted', declineReason: null },
      },
      { op: 'update', entity: 'itinerary', id: 'it-1', set: { status: 'accepted', userID: 'ada' } },
      {
        op: 'update',
        entity: 'itineraryOffer',
        id: 'it-1',
        userID: 'bo',
        set: { status: 'withdrawn', declineReason: null },
      },
    ]);
  });
  it('requirements.md 4/9: decline with a reason', () => {
    expect(requireApplied(declineItineraryOffer(itinerary(), { userID: 'ada', reason: 'Too far' })).changes).toEqual([
      {
        op: 'update',
        entity: 'itineraryOffer',
        id: 'it-1',
        userID: 'ada',
        set: { status: 'declined', declineReason: 'Too far' },
      },
    ]);
  });
  it.each<[string, ItineraryOfferState, string, Refusal]>([
    [
      'requirements.md 9: a decline needs a reason',
      itinerary(),
      '',
      { code: 'bad_request', message: 'Please give a reason for declining.' },
    ],
    [
      'requirements.md 4: an expired offer is final',
      itinerary({}, { ada: { status: 'no-response', declineReason: null } }),
      'x',
      { code: 'conflict', message: 'Itinerary offer expired without a response' },
    ],
  ])('declineItineraryOffer: %s', (_, state, reason, refusal) => {
    expect(refusalOf(declineItineraryOffer(state, { userID: 'ada', reason }))).toEqual(refusal);
  });
  it('design: an itinerary taken by another nurse', () => {
    expect(refusalOf(acceptItineraryOffer(itinerary({ status: 'accepted', userID: 'bo' }), { userID: 'ada' }))).toEqual(
      {
        code: 'conflict',
        message: 'Itinerary already accepted by another nurse',
      },
    );
  });

  it('requirements.md 4: itinerary offers exclude declined (and itineraries not offered to the nurse)', () => {
    const list = [
      itinerary({ id: 'it-offered' }),
      itinerary({ id: 'it-declined' }, { ada: { status: 'declined', declineReason: 'x' } }),
      itinerary(
        { id: 'it-accepted', status: 'accepted', userID: 'ada' },
        { ada: { status: 'accepted', declineReason: null } },
      ),
      itinerary({ id: 'it-no-response' }, { ada: { status: 'no-response', declineReason: null } }),
      { ...itinerary({ id: 'it-not-for-ada' }), nursesOffered: { bo: offered } },
    ];
    expect(toItineraryOffers(list, 'ada').map((it) => it.id)).toEqual(['it-offered', 'it-accepted', 'it-no-response']);
  });
});

describe('an offer ends (ADR 074): expired when its work begins, withdrawn when another nurse takes it', () => {
  const start = Date.parse('2026-11-30T13:00:00Z');
  it.each<[string, number, boolean]>([
    ['a minute before the work begins: still open', start - 60_000, false],
    ['the instant it begins: expired', start, true],
    ['an hour after: expired', start + 3_600_000, true],
  ])('%s', (_, now, lapsed) => {
    expect(offerHasLapsed(start, now)).toBe(lapsed);
  });

  it.each<[string, number, Refusal | null]>([
    ['before the work begins Ada may accept', start - 1, null],
    [
      'once it has begun her accept is refused',
      start,
      { code: 'conflict', message: 'Itinerary offer expired without a response' },
    ],
  ])('%s', (_, now, refusal) => {
    const answer = acceptItineraryOffer(withLapsedOffers(itinerary(), start, now), { userID: 'ada' });
    if (refusal) expect(refusalOf(answer)).toEqual(refusal);
    else expect(requireApplied(answer).changes).not.toEqual([]);
  });

  it('a lapse ends only open offers: an accepted or declined one keeps its answer', () => {
    const state = itinerary(
      {},
      { ada: { status: 'accepted', declineReason: null }, cy: { status: 'declined', declineReason: 'Far' } },
    );
    expect(withLapsedOffers(state, start, start).nursesOffered).toEqual({
      ada: { status: 'accepted', declineReason: null },
      bo: { status: 'no-response', declineReason: null },
      cy: { status: 'declined', declineReason: 'Far' },
    });
  });

  it.each<[string, (s: ItineraryOfferState) => unknown]>([
    ['accepting a withdrawn offer', (s) => acceptItineraryOffer(s, { userID: 'bo' })],
    ['declining a withdrawn offer', (s) => declineItineraryOffer(s, { userID: 'bo', reason: 'Too far' })],
  ])('%s is refused with "Itinerary offer was withdrawn"', (_, answer) => {
    const canceled = itinerary({ status: 'canceled' }, { bo: { status: 'withdrawn', declineReason: null } });
    expect(refusalOf(answer(canceled) as never)).toEqual({
      code: 'conflict',
      message: 'Itinerary offer was withdrawn',
    });
  });
});
