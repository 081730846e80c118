import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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
  client.setQueryData(fnKey('listPayouts', { status: 'open', limit: 50 }), {
    pages: [{ payouts, nextAfter: null }],
    pageParams: [null],
  });
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

test('Settle asks first, in a dialog, what must have happened; Cancel changes nothing (ADR 079)', () => {
  const list = renderPayouts([payout('w4', 'Devi Das', 'sent')]);
  fireEvent.click(list.getByRole('button', { name: 'Settle payout to Devi Das' }));
  const dialog = screen.getByRole('dialog', { name: 'Settle $10 to Devi Das?' });
  expect(
    within(dialog).getByText(
      'Mark it paid only after the bank transfer has gone out. Her wallet will show it paid, and it cannot be undone.',
    ),
  ).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Settle' })).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(list.getByText('Waiting for the bank')).toBeTruthy();
});

test('Fail asks first too, naming the reason she will read', () => {
  const list = renderPayouts([payout('w5', 'Eva Evans', 'sent')]);
  fireEvent.click(list.getByRole('button', { name: 'Fail payout to Eva Evans' }));
  const failPayout = list.getByRole('button', { name: 'Fail payout' });
  expect(failPayout.hasAttribute('disabled')).toBe(true);
  fireEvent.change(list.getByLabelText('Why the bank refused it'), { target: { value: 'Account closed' } });
  fireEvent.click(failPayout);
  const dialog = screen.getByRole('dialog', { name: 'Fail the $10 payout to Eva Evans?' });
  expect(within(dialog).getByText('The money goes back to her wallet, with the reason “Account closed”.')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Fail and return the money' })).toBeTruthy();
});

test('each open payout offers its bank details on request; none is shown before', () => {
  const list = renderPayouts([payout('w6', 'Devi Das', 'sent')]);
  expect(list.getByRole('button', { name: 'Show bank details of Devi Das' })).toBeTruthy();
  expect(list.queryByText('Account number')).toBeNull();
});
