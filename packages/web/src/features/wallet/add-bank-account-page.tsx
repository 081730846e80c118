/**
 * Add a bank account (requirements.md 2.10 my-wallet/add-bank-account, issue 23): the routing number checked
 * with the ABA checksum and the account number typed twice, here as she types and again on the
 * server, which stores the number encrypted and shows only its last four digits (ADR 042).
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bankAccountProblem, type BankAccountInput } from '@sc/domain/wallet/bank-account';
import { bankAccountTypes, type BankAccountType } from '@sc/domain/vocabulary/wallet';
import { ActionBar, Alert, Button, Page, TextField } from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useAppNavigate } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFnMutation } from '../../lib/query.ts';

const typeLabels: Record<BankAccountType, string> = { checking: 'Checking', savings: 'Savings' };
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function AddBankAccountPage() {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BankAccountInput & { accountType: BankAccountType }>({
    holderName: '',
    accountType: 'checking',
    routingNumber: '',
    accountNumber: '',
    accountNumberConfirmation: '',
  });
  const [shown, setShown] = useState<[keyof BankAccountInput, string] | null>(null);
  const add = useFnMutation('addBankAccount', {
    onSuccess: async ({ bankAccount }) => {
      await queryClient.invalidateQueries({ queryKey: ['getWallet'] });
      navigate(paths.wallet.href(), {
        state: { flash: { tone: 'success', text: `Bank account •••• ${bankAccount.last4} added.` } },
      });
    },
  });
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setShown(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bankAccountProblem(form);
    setShown(problem);
    if (!problem) add.mutate(form);
  };
  const serverField = add.error?.field as keyof BankAccountInput | undefined;
  const errorOf = (field: keyof BankAccountInput) =>
    shown?.[0] === field ? shown[1] : serverField === field ? add.error?.message : undefined;

  return (
    <Page title="Add bank account" width="narrow">
      <p>Payouts go to this account. We store the account number encrypted and show only its last four digits.</p>
      {add.error && !serverField ? <Alert tone="danger">{add.error.message}</Alert> : null}
      <form onSubmit={submit} noValidate id="bank-account-form">
        <TextField
          label="Name on the account"
          autoComplete="name"
          value={form.holderName}
          error={errorOf('holderName')}
          onChange={(e) => set('holderName')(e.target.value)}
        />
        <SelectField
          label="Account type"
          value={form.accountType}
          options={bankAccountTypes.map((value) => ({ value, label: typeLabels[value] }))}
          onChange={(e) => set('accountType')(e.target.value)}
        />
        <TextField
          label="Routing number"
          hint="9 digits, at the bottom left of a check"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={form.routingNumber}
          error={errorOf('routingNumber')}
          onChange={(e) => set('routingNumber')(digitsOnly(e.target.value))}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={form.accountNumber}
          error={errorOf('accountNumber')}
          onChange={(e) => set('accountNumber')(digitsOnly(e.target.value))}
        />
        <TextField
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={form.accountNumberConfirmation}
          error={errorOf('accountNumberConfirmation')}
          onChange={(e) => set('accountNumberConfirmation')(digitsOnly(e.target.value))}
          onPaste={(e) => e.preventDefault()}
        />
      </form>
      <ActionBar>
        <Button type="submit" form="bank-account-form" fullWidth busy={add.isPending}>
          Save bank account
        </Button>
      </ActionBar>
    </Page>
  );
}
