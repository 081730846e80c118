import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { scanMessages } from '@sc/domain/scanning/messages';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import { dropOffDetails, dropOffScanSpecimenBag } from './lab-drop-off-screens.tsx';
import { handOverRows } from './lab-drop-off-model.ts';

const { ava, lab } = DEMO;
const panelBag = supplyItem('si-bag-panel', 'sup-specimen-bag', 'specimen-bag');
const urineBag = supplyItem('si-bag-urine', 'sup-specimen-bag', 'specimen-bag');
const scans = {
  'BAG-PANEL': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-panel' },
  'BAG-URINE': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-urine' },
  'BAG-OTHER': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-other' },
  'TUBE-0001': { supplyID: 'sup-sst-tube', supplyItemID: 'si-tube-0001' },
};
const places = {
  [lab.waypointID]: { name: 'Harbor Labs', address: '88 Howard St', receivingStart: '07:00', receivingEnd: '19:00' },
};
const patients = { [ava.waypointID]: { name: 'Ava Alvarez', phone: null } };

beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

/** The demo's lab stop as a lab drop-off, Ava's two procedures collected into their bags, arrived. */
function atTheLab(): ItineraryData {
  const data = demoItinerary();
  data.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID];
  data.waypoints[2]!.status = 'at-waypoint';
  for (const [id, bag] of [
    [ava.panelID, 'si-bag-panel'],
    [ava.urineID, 'si-bag-urine'],
  ] as const) {
    const p = data.procedures[id]!;
    p.samples.forEach((s) => (s.status = 'collected'));
    p.specimenBag = { id: bag, relatedSupplyItemIDs: [] };
  }
  return data;
}

const step = (kind: 'drop-off-scan-specimen-bag' | 'drop-off-details') => ({ kind, waypointID: lab.waypointID });

