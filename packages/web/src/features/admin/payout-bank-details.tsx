/**
 * The bank account an open payout goes to, shown on request (ADR 079): the server opens the sealed
 * account number for the caller and records that she did. Kept in this component's state only (no
 * query cache), and gone again on Hide or when the payout leaves the list.
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { bankAccountTypeLabels, payoutConsoleTexts as texts } from '@sc/domain/wallet/payouts-console';
import { Alert, Button, CardActions } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';

type Details = FnOutput<'revealPayoutBankAccount'>;

export function BankDetails({ withdrawalID, nurseName }: { withdrawalID: string; nurseName: string }) {
  const [details, setDetails] = useState<Details | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reveal = async () => {
    setBusy(true);
    setError(null);
    try {
      setDetails(await call('revealPayoutBankAccount', { withdrawalID }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  if (!details)
    return (
      <>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <CardActions>
          <Button
            variant="secondary"
            busy={busy}
            aria-label={`${texts.showBank} of ${nurseName}`}
            onClick={() => void reveal()}
          >
            {texts.showBank}
          </Button>
        </CardActions>
      </>
    );
  return (
    <>
      <dl className="ui-facts" aria-label={`Bank details of ${nurseName}`}>
        <dt>Name on the account</dt>
        <dd>{details.holderName}</dd>
        <dt>Account type</dt>
        <dd>{bankAccountTypeLabels[details.accountType]}</dd>
        <dt>Routing number</dt>
        <dd>{details.routingNumber}</dd>
        <dt>Account number</dt>
        <dd>{details.accountNumber}</dd>
      </dl>
      <p className="ui-subline">{texts.bankRevealed}</p>
      <CardActions>
        <Button variant="secondary" onClick={() => setDetails(null)}>
          {texts.hideBank}
        </Button>
      </CardActions>
    </>
  );
}
