import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  atDrop,
  atVisit,
  buildFieldState,
  refusalOf,
  withAction,
  withItinerary,
  withSample,
  withShipment,
  withWaypoint,
} from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import {
  arriveAtWaypoint,
  finishPatientVisit,
  finishPickDropStop,
  isItineraryDone,
  startDriveToWaypoint,
  type FailedDeviationCheck,
} from './waypoints.ts';

const notFoundWaypoint: Refusal = { code: 'not_found', message: 'Waypoint, procedure or waypoint action not found' };

describe('startDriveToWaypoint (requirements.md 4: starting the drive sets transit)', () => {
  it.each<[string, FieldState, string, Change[]]>([
    [
      'requirements.md 4: pending -> transit, with its timestamp',
      buildFieldState(),
      'wp-visit',
      [{ op: 'update', entity: 'waypoint', id: 'wp-visit', set: { status: 'transit', statusTimestamp: at(5) } }],
    ],
    [
      'requirements.md 4 (retry): already in transit -> no change',
      buildFieldState(withWaypoint('wp-visit', { status: 'transit' })),
      'wp-visit',
      [],
    ],
  ])('%s', (_, state, waypointID, changes) => {
    expect(requireApplied(startDriveToWaypoint(state.itinerary, { waypointID, at: at(5) })).changes).toEqual(changes);
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown waypoint', buildFieldState(), 'wp-nowhere', notFoundWaypoint],
    [
      'requirements.md 4: no drive once arrived',
      buildFieldState(atVisit),
      'wp-visit',
      { code: 'conflict', message: 'You have already arrived at this stop' },
    ],
    [
      'requirements.md 4: no drive once complete',
      buildFieldState(withWaypoint('wp-visit', { status: 'complete' })),
      'wp-visit',
      { code: 'conflict', message: 'This stop is already complete' },
    ],
  ])('%s', (_, state, waypointID, refusal) => {
    expect(refusalOf(startDriveToWaypoint(state.itinerary, { waypointID, at: at(5) }))).toEqual(refusal);
  });
});

describe('arriveAtWaypoint (requirements.md 4: arrival sets at-waypoint and records an arrival event)', () => {
  const inTransit = withWaypoint('wp-visit', { status: 'transit', statusTimestamp: at(5) });
  const arrived = (tooFarReason: string | null, actionIDs = ['act-visit', 'act-kit']): Change[] => [
    { op: 'update', entity: 'waypoint', id: 'wp-visit', set: { status: 'at-waypoint', statusTimestamp: at(55) } },
    {
      op: 'insert',
      entity: 'waypointArrival',
      row: { waypointID: 'wp-visit', waypointActionIDs: actionIDs, at: at(55), tooFarReason },
    },
  ];

  it.each<[string, FieldState, string | null, Change[]]>([
    ['requirements.md 4: transit -> at-waypoint, event without a too-far reason', buildFieldState(inTransit), null, arrived(null)],
    [
      'requirements.md 4: the optional too-far reason is recorded (trimmed)',
      buildFieldState(inTransit),
      '  parking  ',
      arrived('parking'),
    ],
    ['requirements.md 4: a blank too-far reason is recorded as none', buildFieldState(inTransit), '   ', arrived(null)],
    ['requirements.md 4 (design): arriving without a recorded drive', buildFieldState(), null, arrived(null)],
    [
      'requirements.md 4: the event names the actions open at arrival (a canceled one is left out)',
      buildFieldState(inTransit, withAction('act-kit', { status: 'canceled' })),
      null,
      arrived(null, ['act-visit']),
    ],
    ['requirements.md 4 (retry): already at the waypoint -> no change, no second event', buildFieldState(atVisit), 'parking', []],
  ])('%s', (_, state, tooFarReason, changes) => {
    expect(
      requireApplied(arriveAtWaypoint(state.itinerary, { waypointID: 'wp-visit', at: at(55), tooFarReason })).changes,
    ).toEqual(changes);
  });

  it('requirements.md 4: action statuses do not change at arrival (at-waypoint is no action status)', () => {
    const { data } = requireApplied(
      arriveAtWaypoint(buildFieldState().itinerary, { waypointID: 'wp-visit', at: at(55), tooFarReason: null }),
    );
    expect(data.waypointActions['act-visit']!.status).toBe('incomplete');
  });

  it.each<[string, FieldState, string, Refusal]>([
    ['requirements.md 8: unknown waypoint', buildFieldState(), 'wp-nowhere', notFoundWaypoint],
    [
      'requirements.md 4: a complete waypoint is not arrived at again',
      buildFieldState(withWaypoint('wp-visit', { status: 'complete' })),
      'wp-visit',
      { code: 'conflict', message: 'This stop is already complete' },
    ],
  ])('%s', (_, state, waypointID, refusal) => {
    expect(refusalOf(arriveAtWaypoint(state.itinerary, { waypointID, at: at(55), tooFarReason: null }))).toEqual(
      refusal,
    );
  });
});

