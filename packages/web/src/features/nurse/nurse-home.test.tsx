import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { INITIAL_SHIFT_LIMIT } from '@sc/domain/field-checks/shift-lists';
import { testNurse } from '../../components/field/schedule.fixture.tsx';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { fnKey } from '../../lib/query.ts';
import { NurseHome } from './nurse-home.tsx';
import { OfferCard, type Offer } from './offer-card.tsx';

afterEach(cleanup);

type Offers = FnOutput<'getShiftsOffered'>;

/** An itinerary offer tomorrow 8:00 AM to 1:35 PM in Brooklyn: a visit, a lab drop-off and a visit. */
const itineraryOffer: Offer = {
  kind: 'itinerary',
  id: 'it-1',
  status: 'offered',
  startTime: '2026-11-25T13:00:00.000Z',
  endTime: '2026-11-25T18:35:00.000Z',
  timeZone: 'America/New_York',
  earningsCents: 14_500,
  serviceRegions: ['Brooklyn'],
  stops: [
    { type: 'patient', area: 'Brooklyn', startTime: '2026-11-25T13:00:00.000Z', durationMinutes: 20 },
    { type: 'pick-drop', area: 'Riverside Lab', startTime: '2026-11-25T15:00:00.000Z', durationMinutes: 10 },
    { type: 'patient', area: 'Brooklyn', startTime: '2026-11-25T18:15:00.000Z', durationMinutes: 20 },
  ],
  tests: ['TSH', 'CBC'],
};
const shiftOffer: Offer = {
  ...itineraryOffer,
  kind: 'shift',
  id: 'shift-1',
  startTime: '2026-11-26T14:00:00.000Z',
  endTime: '2026-11-26T20:00:00.000Z',
  stops: [],
  tests: [],
};

function renderWith(ui: ReactNode, offers: Offers, entry = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(fnKey('getShiftsOffered', { limit: INITIAL_SHIFT_LIMIT }), offers);
  client.setQueryData(fnKey('getNurseSchedule', { filter: 'upcoming', limit: INITIAL_SHIFT_LIMIT }), {
    shifts: [],
    hasMore: false,
  });
  const app: AppContextValue = { viewer: testNurse, config: {} as AppContextValue['config'], partner: null };
  return render(
    <QueryClientProvider client={client}>
      <AppContext.Provider value={app}>
        <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
      </AppContext.Provider>
    </QueryClientProvider>,
  );
}

describe('an itinerary offer shows its end and its work before she accepts (requirements.md 2.3)', () => {
  test('its hours to the last stop’s end, its stops and tests, and no address', () => {
    renderWith(<OfferCard offer={itineraryOffer} />, { offers: [itineraryOffer], hasMore: false });
    const card = screen.getByLabelText('Offer 8:00 AM – 1:35 PM');
    expect(card.textContent).toContain('3 stops · TSH, CBC');
    expect(card.textContent).not.toMatch(/\d+ \w+ (St|Ave|Pl)\b/);
  });

  test('a shift offer has no work line', () => {
    renderWith(<OfferCard offer={shiftOffer} />, { offers: [shiftOffer], hasMore: false });
    expect(screen.getByLabelText('Offer 9:00 AM – 3:00 PM').textContent).not.toMatch(/stop/);
  });
});

describe('her home says offers are waiting, with the way to them', () => {
  test('two offers: the notice and its link to the offers tab', () => {
    renderWith(<NurseHome />, { offers: [itineraryOffer, shiftOffer], hasMore: false });
    const notice = screen.getByText('You have 2 offers waiting').closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByRole('link', { name: 'See your offers' }).getAttribute('href')).toBe(
      '/?view=marketplace',
    );
  });

  test('none waiting: nothing said', () => {
    renderWith(<NurseHome />, { offers: [], hasMore: false });
    expect(screen.queryByText(/offers? waiting/)).toBeNull();
  });

  test('on the offers tab itself the notice is not repeated', () => {
    renderWith(<NurseHome />, { offers: [itineraryOffer, shiftOffer], hasMore: false }, '/?view=marketplace');
    expect(screen.queryByText(/offers? waiting/)).toBeNull();
  });
});
