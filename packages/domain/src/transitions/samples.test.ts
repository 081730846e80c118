import { describe, expect, it } from 'vitest';
import type { Change } from './changes.ts';
import type { FieldState } from './entities.ts';
import {
  at,
  atVisit,
  buildFieldState,
  refusalOf,
  withProcedure,
  withSample,
  withSupplyItem,
} from './itinerary.fixture.ts';
import { requireApplied, type Refusal } from './result.ts';
import { collectSample, failSample } from './samples.ts';

describe('collectSample (requirements.md 4: collected with timestamp; requirements.md 5: tube and serial; requirements.md 4 supply items)', () => {
  const collect = (state: FieldState, overrides: Partial<Parameters<typeof collectSample>[1]> = {}) =>
    collectSample(state, {
      procedureID: 'p-blood',
      sampleID: 's-blood-1',
      supplyItemID: 'TUBE-001',
      serial: '001',
      at: at(75),
      ...overrides,
    });
  const collected: Change = {
    op: 'update',
    entity: 'sample',
    id: 's-blood-1',
    procedureID: 'p-blood',
    set: { status: 'collected', collectionTimestamp: at(75), supplyItemID: 'TUBE-001', serial: '001' },
  };
  const withTube1 = [
    withSample('p-blood', 's-blood-1', {
      status: 'collected',
      collectionTimestamp: at(70),
      supplyItemID: 'TUBE-001',
      serial: '001',
    }),
    withSupplyItem('TUBE-001', 'used'),
  ];

  it.each<[string, FieldState, Partial<Parameters<typeof collectSample>[1]>, Change[]]>([
    [
      'requirements.md 4: pending -> collected with timestamp, tube and serial; the tube is used',
      buildFieldState(atVisit),
      {},
      [collected, { op: 'update', entity: 'supplyItem', id: 'TUBE-001', set: { status: 'used' } }],
    ],
    [
      'requirements.md 5: the placeholder serial when scanning is disabled',
      buildFieldState(atVisit),
      { serial: 'NOT_SCANNED' },
      [
        {
          ...collected,
          set: { ...(collected as Extract<Change, { entity: 'sample' }>).set, serial: 'NOT_SCANNED' },
        } as Change,
        { op: 'update', entity: 'supplyItem', id: 'TUBE-001', set: { status: 'used' } },
      ],
    ],
    [
      "requirements.md 4: a tube already among the procedure's own supplies stays used (no item change)",
      buildFieldState(
        atVisit,
        withProcedure('p-blood', { supplyItemIDs: ['TUBE-001'] }),
        withSupplyItem('TUBE-001', 'used'),
      ),
      {},
      [collected],
    ],
    ['requirements.md 4 (retry): the same tube and serial again -> no change', buildFieldState(atVisit, ...withTube1), {}, []],
    [
      'design: a rescan with another tube -> the new one used, the old one activated',
      buildFieldState(atVisit, ...withTube1),
      { supplyItemID: 'TUBE-002', serial: '002' },
      [
        {
          op: 'update',
          entity: 'sample',
          id: 's-blood-1',
          procedureID: 'p-blood',
          set: { collectionTimestamp: at(75), supplyItemID: 'TUBE-002', serial: '002' },
        },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-002', set: { status: 'used' } },
        { op: 'update', entity: 'supplyItem', id: 'TUBE-001', set: { status: 'activated' } },
      ],
    ],
  ])('%s', (_, state, overrides, changes) => {
    expect(requireApplied(collect(state, overrides)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, Partial<Parameters<typeof collectSample>[1]>, Refusal]>([
    [
      'requirements.md 8: unknown procedure',
      buildFieldState(),
      { procedureID: 'p-nothing' },
      { code: 'not_found', message: 'Missing procedure p-nothing' },
    ],
    [
      'requirements.md 8: unknown sample',
      buildFieldState(),
      { sampleID: 's-nothing' },
      { code: 'not_found', message: 'Missing sample s-nothing on procedure p-blood' },
    ],
    [
      'requirements.md 5: no supply item id',
      buildFieldState(),
      { supplyItemID: null },
      { code: 'bad_request', message: 'Missing supply item ID or serial' },
    ],
    [
      'requirements.md 5: no serial',
      buildFieldState(),
      { serial: ' ' },
      { code: 'bad_request', message: 'Missing supply item ID or serial' },
    ],
    [
      'requirements.md 4: a tube used by another procedure',
      buildFieldState(withProcedure('p-urine', { supplyItemIDs: ['TUBE-001'] }), withSupplyItem('TUBE-001', 'used')),
      {},
      { code: 'conflict', message: 'Barcode already scanned.' },
    ],
    [
      'requirements.md 5/8: unknown tube',
      buildFieldState(),
      { supplyItemID: 'TUBE-404' },
      { code: 'not_found', message: 'Supply item TUBE-404 not found' },
    ],
    ...(['failed', 'completed'] as const).map(
      (status): [string, FieldState, Partial<Parameters<typeof collectSample>[1]>, Refusal] => [
        `requirements.md 4: a ${status} sample is final`,
        buildFieldState(withSample('p-blood', 's-blood-1', { status })),
        {},
        { code: 'conflict', message: `This sample is already ${status}` },
      ],
    ),
    ...(['canceled', 'failed'] as const).map(
      (status): [string, FieldState, Partial<Parameters<typeof collectSample>[1]>, Refusal] => [
        `design: no collection on a ${status} procedure`,
        buildFieldState(withProcedure('p-blood', { status })),
        {},
        { code: 'conflict', message: `This procedure is ${status}` },
      ],
    ),
  ])('%s', (_, state, overrides, refusal) => {
    expect(refusalOf(collect(state, overrides))).toEqual(refusal);
  });
});

describe('failSample (requirements.md 4: failed with its reason; the waypoint action is updated)', () => {
  const fail = (state: FieldState, overrides: Partial<Parameters<typeof failSample>[1]> = {}) =>
    failSample(state, {
      procedureID: 'p-blood',
      sampleID: 's-blood-1',
      failureReason: ' Could not draw ',
      at: at(75),
      ...overrides,
    });
  const failed: Change = {
    op: 'update',
    entity: 'sample',
    id: 's-blood-1',
    procedureID: 'p-blood',
    set: { status: 'failed', collectionFailure: 'Could not draw' },
  };
  const visitInProgress: Change = {
    op: 'update',
    entity: 'waypointAction',
    id: 'act-visit',
    set: { status: 'in-progress', statusTimestamp: at(75) },
  };

  it.each<[string, FieldState, Change[]]>([
    [
      'requirements.md 4: pending -> failed, then the action update (in progress)',
      buildFieldState(atVisit),
      [failed, visitInProgress],
    ],
    [
      'requirements.md 4: collected -> failed',
      buildFieldState(atVisit, withSample('p-blood', 's-blood-1', { status: 'collected' })),
      [failed, visitInProgress],
    ],
    [
      'requirements.md 4 (retry): already failed -> no change',
      buildFieldState(
        atVisit,
        withSample('p-blood', 's-blood-1', { status: 'failed', collectionFailure: 'Could not draw' }),
      ),
      [],
    ],
  ])('%s', (_, state, changes) => {
    expect(requireApplied(fail(state)).changes).toEqual(changes);
  });

  it.each<[string, FieldState, Partial<Parameters<typeof failSample>[1]>, Refusal]>([
    [
      'requirements.md 8: no failure reason chosen',
      buildFieldState(),
      { failureReason: null },
      { code: 'bad_request', message: 'Missing failure index' },
    ],
    [
      'requirements.md 8: unknown procedure',
      buildFieldState(),
      { procedureID: 'p-nothing' },
      { code: 'not_found', message: 'Missing procedure p-nothing' },
    ],
    [
      'requirements.md 8: unknown sample',
      buildFieldState(),
      { sampleID: 's-urine' },
      { code: 'not_found', message: 'Missing sample s-urine on procedure p-blood' },
    ],
    [
      'requirements.md 4: a completed sample is final',
      buildFieldState(withSample('p-blood', 's-blood-1', { status: 'completed' })),
      {},
      { code: 'conflict', message: 'This sample is already completed' },
    ],
  ])('%s', (_, state, overrides, refusal) => {
    expect(refusalOf(fail(state, overrides))).toEqual(refusal);
  });
});
