import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { StepContext } from '../../step-screen.ts';
import { locateMailInBox, patientID, scanInMailInBox } from './action-screens.tsx';
import { renderStep, supplyItem } from '../../shared/step-context.fixture.tsx';
import {
  clickProcedureSupplies,
  scanProcedureSupplies,
  scanProcedureSupply,
  scanWaypointSupply,
} from './supply-screens.tsx';

// An item the itinerary does not hold yet has its type looked up (getSupplyItemsData): answered
// from the nurse's items of the test.
const api = vi.hoisted(() => ({ items: [] as unknown[] }));
vi.mock('../../../../lib/api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../lib/api.ts')>();
  return {
    ...actual,
    call: (async (name: string, input: { supplyItemIDs?: string[] }, ...rest: unknown[]) => {
      if (name !== 'getSupplyItemsData') return (actual.call as (...args: unknown[]) => unknown)(name, input, ...rest);
      return { items: api.items.filter((i) => input.supplyItemIDs?.includes((i as { id: string }).id)) };
    }) as typeof actual.call,
  };
});

const { ava, ben, lab } = DEMO;
beforeEach(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vi.fn(), configurable: true });
});
afterEach(cleanup);

/** A refusal as the nurse reads it: the requirements.md 5 text, then the hint (what was scanned, what is wanted). */
const refusal = (alert: HTMLElement) => [...alert.childNodes].map((node) => node.textContent);

const tubes = [
  supplyItem('si-tube-0001', 'sup-amber-tube'),
  supplyItem('si-tube-0002', 'sup-lavender-tube'),
  supplyItem('si-tube-0003', 'sup-lavender-tube'),
  supplyItem('si-tube-0004', 'sup-sst-tube'),
];
const scans = Object.fromEntries(
  tubes.map((t) => [t.id.replace('si-', '').toUpperCase(), { supplyID: t.supplyID, supplyItemID: t.id }]),
);

function scan(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

describe('scan-procedure-supplies: the scan list of the domain, each accepted scan saves the whole list', () => {
  const step = { kind: 'scan-procedure-supplies', procedureID: ava.panelID } as const;

  test('one checklist line per unit with its supply and state, and what is left; a scan saves the procedure’s list', async () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.supplyItemIDs = ['si-tube-0002'];
    const { writes } = renderStep(scanProcedureSupplies.Body, {
      data,
      step,
      nurseItems: tubes,
      supplyItems: tubes,
      scans,
    });
    const lines = within(screen.getByRole('list', { name: 'Supplies to scan' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      '○amber tubeTo scan',
      '✓lavender tubeScannedRemove',
      '○lavender tubeTo scan',
      '○sst tubeTo scan',
    ]);
    expect(screen.getByText('3 left: amber tube, lavender tube, sst tube')).toBeTruthy();
    scan('Supply barcode', 'TUBE-0003');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await screen.findByText('lavender tube scanned')).toBeTruthy();
    expect(writes[0]).toEqual({
      name: 'setProcedureSupplyItems',
      input: { procedureID: ava.panelID, supplyItemIDs: ['si-tube-0002', 'si-tube-0003'] },
      label: 'Supply scanned',
    });
  });

  test('requirements.md 5: an item of no line left is "Wrong supply"; one already on the list is "Barcode already scanned."', async () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.supplyItemIDs = ['si-tube-0001'];
    const { writes } = renderStep(scanProcedureSupplies.Body, {
      data,
      step,
      nurseItems: tubes,
      supplyItems: tubes,
      scans,
    });
    scan('Supply barcode', 'TUBE-0001');
    await waitFor(() =>
      expect(refusal(screen.getByRole('alert'))).toEqual([
        'Barcode already scanned.',
        'Scan the lavender tube or the sst tube.',
      ]),
    );
    expect(writes).toEqual([]);
  });

  test('a refusal names what was scanned and the supplies left (issue 13.4)', async () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.supplyItemIDs = ['si-tube-0001'];
    const cup = supplyItem('si-cup-0001', 'sup-urine-cup');
    renderStep(scanProcedureSupplies.Body, {
      data,
      step,
      nurseItems: [...tubes, cup],
      supplyItems: tubes,
      scans: { ...scans, 'CUP-0001': { supplyID: 'sup-urine-cup', supplyItemID: 'si-cup-0001' } },
    });
    scan('Supply barcode', 'CUP-0001');
    await waitFor(() =>
      expect(refusal(screen.getByRole('alert'))).toEqual([
        'Wrong supply',
        'That is a urine cup. Scan the lavender tube or the sst tube.',
      ]),
    );
  });

  test('Remove takes one item off the list', async () => {
    const data = demoItinerary();
    data.procedures[ava.panelID]!.supplyItemIDs = ['si-tube-0001', 'si-tube-0002'];
    const { writes } = renderStep(scanProcedureSupplies.Body, { data, step, nurseItems: tubes, supplyItems: tubes });
    fireEvent.click(screen.getByRole('button', { name: 'Remove amber tube' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.input).toEqual({ procedureID: ava.panelID, supplyItemIDs: ['si-tube-0002'] });
  });
});

