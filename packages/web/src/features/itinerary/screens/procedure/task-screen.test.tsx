import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { renderStep } from '../../shared/step-context.fixture.tsx';
import type { StepContext } from '../../step-screen.ts';
import { fastingCompliance } from './instruction-screens.tsx';
import { task } from './task-screen.tsx';

const { ava } = DEMO;
afterEach(cleanup);

const step = { kind: 'task', procedureID: ava.panelID } as const;

/** The screen's own onContinue, run against what the Body rendered. */
function continueWith(state: { local: StepContext['local'] }, writes: unknown[], fail = false) {
  const data = demoItinerary();
  const ctx = {
    data,
    step: { ...step, id: 'task', path: 'task', title: 'Charting details', screen: true, children: [] },
    local: state.local,
    write: async (name: string, input: unknown) => {
      writes.push({ name, input });
      if (fail) throw new Error('Internal error');
    },
  } as unknown as StepContext;
  return task.onContinue!(ctx);
}

describe('task: charting details as a form, saved with Next', () => {
  test('issue 27: the fasting question answered on its own step is not asked again, and is saved with the chart', async () => {
    const local = { ...emptyItineraryFlowState, chartingDrafts: { [ava.panelID]: { 'chart-fasting': 'yes' } } };
    const { state } = renderStep(task.Body, { data: demoItinerary(), step, local });
    expect(screen.queryByRole('group', { name: 'Before collection' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Yes' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Left arm' }));
    const writes: { input: { items: unknown[] } }[] = [];
    await continueWith(state, writes);
    expect(writes[0]!.input.items[0]).toMatchObject({ id: 'chart-prep', children: [{ value: 'yes' }] });
  });

  test('groups with their children, questions and checklists; answers drafted, then saved with the items', async () => {
    // Where the physician asked for no fasting sample, no step asks it first: the chart does.
    const data = demoItinerary();
    data.procedures[ava.panelID]!.instructions.fasting = 'no';
    const { state } = renderStep(task.Body, { data, step });
    expect(screen.getByRole('group', { name: 'Before collection' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Right arm' }));
    expect(state.local.chartingDrafts).toEqual({
      [ava.panelID]: { 'chart-fasting': 'yes', 'chart-site': ['Right arm'] },
    });

    const writes: unknown[] = [];
    await continueWith(state, writes);
    expect(writes).toEqual([
      {
        name: 'saveCharting',
        input: {
          procedureID: ava.panelID,
          items: [
            {
              id: 'chart-prep',
              type: 'group',
              title: 'Before collection',
              children: [{ id: 'chart-fasting', type: 'question', title: 'Is the patient fasting?', value: 'yes' }],
            },
            {
              id: 'chart-site',
              type: 'checklist',
              title: 'Draw site',
              checklist: ['Left arm', 'Right arm'],
              value: ['Right arm'],
            },
          ],
        },
      },
    ]);
  });

  test('requirements.md 8: a failed save reads "There was a problem saving your charting details." with the support suffix', async () => {
    const { state } = renderStep(task.Body, { data: demoItinerary(), step });
    await expect(continueWith(state, [], true)).rejects.toThrow(
      /^There was a problem saving your charting details\. Please try again or contact support\.$/,
    );
  });

  test('Procedure failed needs a reason, then fails the procedure and moves on', async () => {
    const { writes, state } = renderStep(task.Body, { data: demoItinerary(), step });
    fireEvent.click(screen.getByRole('button', { name: 'Procedure failed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark procedure failed' }));
    expect(screen.getByText('Write the reason the procedure failed.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Why did the procedure fail?' }), {
      target: { value: 'Patient left' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark procedure failed' }));
    await waitFor(() => expect(state.nexts).toBe(1));
    expect(writes).toEqual([
      { name: 'failProcedure', input: { procedureID: ava.panelID, reason: 'Patient left' }, label: 'Procedure failed' },
    ]);
  });
});

test('a saved chart with nothing changed is not written again', async () => {
  const data = demoItinerary();
  data.procedures[ava.panelID]!.charting.status = 'complete';
  const writes: unknown[] = [];
  const ctx = {
    data,
    step: { kind: 'task', procedureID: ava.panelID },
    local: { ...emptyItineraryFlowState, chartingDrafts: {} },
    write: async (name: string, input: unknown) => void writes.push({ name, input }),
  } as unknown as StepContext;
  await task.onContinue!(ctx);
  expect(writes).toEqual([]);
  await task.onContinue!({
    ...ctx,
    local: { ...ctx.local, chartingDrafts: { [ava.panelID]: { 'chart-fasting': 'no' } } },
  });
  expect(writes).toHaveLength(1);
});

test('fasting-compliance: "Is the patient fasting?" drafted for the charting item of that title (requirements.md 5)', () => {
  const { state } = renderStep(fastingCompliance.Body, {
    data: demoItinerary(),
    step: { kind: 'fasting-compliance', procedureID: ava.panelID },
  });
  expect(screen.getByRole('group', { name: 'Is the patient fasting?' })).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(state.local.chartingDrafts).toEqual({ [ava.panelID]: { 'chart-fasting': 'no' } });
});
