import { describe, expect, test } from 'vitest';
import { emptyItineraryFlowState, type ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ChartingItem } from '@sc/domain/itinerary-data/model';
import { findChartingItem } from '@sc/domain/itinerary-data/selectors';
import { PLACEHOLDER_SERIAL } from '@sc/domain/scanning/serial';
import {
  acceptSampleScan,
  collectedTubes,
  collectionFor,
  questionOptions,
  toChartingItems,
  toggleChecklistValue,
} from './procedure-model.ts';

const { ava } = DEMO;
const supplyOfItem: Record<string, string> = {
  'si-tube-0001': 'sup-amber-tube',
  'si-tube-0002': 'sup-lavender-tube',
  'si-tube-0003': 'sup-lavender-tube',
  'si-cup-0001': 'sup-urine-cup',
};
const supplyIDOf = (id: string) => supplyOfItem[id] ?? null;
const scanOf = (supplyItemID: string, serial: string | null = null) => ({
  barcode: supplyItemID.toUpperCase(),
  supplyID: supplyIDOf(supplyItemID),
  supplyItemID,
  serial,
});
const withScans = (sampleScans: ItineraryFlowState['sampleScans']): ItineraryFlowState => ({
  ...emptyItineraryFlowState,
  sampleScans,
});

function panel() {
  return demoItinerary().procedures[ava.panelID]!;
}
const sample = (id: string) => panel().samples.find((s) => s.id === id)!;

describe('acceptSampleScan (scan-sample: the tube of the sample’s supply)', () => {
  test('a tube of the sample’s supply: its id, and the serial from the id (requirements.md 5)', () => {
    expect(
      acceptSampleScan(panel(), sample(ava.samples.cold1), scanOf('si-tube-0002'), emptyItineraryFlowState),
    ).toEqual({
      ok: true,
      scan: { supplyItemID: 'si-tube-0002', serial: 'tube' },
    });
  });

  test.each([
    ['requirements.md 5 "Wrong supply": a tube of another supply', ava.samples.cold1, scanOf('si-tube-0001'), {}, 'Wrong supply'],
    [
      'requirements.md 5 "Barcode already scanned.": another sample’s tube, scanned on this phone',
      ava.samples.cold2,
      scanOf('si-tube-0002'),
      { [ava.samples.cold1]: { supplyItemID: 'si-tube-0002', serial: 'tube' } },
      'Barcode already scanned.',
    ],
    [
      'requirements.md 5: no serial in the id or the scan: "Missing supply item ID or serial"',
      ava.samples.cold1,
      { ...scanOf('si-tube-0002'), supplyItemID: 'tube0002' },
      {},
      'Missing supply item ID or serial',
    ],
  ])('%s', (_, sampleID, scan, scans, message) => {
    expect(acceptSampleScan(panel(), sample(sampleID), scan, withScans(scans))).toEqual({ ok: false, message });
  });

  test('another sample’s tube already saved on the server is "Barcode already scanned." too', () => {
    const procedure = panel();
    procedure.samples[1]!.supplyItemID = 'si-tube-0002';
    expect(acceptSampleScan(procedure, procedure.samples[2]!, scanOf('si-tube-0002'), emptyItineraryFlowState)).toEqual(
      {
        ok: false,
        message: 'Barcode already scanned.',
      },
    );
  });
});