test('scan-procedure-supply: the kit container; another supply type is "Wrong supply"', async () => {
  const items = [supplyItem('si-pbag-0001', 'sup-procedure-bag', 'procedure-bag'), ...tubes];
  const { writes } = renderStep(scanProcedureSupply.Body, {
    data: demoItinerary(),
    step: { kind: 'scan-procedure-supply', procedureID: ava.panelID },
    supplyItems: items,
    scans: { ...scans, 'PBAG-0001': { supplyID: 'sup-procedure-bag', supplyItemID: 'si-pbag-0001' } },
  });
  scan('Kit or procedure bag barcode', 'TUBE-0001');
  await waitFor(() =>
    expect(refusal(screen.getByRole('alert'))).toEqual([
      'Wrong supply',
      'That is an amber tube. Scan the kit container or procedure bag.',
    ]),
  );
  scan('Kit or procedure bag barcode', 'PBAG-0001');
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toMatchObject({
    name: 'setKitSupplyItem',
    input: { procedureID: ava.panelID, supplyItemID: 'si-pbag-0001' },
  });
});

test('click-procedure-supplies: tapping one of the nurse’s items of the needed supply saves it', async () => {
  const cups = [
    supplyItem('si-cup-0001', 'sup-urine-cup', 'container'),
    supplyItem('si-cup-0002', 'sup-urine-cup', 'container', 'used'),
  ];
  const { writes } = renderStep(clickProcedureSupplies.Body, {
    data: demoItinerary(),
    step: { kind: 'click-procedure-supplies', procedureID: ava.urineID },
    nurseItems: [...cups, ...tubes],
  });
  expect(screen.getByRole('group', { name: 'urine cup — 0 of 1 picked' })).toBeTruthy();
  // Only the activated cup is offered; the used one belongs elsewhere.
  fireEvent.click(screen.getByRole('button', { name: 'urine cup 1' }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]?.input).toEqual({ procedureID: ava.urineID, supplyItemIDs: ['si-cup-0001'] });
  expect(screen.queryByRole('button', { name: 'urine cup 2' })).toBeNull();
});

describe('the mail-in box at Ben’s visit', () => {
  const step = { kind: 'scan-in-mail-in-box', waypointID: ben.waypointID } as const;

  test('locate says how many boxes to find', () => {
    renderStep(locateMailInBox.Body, { data: demoItinerary(), step: { ...step, kind: 'locate-mail-in-box' } });
    expect(screen.getByText('1 mail-in box to scan')).toBeTruthy();
  });

  test('scanning the box saves it for the mail-in action and marks it scanned on this phone', async () => {
    const { writes, state } = renderStep(scanInMailInBox.Body, {
      data: demoItinerary(),
      step,
      supplyItems: [supplyItem('si-box-mail-0001', 'sup-mail-in-box', 'mail-in-box')],
      scans: { 'BOX-MAIL-0001': { supplyID: 'sup-mail-in-box', supplyItemID: 'si-box-mail-0001' } },
    });
    scan('Mail-in box barcode', 'BOX-MAIL-0001');
    await waitFor(() => expect(state.local.mailInBoxScanned).toEqual({ [lab.mailInActionID]: true }));
    expect(writes).toEqual([
      {
        name: 'scanMailInBox',
        input: { waypointActionID: lab.mailInActionID, barcode: 'BOX-MAIL-0001' },
        label: 'Mail-in box scanned',
      },
    ]);
    expect(screen.getByText('Every mail-in box is scanned.')).toBeTruthy();
  });
});

