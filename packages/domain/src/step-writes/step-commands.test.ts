import { describe, expect, it } from 'vitest';
import { itineraryStepsContract } from '../contract/itinerary-steps.ts';
import { fieldCommandTypes, type FieldCommand } from '../transitions/commands.ts';
import {
  isCommandStep,
  serverOnlySteps,
  stepCommands,
  toFieldCommand,
  type StepCommandContext,
  type StepInput,
  type StepName,
} from './step-commands.ts';

const step: StepCommandContext = { at: '2026-03-02T10:00:00.000Z', caller: { userID: 'user-nurse', role: 'nurse' } };
const at = step.at;

/** The contract's own example of the step, parsed as the server parses it (defaults filled in). */
function exampleOf<N extends StepName>(name: N): StepInput<N> {
  const def = itineraryStepsContract[name];
  return def.input.parse(def.example) as StepInput<N>;
}

describe('toFieldCommand (ADR 010: one mapping from a step input to its command, for the server and the phone)', () => {
  it.each<[string, StepName, FieldCommand]>([
    [
      'requirements.md 4 starting the drive',
      'startDriveToWaypoint',
      { type: 'startDriveToWaypoint', waypointID: 'wp-pia', at },
    ],
    [
      'requirements.md 4 arrival without a too-far reason',
      'arriveAtWaypoint',
      { type: 'arriveAtWaypoint', waypointID: 'wp-pia', tooFarReason: null, at },
    ],
    [
      'requirements.md 4 patient ID / unlock supplies',
      'startWaypointAction',
      { type: 'startWaypointAction', waypointActionID: 'wa-pia', at },
    ],
    [
      'requirements.md 7 procedures/{id}/supplyItems',
      'setProcedureSupplyItems',
      { type: 'setProcedureSupplyItems', procedureID: 'proc-pia-panel', supplyItemIDs: ['si-tube-0001'] },
    ],
    [
      'requirements.md 7 procedures/{id}/kitSupplyItem',
      'setKitSupplyItem',
      { type: 'setKitSupplyItem', procedureID: 'proc-ben-a1c', supplyItemID: 'si-kit-0001' },
    ],
    [
      'requirements.md 4, 5 a sample collected with its item and serial',
      'collectSample',
      {
        type: 'collectSample',
        procedureID: 'proc-pia-panel',
        sampleID: 's-pia-vitd',
        supplyItemID: 'si-tube-0001',
        serial: 'TUBE-0001',
        at,
      },
    ],
    [
      'requirements.md 4 a failed collection with its reason',
      'failSample',
      {
        type: 'failSample',
        procedureID: 'proc-pia-panel',
        sampleID: 's-pia-cold-2',
        failureReason: 'Patient declined a second tube',
        at,
      },
    ],
    [
      'requirements.md 7 procedures/{id}/amberBags',
      'setAmberBags',
      { type: 'setAmberBags', procedureID: 'proc-pia-panel', supplyItemIDs: ['si-bag-amber-0001'] },
    ],
    [
      'requirements.md 7 procedures/{id}/insulatedBag',
      'setInsulatedBag',
      { type: 'setInsulatedBag', procedureID: 'proc-pia-panel', supplyItemID: 'si-bag-ins-0001' },
    ],
    [
      'requirements.md 5 a set instruction for the specimen bag',
      'setSpecimenBag',
      {
        type: 'setSpecimenBag',
        procedureID: 'proc-pia-panel',
        instruction: { type: 'set', supplyItemID: 'si-bag-spec-0001' },
      },
    ],
    [
      'requirements.md 4 charting saved (the results stay with the server)',
      'saveCharting',
      { type: 'saveCharting', procedureID: 'proc-pia-urine', items: [], at },
    ],
    [
      'requirements.md 3, 4 a failed procedure records who failed it, in which role',
      'failProcedure',
      {
        type: 'failProcedure',
        procedureID: 'proc-pia-urine',
        reason: 'Patient could not provide a sample',
        failedBy: 'user-nurse',
        failedByRole: 'nurse',
        at,
      },
    ],
    [
      'requirements.md 4 the sample-packing shipping label',
      'saveSampleShippingLabel',
      { type: 'saveSampleShippingLabel', procedureID: 'proc-ben-a1c', barcode: 'LABEL-0001', at },
    ],
    [
      'requirements.md 4 the unpacked mail-in box packed',
      'packMailInAction',
      { type: 'packMailInAction', waypointActionID: 'wa-lab-mailin', at },
    ],
    [
      'requirements.md 3 nurse-scan flag preparingToLabel',
      'markShipmentPreparingToLabel',
      { type: 'markShipmentPreparingToLabel', shipmentID: 'ship-ben-box' },
    ],
    [
      'requirements.md 4 the shipment label scanned',
      'scanShipmentLabel',
      { type: 'scanShipmentLabel', shipmentID: 'ship-ben-box', barcode: 'LABEL-0001' },
    ],
    [
      'requirements.md 3 the shipment box image',
      'setShipmentPhoto',
      { type: 'setShipmentPhoto', shipmentID: 'ship-ben-box', fileID: 'example-file' },
    ],
    [
      'requirements.md 4 dropped off: in transit',
      'dropOffShipment',
      { type: 'dropOffShipment', shipmentID: 'ship-ben-box' },
    ],
    [
      "requirements.md 4 centrifugation: a procedure's new specimen bag",
      'saveCentrifugedSpecimenBag',
      {
        type: 'saveCentrifugedSpecimenBag',
        processingActionID: 'pa-pia-spin',
        procedureID: 'proc-pia-panel',
        supplyItemID: 'si-bag-spec-0002',
        relatedSupplyItemIDs: ['si-tube-0004'],
        photoFileID: null,
        at,
      },
    ],
  ])('%s: %s', (_, name, command) => {
    expect(toFieldCommand(name, exampleOf(name), step)).toEqual(command);
  });

  it.each<[string, string | undefined, string | null]>([
    [
      'requirements.md 4: the too-far reason is kept, trimmed',
      '  Parking around the block ',
      'Parking around the block',
    ],
    ['requirements.md 4: a blank too-far reason counts as none', '   ', null],
    ['requirements.md 4: no too-far reason', undefined, null],
  ])('%s', (_, tooFarReason, expected) => {
    const input = { ...exampleOf('arriveAtWaypoint'), tooFarReason };
    expect(toFieldCommand('arriveAtWaypoint', input, step)).toMatchObject({ tooFarReason: expected });
  });

  it.each(serverOnlySteps.map((name) => [name]))(
    'ADR 010: %s names no command from its input alone (the server resolves it): null',
    (name) => {
      expect(isCommandStep(name)).toBe(false);
      expect(toFieldCommand(name, exampleOf(name), step)).toBeNull();
    },
  );

  it('every step function of the contract is either mapped or server-only, and maps to a known command', () => {
    const names = Object.keys(itineraryStepsContract) as StepName[];
    const mapped = names.filter(isCommandStep);
    expect(new Set([...mapped, ...serverOnlySteps])).toEqual(new Set(names));
    expect(Object.keys(stepCommands).sort()).toEqual([...mapped].sort());
    for (const name of mapped) expect(fieldCommandTypes).toContain(toFieldCommand(name, exampleOf(name), step)?.type);
  });
});
