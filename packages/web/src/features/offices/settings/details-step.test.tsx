/** The office's own address in its settings: looked up, shown and confirmed before it is saved (ADR 082). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ADDRESS_PLACE_TEXTS } from '@sc/domain/addresses/address-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { ApiError, call } from '../../../lib/api.ts';
import { AppContext, type AppContextValue } from '../../../lib/app-context.tsx';
import { DetailsStep } from './details-step.tsx';

vi.mock(import('../../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
  sessionStorage.clear();
});

const app = { viewer: null, config: { flags: {} }, partner: null } as unknown as AppContextValue;

function renderStep(office: { address: string; addressPin: string | null }) {
  const settings = {
    office: {
      id: 'office-lab',
      name: 'Riverside Lab',
      type: 'lab',
      timeZone: 'America/New_York',
      notificationEmails: [],
      ...office,
    },
    partners: [],
    placeAccounts: [],
    places: [],
    placeGroup: null,
  } as unknown as FnOutput<'getOfficeSettings'>;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppContext.Provider value={app}>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <DetailsStep settings={settings} />
        </QueryClientProvider>
      </MemoryRouter>
    </AppContext.Provider>,
  );
}

const saveDetails = () => fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
const pinField = () => screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel) as HTMLInputElement;

test('a placed address shows its pin; a rename saves the address with the pin it has, with no lookup', async () => {
  renderStep({ address: '55 Front St, Brooklyn, NY 11201', addressPin: '40.7025, -73.988' });
  expect(pinField().value).toBe('40.7025, -73.988');
  fireEvent.change(screen.getByLabelText('Office name'), { target: { value: 'Riverside Lab Group' } });
  vi.mocked(call).mockResolvedValueOnce({ office: {} } as never);
  saveDetails();
  await waitFor(() => expect(screen.getByText('Office details saved.')).toBeTruthy());
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'updateOfficeSettings',
    {
      officeID: 'office-lab',
      name: 'Riverside Lab Group',
      address: '55 Front St, Brooklyn, NY 11201',
      addressPin: '40.7025, -73.988',
      timeZone: 'America/New_York',
    },
    expect.anything(),
  );
});

test('a new address is looked up: “Placed at”, the question, and Confirm saves it with that point', async () => {
  renderStep({ address: '55 Front St, Brooklyn, NY 11201', addressPin: '40.7025, -73.988' });
  // A new address: the old one's pin does not go with it.
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '150 Court St, Brooklyn' } });
  expect(pinField().value).toBe('');
  vi.mocked(call).mockResolvedValueOnce({
    candidates: [{ label: '150 Court St, Brooklyn, NY 11201', point: { lat: 40.6879, lng: -73.9934 } }],
  } as never);
  saveDetails();
  await waitFor(() => expect(screen.getByText('Placed at: 150 Court St, Brooklyn, NY 11201')).toBeTruthy());
  expect(screen.getByText('Is this the right place?')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Where 150 Court St, Brooklyn, NY 11201 is on the map' })).toBeTruthy();
  expect(vi.mocked(call)).toHaveBeenCalledWith('geocodeAddress', { address: '150 Court St, Brooklyn', limit: 1 });
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  vi.mocked(call).mockResolvedValueOnce({ office: {} } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByText('Office details saved.')).toBeTruthy());
  expect(vi.mocked(call)).toHaveBeenLastCalledWith(
    'updateOfficeSettings',
    {
      officeID: 'office-lab',
      name: 'Riverside Lab',
      address: '150 Court St, Brooklyn',
      addressPin: '40.6879, -73.9934',
      timeZone: 'America/New_York',
    },
    expect.anything(),
  );
});

test('Correct the address goes back to the field, and nothing is saved', async () => {
  renderStep({ address: '', addressPin: null });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '150 Court St, Brooklyn' } });
  vi.mocked(call).mockResolvedValueOnce({
    candidates: [{ label: '150 Court St, Brooklyn, NY 11201', point: { lat: 40.6879, lng: -73.9934 } }],
  } as never);
  saveDetails();
  await waitFor(() => expect(screen.getByText('Is this the right place?')).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'Correct the address' }));
  expect(screen.queryByText('Is this the right place?')).toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText('Address'));
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
});

test('“asdf” is looked up, found nowhere: beside the address, correct it or place a pin; nothing saved', async () => {
  renderStep({ address: '', addressPin: null });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'asdf' } });
  vi.mocked(call).mockResolvedValueOnce({ candidates: [] } as never);
  saveDetails();
  await waitFor(() => expect(screen.getByText(ADDRESS_PLACE_TEXTS.notFound('asdf'))).toBeTruthy());
  expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('You have changes not saved yet.')).toBeTruthy();
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  expect(vi.mocked(call)).toHaveBeenCalledWith('geocodeAddress', { address: 'asdf', limit: 1 });
});

test('an address saved before it had a point is looked up on the next save', async () => {
  renderStep({ address: '55 Front St, Brooklyn, NY 11201', addressPin: null });
  vi.mocked(call).mockResolvedValueOnce({
    candidates: [{ label: '55 Front St, Brooklyn, NY 11201', point: { lat: 40.7025, lng: -73.988 } }],
  } as never);
  saveDetails();
  await waitFor(() => expect(screen.getByText('Placed at: 55 Front St, Brooklyn, NY 11201')).toBeTruthy());
});

test('a typed pin skips the lookup; one that does not read: the server’s refusal beside the pin', async () => {
  renderStep({ address: '', addressPin: null });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'zzzz nowhere' } });
  fireEvent.change(pinField(), { target: { value: 'somewhere' } });
  vi.mocked(call).mockRejectedValueOnce(new ApiError('bad_request', ADDRESS_PLACE_TEXTS.badPin, 400, 'addressPin'));
  saveDetails();
  await waitFor(() => expect(screen.getByText(ADDRESS_PLACE_TEXTS.badPin)).toBeTruthy());
  expect(pinField().getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'updateOfficeSettings',
    expect.objectContaining({ address: 'zzzz nowhere', addressPin: 'somewhere' }),
    expect.anything(),
  );
});
