import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '@sc/domain/itinerary-data/fixtures';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { DayDone } from './day-done.tsx';

afterEach(cleanup);

const app = { viewer: null, config: {}, partner: null } as unknown as AppContextValue;

function finishedDay(mutate: (d: ItineraryData) => void = () => {}) {
  const data = demoItinerary();
  data.status = 'done';
  for (const w of data.waypoints) w.status = 'complete';
  for (const p of Object.values(data.procedures)) {
    p.status = 'completed';
    for (const s of p.samples) s.status = 'completed';
  }
  mutate(data);
  return data;
}

function renderDone(data: ItineraryData, earningsCents?: number) {
  return render(
    <MemoryRouter>
      <AppContext value={app}>
        <DayDone data={data} earningsCents={earningsCents} />
      </AppContext>
    </MemoryRouter>,
  );
}

const figures = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );

describe('DayDone (issue 13.9: the day’s done screen)', () => {
  it('says the itinerary is complete, and the day in figures', () => {
    const data = finishedDay();
    renderDone(data);
    expect(screen.getByRole('heading', { level: 2, name: 'Itinerary complete' })).toBeTruthy();
    expect(screen.getByText('Every stop is finished. Thank you!')).toBeTruthy();
    const samples = Object.values(data.procedures).flatMap((p) => p.samples).length;
    expect(figures()).toEqual({
      Stops: `${data.waypoints.length} of ${data.waypoints.length}`,
      Procedures: String(Object.keys(data.procedures).length),
      Samples: String(samples),
    });
  });

  it('says what failed beside the figure', () => {
    const data = finishedDay((d) => {
      d.procedures[DEMO.ben.a1cID]!.status = 'failed';
      d.procedures[DEMO.ben.a1cID]!.samples.forEach((s) => (s.status = 'failed'));
    });
    renderDone(data);
    const procedures = String(Object.keys(data.procedures).length - 1);
    expect(figures().Procedures).toBe(`${procedures}1 failed`);
  });

  it('without a figure: no "Earnings" row, says where her pay goes, and leads home and to the wallet', () => {
    renderDone(finishedDay());
    expect(screen.queryByText('Earnings')).toBeNull();
    expect(screen.getByText('Your pay for this itinerary is added to your wallet.')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Itinerary complete' });
    expect(within(region).getByRole('link', { name: 'Back to your schedule' }).getAttribute('href')).toBe('/');
    expect(within(region).getByRole('link', { name: 'Open your wallet' }).getAttribute('href')).toBe('/my-wallet');
  });

  it('says what she earned when her accepted offer priced the itinerary (requirements.md 9: whole dollars without decimals)', () => {
    renderDone(finishedDay(), 12500);
    expect(screen.getByText('Earnings')).toBeTruthy();
    expect(screen.getByText('You earned $125')).toBeTruthy();
    expect(screen.getByText('Your pay for this itinerary is added to your wallet.')).toBeTruthy();
  });

  it('shows cents when the pay has them', () => {
    renderDone(finishedDay(), 9550);
    expect(screen.getByText('You earned $95.50')).toBeTruthy();
  });

  it('invents no figure when the flow data carries none (an itinerary paid as its shift)', () => {
    renderDone(finishedDay());
    expect(screen.queryByText(/You earned/)).toBeNull();
  });
});
