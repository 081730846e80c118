import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { PLACEHOLDER_SERIAL } from '@sc/domain/scanning/serial';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import { completeCharting, scanSample } from './sample-screens.tsx';

const { ava } = DEMO;
beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

const coldStep = { kind: 'complete-charting', procedureID: ava.panelID, sampleID: ava.samples.cold1 } as const;
const scanned = {
  ...emptyItineraryFlowState,
  sampleScans: { [ava.samples.cold1]: { supplyItemID: 'si-tube-0002', serial: 'tube' } },
};

describe('complete-charting: the sample answer (requirements.md 5 yes / partial / no)', () => {
  test.each([
    ['Yes', 'Sample collected'],
    ['Partial', 'Sample partially collected'],
  ])('%s collects the sample into the scanned tube with its serial, then moves on', async (answer, label) => {
    const { writes, state } = renderStep(completeCharting.Body, {
      data: demoItinerary(),
      step: coldStep,
      local: scanned,
    });
    fireEvent.click(screen.getByRole('button', { name: answer }));
    await waitFor(() => expect(state.nexts).toBe(1));
    expect(writes).toEqual([
      {
        name: 'collectSample',
        input: { procedureID: ava.panelID, sampleID: ava.samples.cold1, supplyItemID: 'si-tube-0002', serial: 'tube' },
        label,
      },
    ]);
  });

  test('"Was the sample collected?": only Yes, the expected answer, is primary; Partial and No are secondary', () => {
    renderStep(completeCharting.Body, { data: demoItinerary(), step: coldStep, local: scanned });
    const look = (name: string) => screen.getByRole('button', { name }).className;
    expect(look('Yes')).toContain('ui-button--primary');
    expect(look('Partial')).toContain('ui-button--secondary');
    expect(look('No')).toContain('ui-button--secondary');
  });

  test('requirements.md 5: no tube to collect into: "Missing supply item ID or serial", and yes / partial are off', () => {
    const { writes } = renderStep(completeCharting.Body, { data: demoItinerary(), step: coldStep });
    expect(screen.getByRole('status').textContent).toBe('Missing supply item ID or serial');
    expect((screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Partial' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writes).toEqual([]);
  });

  test('scanning disabled: the procedure’s cup, with the placeholder serial (requirements.md 5)', async () => {
    const data = demoItinerary();
    data.procedures[ava.urineID]!.supplyItemIDs = ['si-cup-0001'];
    const { writes } = renderStep(completeCharting.Body, {
      data,
      step: { kind: 'complete-charting', procedureID: ava.urineID, sampleID: ava.samples.urine },
      supplyItems: [supplyItem('si-cup-0001', 'sup-urine-cup', 'container', 'used')],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.input).toMatchObject({ supplyItemID: 'si-cup-0001', serial: PLACEHOLDER_SERIAL });
  });

  test('No needs a reason, then fails the sample with it and moves on', async () => {
    const { writes, state } = renderStep(completeCharting.Body, { data: demoItinerary(), step: coldStep });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sample not collected' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose or write a reason.');
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Other reason' }), { target: { value: ' Vein collapsed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sample not collected' }));
    await waitFor(() => expect(state.nexts).toBe(1));
    expect(writes).toEqual([
      {
        name: 'failSample',
        input: { procedureID: ava.panelID, sampleID: ava.samples.cold1, failureReason: 'Vein collapsed' },
        label: 'Sample not collected',
      },
    ]);
  });

  test('a refused write shows the server’s text and stays on the step', async () => {
    const { state } = renderStep(completeCharting.Body, {
      data: demoItinerary(),
      step: coldStep,
      local: scanned,
      failWrite: () => 'Barcode already scanned.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Barcode already scanned.'));
    expect(state.nexts).toBe(0);
  });
});

describe('scan-sample: the sample’s tube', () => {
  const step = { kind: 'scan-sample', procedureID: ava.panelID, sampleID: ava.samples.cold1 } as const;
  const scans = {
    'TUBE-0001': { supplyID: 'sup-amber-tube', supplyItemID: 'si-tube-0001' },
    'TUBE-0002': { supplyID: 'sup-lavender-tube', supplyItemID: 'si-tube-0002' },
  };

  // The nurse's tubes, which name the supplies.
  const nurseItems = [supplyItem('si-tube-0001', 'sup-amber-tube'), supplyItem('si-tube-0002', 'sup-lavender-tube')];

  function scan(value: string) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Tube barcode' }), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
  }

  test('requirements.md 5 "Wrong supply": a tube of another supply is refused and nothing is kept', async () => {
    const { state } = renderStep(scanSample.Body, { data: demoItinerary(), step, scans, nurseItems });
    scan('TUBE-0001');
    await waitFor(() =>
      expect([...screen.getByRole('alert').childNodes].map((node) => node.textContent)).toEqual([
        'Wrong supply',
        'That is an amber tube. Scan the lavender tube.',
      ]),
    );
    expect(state.local.sampleScans).toEqual({});
  });

  test('the right tube is kept on this phone with its serial, and shown by name (issue 13 bug: it showed its id)', async () => {
    const { state } = renderStep(scanSample.Body, { data: demoItinerary(), step, scans, nurseItems });
    scan('TUBE-0002');
    await waitFor(() => expect(screen.getByText('Tube scanned: lavender tube')).toBeTruthy());
    expect(screen.queryByText(/si-tube-0002/)).toBeNull();
    expect(state.local.sampleScans).toEqual({ [ava.samples.cold1]: { supplyItemID: 'si-tube-0002', serial: 'tube' } });
  });
});
