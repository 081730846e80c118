import { describe, expect, it } from 'vitest';
import { applyFieldCommand, type FieldCommand } from '../transitions/commands.ts';
import type { FieldState } from '../transitions/entities.ts';
import {
  at,
  atDrop,
  atVisit,
  buildFieldState,
  withProcedure,
  withSample,
  withShipment,
} from '../transitions/itinerary.fixture.ts';
import { requireApplied } from '../transitions/result.ts';
import { custodyEventsOfFieldWrite } from './field-custody.ts';

/** The events of applying `command` to `state`, as `procedure kind [sample] [item] [place] [detail]`. */
function eventsOf(state: FieldState, command: FieldCommand): string[] {
  const { changes } = requireApplied(applyFieldCommand(state, command));
  return custodyEventsOfFieldWrite(state, changes).map((e) =>
    [e.procedureID, e.kind, e.sampleID, e.supplyItemID, e.place, e.detail].filter((x) => x !== null).join(' '),
  );
}

const collectedBlood = withSample('p-blood', 's-blood-1', {
  status: 'collected',
  supplyItemID: 'TUBE-001',
  serial: '001',
  collectionTimestamp: at(70),
});

describe('custodyEventsOfFieldWrite (architecture.md 10: every scan, bag, box, drop-off)', () => {
  it.each<[string, FieldState, FieldCommand, string[]]>([
    [
      'starting the drive to a visit: every procedure of the visit is on the way',
      buildFieldState(),
      { type: 'startDriveToWaypoint', waypointID: 'wp-visit', at: at(30) },
      ['p-blood en-route 1 Main St', 'p-urine en-route 1 Main St', 'p-kit en-route 1 Main St'],
    ],
    [
      'arriving at the visit',
      buildFieldState(),
      { type: 'arriveAtWaypoint', waypointID: 'wp-visit', at: at(60), tooFarReason: null },
      ['p-blood arrived 1 Main St', 'p-urine arrived 1 Main St', 'p-kit arrived 1 Main St'],
    ],
    [
      'a canceled procedure no longer travels',
      buildFieldState(withProcedure('p-urine', { status: 'canceled' })),
      { type: 'arriveAtWaypoint', waypointID: 'wp-visit', at: at(60), tooFarReason: null },
      ['p-blood arrived 1 Main St', 'p-kit arrived 1 Main St'],
    ],
    [
      'a tube collected: its sample and the tube scanned',
      buildFieldState(atVisit),
      {
        type: 'collectSample',
        procedureID: 'p-blood',
        sampleID: 's-blood-1',
        supplyItemID: 'TUBE-001',
        serial: '001',
        at: at(70),
      },
      ['p-blood sample-collected s-blood-1 TUBE-001 1 Main St'],
    ],
    [
      'a tube not collected, with the reason',
      buildFieldState(atVisit),
      { type: 'failSample', procedureID: 'p-urine', sampleID: 's-urine', failureReason: 'Patient refused', at: at(70) },
      ['p-urine collection-failed s-urine 1 Main St Patient refused'],
    ],
    [
      'bagged: the specimen bag scanned',
      buildFieldState(atVisit, collectedBlood),
      { type: 'setSpecimenBag', procedureID: 'p-blood', instruction: { type: 'set', supplyItemID: 'BAG-001' } },
      ['p-blood bagged BAG-001 1 Main St'],
    ],
    [
      'centrifuged: the new bag saved',
      buildFieldState(atVisit, collectedBlood),
      {
        type: 'saveCentrifugedSpecimenBag',
        processingActionID: 'proc-centrifuge',
        procedureID: 'p-blood',
        supplyItemID: 'BAG-002',
        relatedSupplyItemIDs: ['TUBE-001'],
        photoFileID: null,
        at: at(75),
      },
      ['p-blood centrifuged BAG-002 1 Main St'],
    ],
    [
      'charting saved: the collection is completed',
      buildFieldState(atVisit, collectedBlood),
      { type: 'saveCharting', procedureID: 'p-blood', items: [], at: at(80) },
      ['p-blood collection-completed 1 Main St'],
    ],
    [
      'failed by the nurse, with the reason',
      buildFieldState(atVisit),
      {
        type: 'failProcedure',
        procedureID: 'p-urine',
        reason: 'The patient was not home.',
        failedBy: 'nurse-1',
        failedByRole: 'nurse',
        at: at(70),
      },
      ['p-urine failed 1 Main St The patient was not home.'],
    ],
    [
      'driving to the lab: the drop-off procedures are on the way there',
      buildFieldState(),
      { type: 'startDriveToWaypoint', waypointID: 'wp-drop', at: at(150) },
      ['p-blood to-lab 1 Main St', 'p-urine to-lab 1 Main St'],
    ],
    [
      'a box labelled: its procedures are packed (the mail-in action carries the visit)',
      buildFieldState(atDrop),
      { type: 'scanShipmentLabel', shipmentID: 'sh-mail', barcode: 'LABEL-1' },
      ['p-blood packed 1 Main St', 'p-urine packed 1 Main St'],
    ],
    [
      'a kit box handed over: its procedure is shipped',
      buildFieldState(withShipment('sh-kit', { status: 'ready_to_ship', scannedShippingLabelBarcode: 'L' })),
      { type: 'dropOffShipment', shipmentID: 'sh-kit' },
      ['p-kit shipped'],
    ],
    [
      'a retried step changes nothing and records nothing',
      buildFieldState(atVisit, collectedBlood),
      {
        type: 'collectSample',
        procedureID: 'p-blood',
        sampleID: 's-blood-1',
        supplyItemID: 'TUBE-001',
        serial: '001',
        at: at(70),
      },
      [],
    ],
  ])('%s', (_, state, command, expected) => {
    expect(eventsOf(state, command)).toEqual(expected);
  });

  it('the lab stop finished: dropped off at the lab', () => {
    const state = buildFieldState(
      atDrop,
      withProcedure('p-blood', { status: 'completed' }),
      withProcedure('p-urine', { status: 'completed' }),
      withShipment('sh-mail', { status: 'in-transit' }),
    );
    const kinds = eventsOf(state, {
      type: 'finishPickDropStop',
      waypointID: 'wp-drop',
      at: at(200),
      deviationChecks: [],
    });
    expect(kinds).toContain('p-blood dropped-off 1 Main St');
    expect(kinds).toContain('p-urine dropped-off 1 Main St');
  });
});
