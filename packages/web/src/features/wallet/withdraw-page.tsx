/**
 * Withdraw (requirements.md 2.10 my-wallet/withdraw, 7 withdrawUserAvailableBalance; issue 23): any amount up
 * to what is withdrawable, to her bank account; the payout leaves once the withdrawal is recorded.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, parseCents } from '@sc/domain/format/currency';
import { withdrawalRefusal } from '@sc/domain/wallet/withdrawal';
import {
  ActionBar,
  Alert,
  Button,
  Card,
  Figure,
  LinkButton,
  Page,
  PageLoading,
  TextField,
} from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

/** "$1,234.50", "1234.5" or "1234": dollars as she types them, to cents. */
function toCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return parseCents(`${whole}${fraction ? `.${fraction.padEnd(2, '0')}` : ''}`);
}

export function WithdrawPage() {
  const appPath = useAppPath();
  const queryClient = useQueryClient();
  const wallet = useFn('getWallet', {});
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withdraw = useFnMutation('withdrawUserAvailableBalance', {
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['getWallet'] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['getTransactions'] })),
  });

  if (withdraw.data) {
    const last4 = wallet.data?.bankAccount?.last4 ?? '';
    return (
      <Page title="Withdraw" width="narrow">
        <Alert tone="success" title={`${formatCents(withdraw.data.amountCents)} is on its way`}>
          It goes to your bank account •••• {last4}. Your wallet shows it as paid once the bank has it.
        </Alert>
        <Card>
          <Figure label="Left to withdraw" value={formatCents(withdraw.data.withdrawableBalance)} />
        </Card>
        <ActionBar>
          <LinkButton fullWidth to={appPath(paths.wallet.href())}>
            Back to your wallet
          </LinkButton>
        </ActionBar>
      </Page>
    );
  }
  if (wallet.isPending) return <PageLoading />;
  if (wallet.error) return <Alert tone="danger">{wallet.error.message}</Alert>;
  const { withdrawableBalance, bankAccount } = wallet.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = toCents(amount);
    const refusal =
      cents === null
        ? { message: 'Enter an amount in dollars, like 25 or 25.50.' }
        : withdrawalRefusal({
            amountCents: cents,
            withdrawableCents: withdrawableBalance,
            hasBankAccount: bankAccount !== null,
          });
    setProblem(refusal?.message ?? null);
    if (!refusal && cents !== null) withdraw.mutate({ amountCents: cents });
  };

  return (
    <Page title="Withdraw" width="narrow">
      <Card>
        <Figure size="hero" label="Withdrawable" value={formatCents(withdrawableBalance)} />
        {bankAccount ? (
          <p>
            To {bankAccount.accountType === 'savings' ? 'savings' : 'checking'} •••• {bankAccount.last4}
          </p>
        ) : null}
      </Card>
      {!bankAccount ? (
        <Alert tone="warning">
          Add a bank account before withdrawing.{' '}
          <LinkButton variant="link" to={appPath(paths.walletAddBankAccount.href())}>
            Add bank account
          </LinkButton>
        </Alert>
      ) : null}
      {withdraw.error && !problem ? <Alert tone="danger">{withdraw.error.message}</Alert> : null}
      <form id="withdraw-form" onSubmit={submit} noValidate>
        <TextField
          label="Amount"
          hint={`Up to ${formatCents(withdrawableBalance)}`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problem ?? undefined}
          onChange={(e) => {
            setAmount(e.target.value);
            setProblem(null);
          }}
        />
        <Button
          variant="secondary"
          fullWidth
          disabled={withdrawableBalance <= 0}
          onClick={() => {
            setAmount(formatCents(withdrawableBalance).replace('$', ''));
            setProblem(null);
          }}
        >
          Withdraw all
        </Button>
      </form>
      <ActionBar>
        <Button type="submit" form="withdraw-form" fullWidth busy={withdraw.isPending} disabled={!bankAccount}>
          Withdraw
        </Button>
      </ActionBar>
    </Page>
  );
}