describe('patient-id at the door: her date of birth in words to compare with her ID, and the office’s notes', () => {
  const step = { kind: 'patient-id', waypointID: ava.waypointID, waypointActionID: ava.actionID } as const;

  test('"March 14, 1979", never the stored 1979-03-14; the notes under it', () => {
    renderStep(patientID.Body, {
      data: demoItinerary(),
      step,
      patients: {
        [ava.waypointID]: {
          name: 'Ava Martinez',
          phone: null,
          dateOfBirth: '1979-03-14',
          notes: ['Buzz 4B. Street parking.'],
        },
      },
    });
    expect(screen.getByText('Date of birth:', { exact: false }).textContent).toBe('Date of birth: March 14, 1979');
    expect(screen.queryByText(/1979-03-14/)).toBeNull();
    expect(screen.getByText('Buzz 4B. Street parking.')).toBeTruthy();
  });

  test('no date of birth on file (or a copy the phone kept before): says so and what to do', () => {
    renderStep(patientID.Body, {
      data: demoItinerary(),
      step,
      patients: { [ava.waypointID]: { name: 'Ava Martinez', phone: null } },
    });
    expect(screen.getByText('Date of birth:', { exact: false }).textContent).toBe(
      'Date of birth: Not on file: call the office to confirm it before you collect.',
    );
    expect(screen.queryByText('Notes from the office')).toBeNull();
  });
});

describe('patient-id: Next starts the visit’s action (requirements.md 4) once', () => {
  function ctxFor(status: 'incomplete' | 'in-progress', writes: unknown[]) {
    const data = demoItinerary();
    data.waypointActions[ava.actionID]!.status = status;
    return {
      data,
      step: { kind: 'patient-id', waypointID: ava.waypointID, waypointActionID: ava.actionID },
      write: async (name: string, input: unknown) => void writes.push({ name, input }),
    } as unknown as StepContext;
  }

  test.each([
    [
      'an action not started yet is started',
      'incomplete' as const,
      [{ name: 'startWaypointAction', input: { waypointActionID: ava.actionID } }],
    ],
    ['an action under way is left as it is', 'in-progress' as const, []],
  ])('%s', async (_, status, expected) => {
    const track = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}'));
    const writes: unknown[] = [];
    await patientID.onContinue!(ctxFor(status, writes));
    expect(writes).toEqual(expected);
    // requirements.md 7 "check DOB", recorded beside the write.
    const [url, init] = track.mock.calls[0] ?? [];
    expect(String(url)).toContain('/trackEvent');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'check DOB' });
    track.mockRestore();
  });
});

describe('issue 13 bug: a scanned kit or bag is named as a person would, never by its internal id', () => {
  // Before the visit, the kit and the bag are still in the nurse's own items, not the itinerary's.
  const pbag = supplyItem('si-pbag-0001', 'sup-procedure-bag', 'procedure-bag');
  const visitBag = supplyItem('si-bag-visit-0001', 'sup-visit-bag', 'branded-bag');

  test('the kit container (scan-procedure-supply)', async () => {
    api.items = [pbag];
    renderStep(scanProcedureSupply.Body, {
      data: demoItinerary(),
      step: { kind: 'scan-procedure-supply', procedureID: ava.panelID },
      supplyItems: tubes,
      nurseItems: [pbag, ...tubes],
      scans: { 'PBAG-0001': { supplyID: 'sup-procedure-bag', supplyItemID: 'si-pbag-0001' } },
    });
    scan('Kit or procedure bag barcode', 'PBAG-0001');
    await waitFor(() => expect(screen.getByText('Kit scanned: procedure bag')).toBeTruthy());
    expect(screen.queryByText(/si-pbag-0001/)).toBeNull();
  });

  test('the visit bag (scan-waypoint-supply)', async () => {
    api.items = [visitBag];
    renderStep(scanWaypointSupply.Body, {
      data: demoItinerary(),
      step: { kind: 'scan-waypoint-supply', waypointID: ava.waypointID },
      supplyItems: tubes,
      nurseItems: [visitBag, ...tubes],
      scans: { 'BAG-VISIT-0001': { supplyID: 'sup-visit-bag', supplyItemID: 'si-bag-visit-0001' } },
    });
    scan('Visit bag barcode', 'BAG-VISIT-0001');
    await waitFor(() => expect(screen.getByText('Bag scanned: visit bag')).toBeTruthy());
    expect(screen.queryByText(/si-bag-visit-0001/)).toBeNull();
  });
});