describe('collectionFor (complete-charting yes/partial: requirements.md 5 supply item id and serial)', () => {
  test('a scanned sample: the tube scanned on this phone, the serial read from its id', () => {
    const scans = withScans({ [ava.samples.cold1]: { supplyItemID: 'si-tube-0002', serial: 'tube' } });
    expect(collectionFor(panel(), sample(ava.samples.cold1), scans, supplyIDOf)).toEqual({
      ok: true,
      supplyItemID: 'si-tube-0002',
      serial: 'tube',
    });
  });

  test('requirements.md 5: a scanned sample with no scan here and none saved: "Missing supply item ID or serial"', () => {
    expect(collectionFor(panel(), sample(ava.samples.cold1), emptyItineraryFlowState, supplyIDOf)).toEqual({
      ok: false,
      message: 'Missing supply item ID or serial',
    });
  });

  test('requirements.md 5: scanning disabled: the procedure’s item of that supply, with the placeholder serial', () => {
    const urine = { ...demoItinerary().procedures[ava.urineID]!, supplyItemIDs: ['si-tube-0001', 'si-cup-0001'] };
    expect(collectionFor(urine, urine.samples[0]!, emptyItineraryFlowState, supplyIDOf)).toEqual({
      ok: true,
      supplyItemID: 'si-cup-0001',
      serial: PLACEHOLDER_SERIAL,
    });
  });

  test('requirements.md 5: scanning disabled and no item of that supply: "Missing supply item ID or serial"', () => {
    const urine = { ...demoItinerary().procedures[ava.urineID]!, supplyItemIDs: ['si-tube-0001'] };
    expect(collectionFor(urine, urine.samples[0]!, emptyItineraryFlowState, supplyIDOf)).toEqual({
      ok: false,
      message: 'Missing supply item ID or serial',
    });
  });

  test('no scan after collection: an item another sample holds is not taken twice', () => {
    const procedure = panel();
    procedure.samples[0]!.noScanAfterCollection = true;
    procedure.samples[1]!.noScanAfterCollection = true;
    procedure.samples[1]!.supplyID = 'sup-amber-tube';
    procedure.samples[0]!.supplyItemID = 'si-tube-0001';
    procedure.supplyItemIDs = ['si-tube-0001'];
    expect(collectionFor(procedure, procedure.samples[1]!, emptyItineraryFlowState, supplyIDOf).ok).toBe(false);
  });
});

test('collectedTubes: the specimen bag relates the collected (and completed) samples’ tubes only', () => {
  const procedure = panel();
  procedure.samples[0]!.status = 'collected';
  procedure.samples[0]!.supplyItemID = 'si-tube-0001';
  procedure.samples[1]!.status = 'failed';
  procedure.samples[1]!.supplyItemID = 'si-tube-0002';
  procedure.samples[2]!.status = 'completed';
  procedure.samples[2]!.supplyItemID = 'si-tube-0003';
  expect(collectedTubes(procedure)).toEqual(['si-tube-0001', 'si-tube-0003']);
});

describe('charting', () => {
  const items: ChartingItem[] = [
    {
      id: 'prep',
      type: 'group',
      title: 'Before collection',
      children: [{ id: 'fasting', type: 'question', title: 'Is the patient fasting?' }],
    },
    { id: 'site', type: 'checklist', title: 'Draw site', checklist: ['Left arm', 'Right arm'], value: ['Left arm'] },
    { id: 'note', type: 'text', title: 'Notes' },
  ];

  test('requirements.md 5: the fasting item is found by its exact title, at any depth', () => {
    expect(findChartingItem(items, 'Is the patient fasting?')?.id).toBe('fasting');
    expect(findChartingItem(items, 'Is the patient fasting')).toBeUndefined();
  });

  test('saveCharting items: drafted values over saved ones, groups keep their children', () => {
    expect(toChartingItems(items, { fasting: 'yes', site: ['Right arm'] })).toEqual([
      {
        id: 'prep',
        type: 'group',
        title: 'Before collection',
        children: [{ id: 'fasting', type: 'question', title: 'Is the patient fasting?', value: 'yes' }],
      },
      { id: 'site', type: 'checklist', title: 'Draw site', checklist: ['Left arm', 'Right arm'], value: ['Right arm'] },
      { id: 'note', type: 'text', title: 'Notes' },
    ]);
    expect(toChartingItems(items, undefined)[1]).toMatchObject({ value: ['Left arm'] });
  });

  test('a question: its own choices, else yes and no', () => {
    expect(questionOptions({ id: 'q', type: 'question', title: 'Arm', checklist: ['Left'] })).toEqual([
      { value: 'Left', label: 'Left' },
    ]);
    expect(questionOptions({ id: 'q', type: 'question', title: 'Fasting?' }).map((o) => o.value)).toEqual([
      'yes',
      'no',
    ]);
  });

  test('a checklist keeps its own order whatever order lines are ticked in', () => {
    const site = items[1]!;
    expect(toggleChecklistValue(site, ['Right arm'], 'Left arm')).toEqual(['Left arm', 'Right arm']);
    expect(toggleChecklistValue(site, ['Left arm', 'Right arm'], 'Left arm')).toEqual(['Right arm']);
    expect(toggleChecklistValue(site, null, 'Right arm')).toEqual(['Right arm']);
  });
});
