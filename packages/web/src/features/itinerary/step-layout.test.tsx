import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Scanner } from '../../components/ui/scanner.tsx';
import { stepChecklists } from '@sc/domain/continue-rules/checklists';
import { demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import { emptyItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import { flattenSteps } from '@sc/domain/itinerary/navigation';
import type { Step } from '@sc/domain/itinerary/step';
import { buildItinerarySteps } from '@sc/domain/itinerary/step-tree';
import { stepWalk } from '@sc/domain/itinerary/step-walk';
import { renderStep } from './shared/step-context.fixture.tsx';
import { StepLayout } from './step-layout.tsx';
import type { StepContext } from './step-screen.ts';

afterEach(cleanup);

const data = demoItinerary();
const steps = flattenSteps(buildItinerarySteps(data, { localFlow: {}, flags: {} }));
const first = (kind: Step['kind']) => steps.find((s) => s.kind === kind)!;
const emptyScreen = { Body: () => null };

function renderLayout(step: Step, failures: string[] = []) {
  const Layout = (ctx: StepContext) => <StepLayout ctx={ctx} steps={steps} screen={emptyScreen} />;
  return renderStep(Layout, { data, step: { ...step, failures } });
}

describe('StepLayout header and footer (issue 13: progress on every step, Next in thumb reach)', () => {
  it('says the stop of the day and the step of the visit around the title', () => {
    const step = first('nurse-id');
    const visit = steps.filter((s) => s.waypointID === step.waypointID);
    renderLayout(step);
    expect(screen.getByRole('heading', { level: 1, name: step.title })).toBeTruthy();
    expect(screen.getByText('Stop 1 of 3')).toBeTruthy();
    expect(screen.getByText(`Step ${visit.indexOf(step) + 1} of ${visit.length}`)).toBeTruthy();
  });

  it('keeps Back and the way to the overview above the title', () => {
    renderLayout(first('nurse-id'));
    const nav = screen.getByRole('navigation', { name: 'Itinerary' });
    expect(nav.textContent).toContain('Back');
    expect(nav.textContent).toContain('Itinerary');
  });

  it('puts Next in the bottom action bar, disabled with its reasons listed', () => {
    renderLayout(first('scan-sample'), ['Scan the tube before moving on.']);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.closest('.ui-action-bar')).toBeTruthy();
    expect(next.classList.contains('ui-confirm-button')).toBe(false);
    expect(screen.getByText('Scan the tube before moving on.').closest('.ui-action-bar')).toBeTruthy();
  });

  it('an instruction-only step is confirmed with the one large button, still named Next', () => {
    renderLayout(first('put-amber-bag'));
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.classList.contains('ui-confirm-button')).toBe(true);
    expect(next.disabled).toBe(false);
    expect(next.closest('.ui-action-bar')).toBeTruthy();
  });
});

describe('StepLayout moves on by itself when a scan completes the step (issue 13.3)', () => {
  const scanScreen = { Body: () => <Scanner label="Supply barcode" onScan={() => 'Amber Tube scanned'} /> };

  async function scanOn(failures: string[]) {
    const Layout = (ctx: StepContext) => <StepLayout ctx={ctx} steps={steps} screen={scanScreen} />;
    const view = renderStep(Layout, { data, step: { ...first('scan-sample'), failures } });
    // The test browser has no camera: the field shows at once.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Supply barcode' }), {
      target: { value: 'TUBE-0001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await screen.findByText('Amber Tube scanned');
    return view;
  }

  it('a scan that leaves nothing missing says so and opens the next step, with no tap', async () => {
    const { state } = await scanOn([]);
    expect(screen.getByText('Done. Moving on\u2026')).toBeTruthy();
    await waitFor(() => expect(state.nexts).toBe(1));
  });

  it('a scan that leaves something missing stays on the step', async () => {
    const { state } = await scanOn(['Scan the tube before moving on.']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(state.nexts).toBe(0);
    expect(screen.queryByText('Done. Moving on\u2026')).toBeNull();
  });
});

describe('StepLayout with the domain walk (issue 27: half the taps, nothing lost)', () => {
  const panelStep = (kind: Step['kind']) => steps.find((s) => s.kind === kind && s.procedureID === 'proc-ava-panel')!;

  it("shows the instructions passed onto a step, each under its own title, above the step's own work", () => {
    const walk = stepWalk({ steps, data, failuresOf: () => [] });
    const instruction = (ctx: StepContext) => <p>{`said by ${ctx.step.kind}`}</p>;
    const Layout = (ctx: StepContext) => (
      <StepLayout ctx={ctx} steps={steps} walk={walk} screen={emptyScreen} screenOf={() => ({ Body: instruction })} />
    );
    renderStep(Layout, { data, step: { ...panelStep('scan-sample'), failures: [] } });
    for (const [title, kind] of [
      ['Instructions from physician', 'patient-diagnosis'],
      ['Collection instructions', 'collection-instructions'],
      ['Chart', 'charting-samples'],
    ]) {
      expect(screen.getByRole('region', { name: title }).textContent).toContain(`said by ${kind}`);
    }
  });

  const consent = stepChecklists['patient-consent'];
  const tickAllScreen = {
    Body: (ctx: StepContext) => (
      <button type="button" onClick={() => ctx.setLocal((s) => ({ ...s, checklists: { [ctx.step.path]: consent } }))}>
        Tick every line
      </button>
    ),
  };

  it('the tap that ticks the last line moves on by itself', async () => {
    const Layout = (ctx: StepContext) => <StepLayout ctx={ctx} steps={steps} screen={tickAllScreen} />;
    const { state } = renderStep(Layout, { data, step: { ...panelStep('patient-consent'), failures: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Tick every line' }));
    await waitFor(() => expect(state.nexts).toBe(1));
  });

  it('revisited with every line ticked, it shows Next and waits', async () => {
    const step = { ...panelStep('patient-consent'), failures: [] };
    const local = { ...emptyItineraryFlowState, checklists: { [step.path]: consent } };
    const Layout = (ctx: StepContext) => <StepLayout ctx={ctx} steps={steps} screen={tickAllScreen} />;
    const { state } = renderStep(Layout, { data, step, local });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(state.nexts).toBe(0);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
