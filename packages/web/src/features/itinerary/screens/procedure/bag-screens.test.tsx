import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import { scanInsulatedBag, scanSpecimenBag } from './bag-screens.tsx';

const { ava, ben } = DEMO;
beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

/** A refusal as the nurse reads it: the requirements.md 5 text, then the hint (what was scanned, what is wanted). */
const refusal = (alert: HTMLElement) => [...alert.childNodes].map((node) => node.textContent);

const items = [
  supplyItem('si-bag-spec-0001', 'sup-specimen-bag', 'specimen-bag'),
  supplyItem('si-bag-amber-0001', 'sup-amber-bag', 'amber-bag'),
  supplyItem('si-kit-0001', 'sup-a1c-kit', 'kit'),
];
const scans = {
  'BAG-SPEC-0001': { supplyID: 'sup-specimen-bag', supplyItemID: 'si-bag-spec-0001' },
  'BAG-AMBER-0001': { supplyID: 'sup-amber-bag', supplyItemID: 'si-bag-amber-0001' },
  'KIT-0001': { supplyID: 'sup-a1c-kit', supplyItemID: 'si-kit-0001' },
};

function scan(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

describe('scan-specimen-bag', () => {
  function panelWithTubes() {
    const data = demoItinerary();
    const [vitd, cold1, cold2] = data.procedures[ava.panelID]!.samples;
    Object.assign(vitd!, { status: 'collected', supplyItemID: 'si-tube-0001' });
    Object.assign(cold1!, { status: 'failed', supplyItemID: null });
    Object.assign(cold2!, { status: 'collected', supplyItemID: 'si-tube-0003' });
    return data;
  }
  const step = { kind: 'scan-specimen-bag', procedureID: ava.panelID } as const;

  test('requirements.md 5 set instruction: the bag with the collected tubes as its related supply items', async () => {
    const { writes } = renderStep(scanSpecimenBag.Body, { data: panelWithTubes(), step, supplyItems: items, scans });
    expect(screen.getByText('It holds 2 collected tubes.')).toBeTruthy();
    scan('Specimen bag barcode', 'BAG-SPEC-0001');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      name: 'setSpecimenBag',
      input: {
        procedureID: ava.panelID,
        instruction: {
          type: 'set',
          supplyItemID: 'si-bag-spec-0001',
          relatedSupplyItemIDs: ['si-tube-0001', 'si-tube-0003'],
        },
      },
      label: 'Specimen bag scanned',
    });
  });

  test('requirements.md 5 "Wrong supply": a bag of another type', async () => {
    const { writes } = renderStep(scanSpecimenBag.Body, { data: panelWithTubes(), step, supplyItems: items, scans });
    scan('Specimen bag barcode', 'BAG-AMBER-0001');
    await waitFor(() =>
      expect(refusal(screen.getByRole('alert'))).toEqual([
        'Wrong supply',
        'That is an amber bag. Scan the specimen bag.',
      ]),
    );
    expect(writes).toEqual([]);
  });
});

describe('kit shipment: the bag steps confirm the kit (requirements.md 2.11 "Confirm")', () => {
  test('with the kit scanned, there is nothing to scan', () => {
    const data = demoItinerary();
    data.procedures[ben.a1cID]!.kitSupplyItemID = 'si-kit-0001';
    renderStep(scanSpecimenBag.Body, {
      data,
      step: { kind: 'scan-specimen-bag', procedureID: ben.a1cID },
      supplyItems: items,
    });
    expect(screen.getByText(/The samples are packed in the kit: a1c kit/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('without it, the refrigerated sample’s bag step scans the kit', async () => {
    const { writes } = renderStep(scanInsulatedBag.Body, {
      data: demoItinerary(),
      step: { kind: 'scan-insulated-bag', procedureID: ben.a1cID, sampleID: ben.samples.capillary },
      supplyItems: items,
      scans,
    });
    scan('Kit barcode', 'KIT-0001');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      name: 'setKitSupplyItem',
      input: { procedureID: ben.a1cID, supplyItemID: 'si-kit-0001' },
    });
  });
});

describe('issue 13 bug: a bag is named as a person would, never by its internal id', () => {
  test('an insulated bag the itinerary does not list yet is named from the nurse’s items', () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.insulatedBagID = 'si-bag-ins-0001';
    renderStep(scanInsulatedBag.Body, {
      data,
      step: { kind: 'scan-insulated-bag', procedureID: ava.panelID, sampleID: ava.samples.cold1 },
      supplyItems: items,
      nurseItems: [supplyItem('si-bag-ins-0001', 'sup-insulated-bag', 'insulated-bag')],
    });
    expect(screen.getByText('Insulated bag scanned: insulated bag')).toBeTruthy();
    expect(screen.queryByText(/si-bag-ins-0001/)).toBeNull();
  });

  test('one nobody lists is named by its kind', () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.insulatedBagID = 'si-bag-ins-0009';
    renderStep(scanInsulatedBag.Body, {
      data,
      step: { kind: 'scan-insulated-bag', procedureID: ava.panelID, sampleID: ava.samples.cold1 },
      supplyItems: items,
    });
    expect(screen.getByText('Insulated bag scanned: Insulated bag')).toBeTruthy();
  });
});