function scan(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Specimen bag barcode' }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

describe('drop-off-scan-specimen-bag', () => {
  test('each bag of the procedures dropped here is listed, and ticked on this phone once scanned; no write', async () => {
    const { writes, state } = renderStep(dropOffScanSpecimenBag.Body, {
      data: atTheLab(),
      step: step('drop-off-scan-specimen-bag'),
      supplyItems: [panelBag, urineBag],
      places,
      scans,
    });
    expect(screen.getByText('Harbor Labs')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Specimen bags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    scan('BAG-PANEL');
    await waitFor(() => expect(state.local.dropOffBagsScanned).toEqual({ [lab.waypointID]: ['si-bag-panel'] }));
    scan('BAG-URINE');
    await waitFor(() =>
      expect(state.local.dropOffBagsScanned).toEqual({ [lab.waypointID]: ['si-bag-panel', 'si-bag-urine'] }),
    );
    expect(writes).toEqual([]);
  });

  test.each([
    ['a bag of no procedure dropped here', 'BAG-OTHER', scanMessages.wrongSupply],
    ['a tube', 'TUBE-0001', scanMessages.wrongSupply],
  ])('refused: %s ("%s")', async (_, barcode, message) => {
    const { state } = renderStep(dropOffScanSpecimenBag.Body, {
      data: atTheLab(),
      step: step('drop-off-scan-specimen-bag'),
      supplyItems: [panelBag, urineBag],
      scans,
    });
    scan(barcode);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(state.local.dropOffBagsScanned).toEqual({});
  });

  test('the same bag twice: "Barcode already scanned."', async () => {
    renderStep(dropOffScanSpecimenBag.Body, {
      data: atTheLab(),
      step: step('drop-off-scan-specimen-bag'),
      supplyItems: [panelBag, urineBag],
      local: { ...emptyItineraryFlowState, dropOffBagsScanned: { [lab.waypointID]: ['si-bag-panel'] } },
      scans,
    });
    scan('BAG-PANEL');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(scanMessages.alreadyScanned));
  });

  test('nothing to hand over: said, no scanner', () => {
    const data = atTheLab();
    for (const id of [ava.panelID, ava.urineID]) data.procedures[id]!.status = 'failed';
    renderStep(dropOffScanSpecimenBag.Body, { data, step: step('drop-off-scan-specimen-bag') });
    expect(screen.getByText('No specimen bag to hand over here.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('drop-off-details', () => {
  test('what is handed over: each bag, whose tubes, how many', () => {
    renderStep(dropOffDetails.Body, {
      data: atTheLab(),
      step: step('drop-off-details'),
      supplyItems: [panelBag, urineBag],
      patients,
      places,
    });
    const cards = within(screen.getByRole('list', { name: 'Handed over' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'specimen bagAva Alvarez4 tubes',
      'specimen bagAva Alvarez1 tube',
    ]);
    expect(screen.queryByText('Handed over to the lab.')).toBeNull();
  });

  test('once the stop is finished, it says so', () => {
    const data = atTheLab();
    data.waypoints[2]!.status = 'complete';
    renderStep(dropOffDetails.Body, { data, step: step('drop-off-details'), patients });
    expect(screen.getByText('Handed over to the lab.')).toBeTruthy();
  });

  test('handOverRows: a bag holding two procedures names its patient once', () => {
    const data = atTheLab();
    data.procedures[ava.urineID]!.specimenBag = { id: 'si-bag-panel', relatedSupplyItemIDs: [] };
    expect(handOverRows(data, lab.waypointID, patients)).toEqual([
      {
        bag: { supplyItemID: 'si-bag-panel', procedureIDs: [ava.panelID, ava.urineID] },
        patients: ['Ava Alvarez'],
        tubes: 5,
      },
    ]);
  });
});

describe('at a lab outside its receiving hours (ADR 076)', () => {
  const atlantic = {
    name: 'Atlantic Ave Lab',
    address: '300 Atlantic Ave, Brooklyn, NY 11201',
    lat: 40.6885,
    lng: -73.9866,
    receivingStart: '06:00',
    receivingEnd: '23:00',
    timeZone: 'America/New_York',
  };
  const withOthers = (otherLabs: (typeof atlantic)[]) => ({
    [lab.waypointID]: { ...places[lab.waypointID]!, timeZone: 'America/New_York', otherLabs },
  });
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  test('10:12 PM: the bag scan warns, with the nearest lab open then, its address and hours', () => {
    at('2026-11-28T22:12:00-05:00');
    renderStep(dropOffScanSpecimenBag.Body, {
      data: atTheLab(),
      step: step('drop-off-scan-specimen-bag'),
      supplyItems: [panelBag, urineBag],
      places: withOthers([atlantic]),
    });
    const warning = screen.getByText(/It is closed now/).closest('[role="status"]')!;
    expect(warning.textContent).toBe(
      'Harbor Labs receives 7:00 AM – 7:00 PM. It is closed now.' +
        'The nearest lab open now is Atlantic Ave Lab, 300 Atlantic Ave, Brooklyn, NY 11201. It receives 6:00 AM – 11:00 PM.',
    );
  });

  test('11:30 PM, no other lab open: it says so', () => {
    at('2026-11-28T23:30:00-05:00');
    renderStep(dropOffDetails.Body, {
      data: atTheLab(),
      step: step('drop-off-details'),
      places: withOthers([atlantic]),
    });
    expect(screen.getByRole('status').textContent).toContain(
      'No other lab you can take these specimens to is open now.',
    );
  });

  test.each<[string, string, readonly string[]]>([
    [
      'closed: Finish drop-off is disabled with why',
      '2026-11-28T22:12:00-05:00',
      [
        'Harbor Labs receives 7:00 AM – 7:00 PM. It is closed now, so it cannot take the specimens: keep them with you.',
      ],
    ],
    ['open: nothing more blocks it', '2026-11-28T12:00:00-05:00', []],
  ])('%s', (_, instant, expected) => {
    at(instant);
    let blocked: readonly string[] = ['not asked'];
    renderStep(
      (ctx) => {
        blocked = dropOffDetails.blockedBy!(ctx);
        return null;
      },
      { data: atTheLab(), step: step('drop-off-details'), places: withOthers([]) },
    );
    expect(blocked).toEqual(expected);
  });

  test('in its hours, or with hours unknown, no warning', () => {
    at('2026-11-28T12:00:00-05:00');
    renderStep(dropOffDetails.Body, { data: atTheLab(), step: step('drop-off-details'), places: withOthers([]) });
    expect(screen.queryByText(/It is closed now/)).toBeNull();
    cleanup();
    at('2026-11-28T22:12:00-05:00');
    const unknown = {
      [lab.waypointID]: { name: 'Harbor Labs', address: '88 Howard St', receivingStart: null, receivingEnd: null },
    };
    renderStep(dropOffDetails.Body, { data: atTheLab(), step: step('drop-off-details'), places: unknown });
    expect(screen.queryByText(/It is closed now/)).toBeNull();
  });
});
