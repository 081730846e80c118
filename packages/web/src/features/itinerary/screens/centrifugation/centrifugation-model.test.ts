import { describe, expect, test } from 'vitest';
import { emptyCentrifugationState } from '@sc/domain/continue-rules/centrifugation';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { newBagRefusal } from '@sc/domain/scanning/scan-acceptance';
import {
  bagsInUse,
  centrifugationProceduresOf,
  centrifugationStateOf,
  centrifugeTubesOf,
  formatCountdown,
  initialBagsOf,
  isProcedurePacked,
  saveBagInput,
  updateCentrifugation,
} from './centrifugation-model.ts';

const { ava } = DEMO;
const pa = ava.processingActionID;
const tubes = ['si-tube-0001', 'si-tube-0002', 'si-tube-0003', 'si-tube-0004'];

/** Ava's panel collected into its four tubes and packed in BAG-SPEC-0001, as the visit leaves it. */
function collected(): ItineraryData {
  const data = demoItinerary();
  const panel = data.procedures[ava.panelID]!;
  panel.samples = panel.samples.map((s, i) => ({ ...s, status: 'collected', supplyItemID: tubes[i]! }));
  panel.specimenBag = { id: 'si-bag-spec-0001', relatedSupplyItemIDs: tubes };
  return data;
}

describe('the procedures and what each scan step expects (requirements.md 2.11, 5)', () => {
  test('the bag the samples arrived in, the tube to spin, the tubes of the new bag', () => {
    const procedures = centrifugationProceduresOf(collected(), pa);
    expect(initialBagsOf(procedures)).toEqual(['si-bag-spec-0001']);
    expect(centrifugeTubesOf(procedures)).toEqual(['si-tube-0004']);
    expect(procedures[0]?.newBagSampleItemIDs).toEqual(tubes);
  });

  test('an unknown or non-centrifuge processing action has no procedures', () => {
    expect(centrifugationProceduresOf(collected(), 'pa-unknown')).toEqual([]);
  });
});

describe('the new specimen bag (requirements.md 4, 5)', () => {
  const data = collected();
  const procedures = centrifugationProceduresOf(data, pa);
  const scan = (supplyItemID: string, supplyID = 'sup-specimen-bag') => ({
    supplyItemID,
    supplyID,
    barcode: supplyItemID,
    serial: null,
  });
  const refusal = (supplyItemID: string, supplyID?: string, state = emptyCentrifugationState) =>
    newBagRefusal({
      bagSupplyID: 'sup-specimen-bag',
      inUse: bagsInUse(data, state, pa, procedures),
      scan: scan(supplyItemID, supplyID),
    });

  test.each([
    ['another specimen bag', 'si-bag-spec-0002', undefined, null],
    ['the bag the samples arrived in', 'si-bag-spec-0001', undefined, 'Barcode already scanned.'],
    ['a tube', 'si-tube-0004', 'sup-sst-tube', 'Wrong supply'],
  ])('%s', (_, supplyItemID, supplyID, expected) => {
    expect(refusal(supplyItemID, supplyID)).toBe(expected);
  });

  test('the bag already scanned as this procedure’s new bag', () => {
    const state = { ...emptyCentrifugationState, newSpecimenBagsScanned: { [ava.panelID]: 'si-bag-spec-0002' } };
    expect(refusal('si-bag-spec-0002', undefined, state)).toBe('Barcode already scanned.');
  });

  test('the save input: the new bag, the tubes scanned into it and the photo', () => {
    const state = {
      ...emptyCentrifugationState,
      photo: 'file-1',
      newSpecimenBagsScanned: { [ava.panelID]: 'si-bag-spec-0002' },
      samplesScannedForNewSpecimenBag: { [ava.panelID]: ['si-tube-0004', 'si-tube-0004', 'si-tube-0001'] },
    };
    expect(saveBagInput(data, state, pa, ava.panelID)).toEqual({
      processingActionID: pa,
      procedureID: ava.panelID,
      supplyItemID: 'si-bag-spec-0002',
      relatedSupplyItemIDs: ['si-tube-0004', 'si-tube-0001'],
      photoFileID: 'file-1',
    });
    expect(saveBagInput(data, emptyCentrifugationState, pa, ava.panelID)).toBeNull();
  });

  test('a procedure is packed once the server holds its new bag, or this phone saved it', () => {
    expect(isProcedurePacked(data, emptyCentrifugationState, pa, ava.panelID)).toBe(false);
    const saved = collected();
    saved.processingActions[pa]!.newSpecimenBags = {
      [ava.panelID]: { supplyItemID: 'si-bag-spec-0002', relatedSupplyItemIDs: ['si-tube-0004'] },
    };
    expect(isProcedurePacked(saved, emptyCentrifugationState, pa, ava.panelID)).toBe(true);
    const local = { ...emptyCentrifugationState, centrifugedProcedures: [ava.panelID] };
    expect(isProcedurePacked(data, local, pa, ava.panelID)).toBe(true);
  });
});

describe('the state on this phone (requirements.md 3)', () => {
  test('an action never touched reads empty; an update keeps the other actions', () => {
    expect(centrifugationStateOf(emptyItineraryFlowState, pa)).toEqual(emptyCentrifugationState);
    const local = updateCentrifugation(
      { ...emptyItineraryFlowState, centrifugation: { other: emptyCentrifugationState } },
      pa,
      (s) => ({ ...s, photo: 'file-1' }),
    );
    expect(Object.keys(local.centrifugation)).toEqual(['other', pa]);
    expect(centrifugationStateOf(local, pa).photo).toBe('file-1');
  });

  test('a stored state missing fields (an older app wrote it) is completed', () => {
    const local = { ...emptyItineraryFlowState, centrifugation: { [pa]: { photo: 'f' } as never } };
    expect(centrifugationStateOf(local, pa)).toEqual({ ...emptyCentrifugationState, photo: 'f' });
  });

  test('"constructor" is not a processing action', () => {
    expect(centrifugationStateOf(emptyItineraryFlowState, 'constructor')).toEqual(emptyCentrifugationState);
  });
});

test.each([
  [600_000, '10:00'],
  [59_001, '1:00'],
  [9_000, '0:09'],
  [-5, '0:00'],
])('countdown %i ms reads %s', (ms, text) => {
  expect(formatCountdown(ms)).toBe(text);
});
