/** Operations' place form places a lab's address before saving it (ADR 082), or keeps a typed point (ADR 060). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { call } from '../../lib/api.ts';
import { PlaceForm } from './place-form.tsx';

vi.mock(import('../../lib/api.ts'), async (importOriginal) => ({ ...(await importOriginal()), call: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
});

function openForm(address: string) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlaceForm regions={[]} onDone={onDone} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Elm Drop Box' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: address } });
  return onDone;
}

test('an address with no point typed: “Placed at”, and Confirm saves the place at that point', async () => {
  const onDone = openForm('163 Elm Pl, Brooklyn');
  vi.mocked(call).mockImplementation(async (name) => {
    if (name === 'geocodeAddress')
      return { candidates: [{ label: '163 Elm Pl, Brooklyn, NY', point: { lat: 40.68222, lng: -73.99018 } }] } as never;
    if (name === 'savePlace') return { id: 'place-new', created: true, changed: true } as never;
    throw new Error(`unexpected call ${name}`);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new place' }));
  await waitFor(() => expect(screen.getByText('Placed at: 163 Elm Pl, Brooklyn, NY')).toBeTruthy());
  expect(vi.mocked(call).mock.calls.map(([name]) => name)).toEqual(['geocodeAddress']);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'savePlace',
    expect.objectContaining({ address: '163 Elm Pl, Brooklyn', lat: 40.68222, lng: -73.99018 }),
    expect.anything(),
  );
});

test('an address found nowhere: beside the address, and nothing is saved', async () => {
  openForm('asdf');
  vi.mocked(call).mockResolvedValueOnce({ candidates: [] } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Save the new place' }));
  const message = '“asdf” was not found on the map. Correct the address or place a pin.';
  await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  expect(vi.mocked(call).mock.calls.map(([name]) => name)).toEqual(['geocodeAddress']);
});

test('a point typed by hand is saved as typed, with no lookup', async () => {
  const onDone = openForm('60 Front St, Brooklyn, NY 11201');
  fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '40.7025' } });
  fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-73.9901' } });
  vi.mocked(call).mockResolvedValueOnce({ id: 'place-new', created: true, changed: true } as never);
  fireEvent.click(screen.getByRole('button', { name: 'Save the new place' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(vi.mocked(call).mock.calls.map(([name]) => name)).toEqual(['savePlace']);
  expect(vi.mocked(call)).toHaveBeenCalledWith(
    'savePlace',
    expect.objectContaining({ lat: 40.7025, lng: -73.9901 }),
    expect.anything(),
  );
});
