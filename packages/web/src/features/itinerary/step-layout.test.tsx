import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Scanner } from '../../components/ui/scanner.tsx';
import { demoItinerary } from '@sc/domain/itinerary/fixtures';
import { flattenSteps } from '@sc/domain/itinerary/navigation';
import type { Step } from '@sc/domain/itinerary/step';
import { buildItinerarySteps } from '@sc/domain/itinerary/step-tree';
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