describe('finishPickDropStop (requirements.md 4: checks deviation, then completes samples, waypoint and actions)', () => {
  const ready = [
    atDrop,
    withSample('p-blood', 's-blood-1', { status: 'collected' }),
    withSample('p-blood', 's-blood-2', { status: 'collected' }),
    withSample('p-urine', 's-urine', { status: 'failed', collectionFailure: 'hemolyzed' }),
    withShipment('sh-mail', { status: 'in-transit' }),
    withAction('act-mail', { status: 'packed' }),
  ];
  const completed: Change[] = [
    { op: 'update', entity: 'sample', id: 's-blood-1', procedureID: 'p-blood', set: { status: 'completed' } },
    { op: 'update', entity: 'sample', id: 's-blood-2', procedureID: 'p-blood', set: { status: 'completed' } },
    { op: 'update', entity: 'waypointAction', id: 'act-drop', set: { status: 'complete', statusTimestamp: at(200) } },
    { op: 'update', entity: 'waypointAction', id: 'act-mail', set: { status: 'complete', statusTimestamp: at(200) } },
    { op: 'update', entity: 'waypoint', id: 'wp-drop', set: { status: 'complete', statusTimestamp: at(200) } },
  ];
  const finish = (state: FieldState, deviationChecks: FailedDeviationCheck[] = []) =>
    finishPickDropStop(state.itinerary, { waypointID: 'wp-drop', at: at(200), deviationChecks });

  it.each<[string, FieldState, FailedDeviationCheck[], Change[]]>([
    [
      'requirements.md 4: no failed check -> collected samples completed (failed ones stay), waypoint and actions complete',
      buildFieldState(...ready),
      [],
      completed,
    ],
    [
      'requirements.md 4: failed checks that all have reasons -> completes and records them, duration first',
      buildFieldState(...ready),
      [
        { name: 'location', reason: ' gate closed ' },
        { name: 'duration', reason: 'traffic' },
      ],
      [
        {
          op: 'insert',
          entity: 'deviationCheck',
          row: { waypointID: 'wp-drop', name: 'duration', reason: 'traffic', at: at(200) },
        },
        {
          op: 'insert',
          entity: 'deviationCheck',
          row: { waypointID: 'wp-drop', name: 'location', reason: 'gate closed', at: at(200) },
        },
        ...completed,
      ],
    ],
    [
      'requirements.md 4: the itinerary is done when every waypoint is complete',
      buildFieldState(...ready, withWaypoint('wp-visit', { status: 'complete' })),
      [],
      [...completed, { op: 'update', entity: 'itinerary', id: 'it-1', set: { status: 'done' } }],
    ],
    [
      'requirements.md 4: a canceled action stays canceled; pending samples are not completed',
      buildFieldState(
        ...ready,
        withAction('act-mail', { status: 'canceled' }),
        withSample('p-blood', 's-blood-2', { status: 'pending' }),
      ),
      [],
      [
        { op: 'update', entity: 'sample', id: 's-blood-1', procedureID: 'p-blood', set: { status: 'completed' } },
        {
          op: 'update',
          entity: 'waypointAction',
          id: 'act-drop',
          set: { status: 'complete', statusTimestamp: at(200) },
        },
        { op: 'update', entity: 'waypoint', id: 'wp-drop', set: { status: 'complete', statusTimestamp: at(200) } },
      ],
    ],
    [
      'requirements.md 4: samples of the actions a mail-in action links are completed too',
      buildFieldState(...ready, withAction('act-drop', { procedureIDs: [] })),
      [],
      completed,
    ],
    [
      'requirements.md 4 (retry): a complete stop -> no change',
      buildFieldState(withWaypoint('wp-drop', { status: 'complete' })),
      [],
      [],
    ],
  ])('%s', (_, state, checks, changes) => {
    expect(requireApplied(finish(state, checks)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, FailedDeviationCheck[], Refusal]>([
    [
      'requirements.md 4/5/8: a failed duration check without a reason halts',
      buildFieldState(...ready),
      [{ name: 'duration', reason: null }],
      { code: 'bad_request', message: 'Missing deviation reasons', details: ['Missing duration deviation reason'] },
    ],
    [
      'requirements.md 4/5/8: a failed location check with a blank reason halts',
      buildFieldState(...ready),
      [
        { name: 'duration', reason: 'traffic' },
        { name: 'location', reason: '  ' },
      ],
      { code: 'bad_request', message: 'Missing deviation reasons', details: ['Missing location deviation reason'] },
    ],
    [
      'requirements.md 4/5: both missing -> both named, duration then location',
      buildFieldState(...ready),
      [
        { name: 'location', reason: null },
        { name: 'duration', reason: null },
      ],
      {
        code: 'bad_request',
        message: 'Missing deviation reasons',
        details: ['Missing duration deviation reason', 'Missing location deviation reason'],
      },
    ],
    [
      'requirements.md 5: a shipment not yet dropped off blocks finalizing',
      buildFieldState(...ready, withShipment('sh-mail', { status: 'ready_to_ship' })),
      [],
      { code: 'conflict', message: 'Drop off all shipments before finalizing.' },
    ],
    [
      'requirements.md 4: finishing needs the arrival first',
      buildFieldState(...ready, withWaypoint('wp-drop', { status: 'transit' })),
      [],
      { code: 'conflict', message: 'Arrive at this stop first' },
    ],
  ])('%s', (_, state, checks, refusal) => {
    expect(refusalOf(finish(state, checks))).toEqual(refusal);
  });

  it.each<[string, string, Refusal]>([
    ['requirements.md 8: unknown waypoint', 'wp-nowhere', notFoundWaypoint],
    [
      'requirements.md 4: a patient visit is not a pick-drop stop',
      'wp-visit',
      { code: 'conflict', message: 'This stop is not a pick-up or drop-off stop' },
    ],
  ])('%s', (_, waypointID, refusal) => {
    const state = buildFieldState(atVisit);
    expect(refusalOf(finishPickDropStop(state.itinerary, { waypointID, at: at(200), deviationChecks: [] }))).toEqual(
      refusal,
    );
  });
});

describe('finishPatientVisit (design: completes a patient waypoint so the itinerary can be done, requirements.md 4)', () => {
  const finish = (state: FieldState, deviationChecks: FailedDeviationCheck[] = [], waypointID = 'wp-visit') =>
    finishPatientVisit(state.itinerary, { waypointID, at: at(120), deviationChecks });
  const actionsDone = [withAction('act-visit', { status: 'complete' }), withAction('act-kit', { status: 'canceled' })];
  const visitComplete: Change = {
    op: 'update',
    entity: 'waypoint',
    id: 'wp-visit',
    set: { status: 'complete', statusTimestamp: at(120) },
  };

  it.each<[string, FieldState, FailedDeviationCheck[], Change[]]>([
    [
      'requirements.md 4: every action complete or canceled -> the visit is complete',
      buildFieldState(atVisit, ...actionsDone),
      [],
      [visitComplete],
    ],
    [
      'requirements.md 4: a packed mail-in action counts as finished at the visit',
      buildFieldState(atVisit, ...actionsDone, withAction('act-kit', { type: 'mail-in', status: 'packed' })),
      [],
      [visitComplete],
    ],
    [
      'requirements.md 4: the last waypoint completing marks the itinerary done',
      buildFieldState(atVisit, ...actionsDone, withWaypoint('wp-drop', { status: 'complete' })),
      [],
      [visitComplete, { op: 'update', entity: 'itinerary', id: 'it-1', set: { status: 'done' } }],
    ],
    [
      'requirements.md 4: a canceled itinerary is not marked done (no edge canceled -> done)',
      buildFieldState(
        atVisit,
        ...actionsDone,
        withWaypoint('wp-drop', { status: 'complete' }),
        withItinerary({ status: 'canceled' }),
      ),
      [],
      [visitComplete],
    ],
    [
      'requirements.md 4: a failed duration check with a reason is recorded',
      buildFieldState(atVisit, ...actionsDone),
      [{ name: 'duration', reason: 'patient late' }],
      [
        {
          op: 'insert',
          entity: 'deviationCheck',
          row: { waypointID: 'wp-visit', name: 'duration', reason: 'patient late', at: at(120) },
        },
        visitComplete,
      ],
    ],
  ])('%s', (_, state, checks, changes) => {
    expect(requireApplied(finish(state, checks)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, FailedDeviationCheck[], string, Refusal]>([
    [
      'design: unfinished actions block the visit',
      buildFieldState(atVisit, withAction('act-visit', { status: 'in-progress' })),
      [],
      'wp-visit',
      { code: 'conflict', message: 'This stop has 2 unfinished actions. Finish them first.' },
    ],
    [
      'requirements.md 4/5/8: a failed location check without a reason halts',
      buildFieldState(atVisit, ...actionsDone),
      [{ name: 'location', reason: null }],
      'wp-visit',
      { code: 'bad_request', message: 'Missing deviation reasons', details: ['Missing location deviation reason'] },
    ],
    ['requirements.md 8: unknown waypoint', buildFieldState(), [], 'wp-nowhere', notFoundWaypoint],
    [
      'design: a pick-drop stop is not a patient visit',
      buildFieldState(atDrop),
      [],
      'wp-drop',
      { code: 'conflict', message: 'This stop is not a patient visit' },
    ],
  ])('%s', (_, state, checks, waypointID, refusal) => {
    expect(refusalOf(finish(state, checks, waypointID))).toEqual(refusal);
  });
});

describe('isItineraryDone (requirements.md 4: done when every waypoint is complete)', () => {
  it.each<[string, FieldState, boolean]>([
    [
      'requirements.md 4: every waypoint complete',
      buildFieldState(
        withWaypoint('wp-visit', { status: 'complete' }),
        withWaypoint('wp-drop', { status: 'complete' }),
      ),
      true,
    ],
    [
      'requirements.md 4: one waypoint at the waypoint',
      buildFieldState(withWaypoint('wp-visit', { status: 'complete' }), atDrop),
      false,
    ],
    ['requirements.md 4: none started', buildFieldState(), false],
    ['requirements.md 4: no waypoints (vacuously every one is complete)', buildFieldState(withItinerary({ waypoints: [] })), true],
  ])('%s', (_, state, done) => {
    expect(isItineraryDone(state.itinerary)).toBe(done);
  });
});
