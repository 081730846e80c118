import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyCentrifugationState } from '@sc/domain/continue-rules/centrifugation';
import { emptyItineraryFlowState, type ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { StepContext } from '../../step-screen.ts';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import {
  centrifugationPackSpecimenBags,
  centrifugationProcedureScanSamples,
  centrifugationProcedureScanSpecimenBag,
  centrifugationScanSamples,
  centrifugationScanSpecimenBags,
} from './centrifugation-screens.tsx';

/** A refusal as the nurse reads it: the requirements.md 5 text, then the hint (what was scanned, what is wanted). */
const refusal = (alert: HTMLElement) => [...alert.childNodes].map((node) => node.textContent);

const { ava } = DEMO;
const pa = ava.processingActionID;
const ids = { waypointID: ava.waypointID, processingActionID: pa } as const;
const tubeIDs = ['si-tube-0001', 'si-tube-0002', 'si-tube-0003', 'si-tube-0004'];
const items = [
  supplyItem('si-tube-0001', 'sup-amber-tube'),
  supplyItem('si-tube-0002', 'sup-lavender-tube'),
  supplyItem('si-tube-0003', 'sup-lavender-tube'),
  supplyItem('si-tube-0004', 'sup-sst-tube'),
  supplyItem('si-bag-spec-0001', 'sup-specimen-bag', 'specimen-bag'),
];
const scans = {
  'TUBE-0001': { supplyID: 'sup-amber-tube', supplyItemID: 'si-tube-0001' },
  'TUBE-0004': { supplyID: 'sup-sst-tube', supplyItemID: 'si-tube-0004' },
  'BAG-SPEC-0001': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-spec-0001' },
  'BAG-SPEC-0002': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-spec-0002' },
};

beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

/** Ava's panel collected into its four tubes and packed in BAG-SPEC-0001, as the visit leaves it. */
function collected(): ItineraryData {
  const data = demoItinerary();
  const panel = data.procedures[ava.panelID]!;
  panel.samples = panel.samples.map((s, i) => ({ ...s, status: 'collected', supplyItemID: tubeIDs[i]! }));
  panel.specimenBag = { id: 'si-bag-spec-0001', relatedSupplyItemIDs: tubeIDs };
  return data;
}

function withState(state: Partial<typeof emptyCentrifugationState>): ItineraryFlowState {
  return { ...emptyItineraryFlowState, centrifugation: { [pa]: { ...emptyCentrifugationState, ...state } } };
}

function scan(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

function lines(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((l) => l.textContent);
}

describe('scan specimen bags: the bags the samples arrived in (requirements.md 5 "All specimen bags must be scanned")', () => {
  const step = { kind: 'centrifugation-scan-specimen-bags', ...ids } as const;

  test('the bag is listed, and scanning it ticks it on this phone', async () => {
    const { state } = renderStep(centrifugationScanSpecimenBags.Body, {
      data: collected(),
      step,
      supplyItems: items,
      scans,
    });
    expect(lines('Specimen bags')).toEqual(['○specimen bagTo scan']);
    scan('Specimen bag barcode', 'BAG-SPEC-0001');
    await screen.findByText('specimen bag scanned');
    expect(state.local.centrifugation[pa]?.initialSpecimenBagsScanned).toEqual(['si-bag-spec-0001']);
    expect(lines('Specimen bags')).toEqual(['✓specimen bagScanned']);
  });

  test('requirements.md 5: a tube is "Wrong supply"', async () => {
    const { state } = renderStep(centrifugationScanSpecimenBags.Body, {
      data: collected(),
      step,
      supplyItems: items,
      scans,
    });
    scan('Specimen bag barcode', 'TUBE-0004');
    expect(refusal(await screen.findByRole('alert'))).toEqual([
      'Wrong supply',
      'That is a sst tube. Scan the specimen bag.',
    ]);
    expect(state.local.centrifugation[pa]).toBeUndefined();
  });
});

describe('put tubes in centrifuge: only the tubes to spin', () => {
  const step = { kind: 'centrifugation-scan-samples', ...ids } as const;

  test('requirements.md 5: the SST tube is taken once; again is "Barcode already scanned."; another tube "Wrong supply"', async () => {
    const { state } = renderStep(centrifugationScanSamples.Body, {
      data: collected(),
      step,
      supplyItems: items,
      scans,
    });
    expect(lines('Tubes')).toEqual(['○sst tubeTo scan']);
    scan('Tube barcode', 'TUBE-0001');
    expect(refusal(await screen.findByRole('alert'))).toEqual([
      'Wrong supply',
      'That is an amber tube. Scan the sst tube.',
    ]);
    scan('Tube barcode', 'TUBE-0004');
    await waitFor(() =>
      expect(state.local.centrifugation[pa]?.samplesRequiringCentrifugationScanned).toEqual(['si-tube-0004']),
    );
    await screen.findByText('sst tube scanned');
    scan('Tube barcode', 'TUBE-0004');
    expect(refusal(await screen.findByRole('alert'))).toEqual(['Barcode already scanned.']);
  });

  test('a tube scanned earlier on this phone is ticked', () => {
    renderStep(centrifugationScanSamples.Body, {
      data: collected(),
      step,
      supplyItems: items,
      scans,
      local: withState({ samplesRequiringCentrifugationScanned: ['si-tube-0004'] }),
    });
    expect(lines('Tubes')).toEqual(['✓sst tubeScanned']);
  });
});

describe('pack new specimen bag, per procedure', () => {
  const step = { kind: 'centrifugation-procedure-scan-specimen-bag', ...ids, procedureID: ava.panelID } as const;

  test('a new specimen bag is kept for the procedure; the bag the samples came in is refused', async () => {
    const { state } = renderStep(centrifugationProcedureScanSpecimenBag.Body, {
      data: collected(),
      step,
      supplyItems: items,
      // Not the itinerary's yet: named from the nurse's own items.
      nurseItems: [supplyItem('si-bag-spec-0002', 'sup-specimen-bag', 'specimen-bag')],
      scans,
    });
    scan('New specimen bag barcode', 'BAG-SPEC-0001');
    expect(refusal(await screen.findByRole('alert'))).toEqual([
      'Barcode already scanned.',
      'Scan the new specimen bag.',
    ]);
    scan('New specimen bag barcode', 'TUBE-0004');
    await waitFor(() =>
      expect(refusal(screen.getByRole('alert'))).toEqual([
        'Wrong supply',
        'That is a sst tube. Scan the new specimen bag.',
      ]),
    );
    scan('New specimen bag barcode', 'BAG-SPEC-0002');
    await waitFor(() =>
      expect(state.local.centrifugation[pa]?.newSpecimenBagsScanned).toEqual({ [ava.panelID]: 'si-bag-spec-0002' }),
    );
    expect(screen.getByText('New specimen bag: specimen bag')).toBeTruthy();
  });
});

describe('put tubes into new bag: Next saves the bag (requirements.md 4) with the photo (requirements.md 5 "Centrifuge Photo")', () => {
  const step = { kind: 'centrifugation-procedure-scan-samples', ...ids, procedureID: ava.panelID } as const;

  test('the tubes of the procedure’s bag are listed and scanned into the new one', async () => {
    const { state } = renderStep(centrifugationProcedureScanSamples.Body, {
      data: collected(),
      step,
      supplyItems: items,
      scans,
      local: withState({ newSpecimenBagsScanned: { [ava.panelID]: 'si-bag-spec-0002' } }),
    });
    expect(lines('Tubes')).toHaveLength(4);
    scan('Tube barcode', 'TUBE-0004');
    await waitFor(() =>
      expect(state.local.centrifugation[pa]?.samplesScannedForNewSpecimenBag).toEqual({
        [ava.panelID]: ['si-tube-0004'],
      }),
    );
  });

  test('without a new bag the nurse is sent back to scan one', () => {
    renderStep(centrifugationProcedureScanSamples.Body, { data: collected(), step, supplyItems: items, scans });
    expect(screen.getByText('Scan the new specimen bag first (previous step).')).toBeTruthy();
  });

  test('Next writes saveCentrifugedSpecimenBag and marks the procedure centrifuged here', async () => {
    const writes: unknown[] = [];
    let local = withState({
      photo: 'file-photo',
      newSpecimenBagsScanned: { [ava.panelID]: 'si-bag-spec-0002' },
      samplesScannedForNewSpecimenBag: { [ava.panelID]: ['si-tube-0004'] },
    });
    const ctx = {
      data: collected(),
      step,
      local,
      setLocal: (update: (s: ItineraryFlowState) => ItineraryFlowState) => void (local = update(local)),
      write: async (name: string, input: unknown) => void writes.push({ name, input }),
    } as unknown as StepContext;
    await centrifugationProcedureScanSamples.onContinue!(ctx);
    expect(writes).toEqual([
      {
        name: 'saveCentrifugedSpecimenBag',
        input: {
          processingActionID: pa,
          procedureID: ava.panelID,
          supplyItemID: 'si-bag-spec-0002',
          relatedSupplyItemIDs: ['si-tube-0004'],
          photoFileID: 'file-photo',
        },
      },
    ]);
    expect(local.centrifugation[pa]?.centrifugedProcedures).toEqual([ava.panelID]);
  });
});

test('pack new specimen bag(s): each procedure says whether it is packed', () => {
  const data = collected();
  data.processingActions[pa]!.newSpecimenBags = {
    [ava.panelID]: { supplyItemID: 'si-bag-spec-0001', relatedSupplyItemIDs: ['si-tube-0004'] },
  };
  renderStep(centrifugationPackSpecimenBags.Body, {
    data,
    step: { kind: 'centrifugation-pack-specimen-bags', ...ids },
    supplyItems: items,
  });
  expect(lines('Procedures')).toEqual(['Procedure 1New specimen bag: specimen bagPacked']);
  expect(screen.getByText('Every procedure is in its new specimen bag.')).toBeTruthy();
});
