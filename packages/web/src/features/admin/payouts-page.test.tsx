import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { FnOutput } from '@sc/domain/contract/index';
import { fnKey } from '../../lib/query.ts';
import { PayoutsPage } from './payouts-page.tsx';

afterEach(cleanup);

type Payout = FnOutput<'listPayouts'>['payouts'][number];
const payout = (id: string, nurseName: string, status: Payout['status']): Payout => ({
  id,
  amountCents: 1_000,
  status,
  requestedAt: '2026-11-28T14:00:00Z',
  finishedAt: null,
  last4: '6789',
  failureReason: null,
  nurseName,
  nurseEmail: `${id}@example.test`,
  routingNumber: '021000021',
});

function renderPayouts(payouts: Payout[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fnKey('listPayouts', {}), { payouts });
  render(
    <QueryClientProvider client={client}>
      <PayoutsPage />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('list', { name: 'Payouts' }));
}

test('a payout whose provider call is in flight says so, with Settle and Fail held back (ADR 072)', () => {
  const list = renderPayouts([payout('w1', 'Nora Nightingale', 'sending'), payout('w2', 'Ana Alvarez', 'sent')]);
  const [inFlight, waiting] = list.getAllByRole('listitem');
  expect(within(inFlight!).getByText('Sending to the bank…')).toBeTruthy();
  expect(
    within(inFlight!).getByText('The provider has not answered yet. Settle and Fail come back once it has.'),
  ).toBeTruthy();
  expect(within(inFlight!).queryByRole('button')).toBeNull();
  // The one the provider has answered is operations' to settle or fail.
  expect(within(waiting!).getByText('Waiting for the bank')).toBeTruthy();
  expect(within(waiting!).getByRole('button', { name: 'Fail payout to Ana Alvarez' })).toBeTruthy();
  expect(within(waiting!).getByRole('button', { name: 'Settle payout to Ana Alvarez' })).toBeTruthy();
});

test('a requested payout, not yet sent, may still be settled or failed by hand', () => {
  const list = renderPayouts([payout('w3', 'Omar Okafor', 'requested')]);
  expect(list.getByText('Requested')).toBeTruthy();
  expect(list.getByRole('button', { name: 'Settle payout to Omar Okafor' })).toBeTruthy();
});
