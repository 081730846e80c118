/**
 * The office's new-patient form places the address before it adds the patient (ADR 082), and says
 * when an address has no place on the map (ADR 071).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ADDRESS_PLACE_TEXTS } from '@sc/domain/addresses/address-place';
import { ApiError, call } from '../../../lib/api.ts';
import { PatientPicker } from './patient-picker.tsx';

vi.mock(import('../../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
});

function openForm(onPick = vi.fn()) {
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'searchOfficePatients') return { patients: [] } as never;
    throw new Error(`unexpected call ${name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PatientPicker officeID="office-lab" patient={null} onPick={onPick} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add a new patient' }));
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Asdf' } });
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1980-02-03' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'asdf' } });
  return onPick;
}

test('the pin field says it is for an address the lookup does not find', () => {
  openForm();
  const pin = screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel);
  expect(document.getElementById(pin.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
    ADDRESS_PLACE_TEXTS.pinHint,
  );
});

test.each([
  ['an address with no place: beside the address', 'user.address', 'Address', ADDRESS_PLACE_TEXTS.notFound('asdf')],
  ['a pin that does not read: beside the pin', 'user.pin', ADDRESS_PLACE_TEXTS.pinLabel, ADDRESS_PLACE_TEXTS.badPin],
])('%s, and no patient is picked', async (_name, field, label, message) => {
  const onPick = openForm();
  fireEvent.change(screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel), { target: { value: 'somewhere' } });
  vi.mocked(call).mockRejectedValueOnce(new ApiError('bad_request', message, 400, field));
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
  expect(onPick).not.toHaveBeenCalled();
});

test('the pin goes with the address', async () => {
  const onPick = openForm();
  fireEvent.change(screen.getByLabelText(ADDRESS_PLACE_TEXTS.pinLabel), { target: { value: '40.6944, -73.9918' } });
  vi.mocked(call).mockResolvedValueOnce({ userID: 'p1', officeID: 'office-lab' } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  await waitFor(() => expect(onPick).toHaveBeenCalled());
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'createUserWithEmailLink',
    expect.objectContaining({ user: expect.objectContaining({ address: 'asdf', pin: '40.6944, -73.9918' }) }),
    expect.anything(),
  );
});

test('an address the lookup places: “Placed at” and its question; Confirm adds the patient at that point', async () => {
  const onPick = openForm();
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: '163 Elm Pl, Brooklyn' } });
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'geocodeAddress')
      return { candidates: [{ label: '163 Elm Pl, Brooklyn, NY', point: { lat: 40.68222, lng: -73.99018 } }] } as never;
    if (name === 'createUserWithEmailLink') return { userID: 'p1', officeID: 'office-lab' } as never;
    throw new Error(`unexpected call ${name}`);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  await waitFor(() => expect(screen.getByText('Placed at: 163 Elm Pl, Brooklyn, NY')).toBeTruthy());
  expect(screen.getByText('Is this the right place?')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Where 163 Elm Pl, Brooklyn, NY is on the map' })).toBeTruthy();
  expect(vi.mocked(call)).not.toHaveBeenCalledWith('createUserWithEmailLink', expect.anything(), expect.anything());
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onPick).toHaveBeenCalled());
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'createUserWithEmailLink',
    expect.objectContaining({
      user: expect.objectContaining({ address: '163 Elm Pl, Brooklyn', pin: '40.68222, -73.99018' }),
    }),
    expect.anything(),
  );
});

test('“Correct the address” goes back to the address, and adds no one', async () => {
  const onPick = openForm();
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'geocodeAddress')
      return { candidates: [{ label: '163 Elm Pl, Brooklyn, NY', point: { lat: 40.68222, lng: -73.99018 } }] } as never;
    throw new Error(`unexpected call ${name}`);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  await waitFor(() => expect(screen.getByText('Is this the right place?')).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'Correct the address' }));
  expect(screen.queryByText('Is this the right place?')).toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText('Address'));
  expect(onPick).not.toHaveBeenCalled();
});

test('an address the lookup cannot place: beside the address, correct it or place a pin; no one is added', async () => {
  const onPick = openForm();
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'geocodeAddress') return { candidates: [] } as never;
    throw new Error(`unexpected call ${name}`);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add patient' }));
  const message = '“asdf” was not found on the map. Correct the address or place a pin.';
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call).mock.calls.map(([name]) => name)).toEqual(['searchOfficePatients', 'geocodeAddress']);
  expect(onPick).not.toHaveBeenCalled();
});
