/**
 * place-supplies/activate (requirements.md 2.12, 7 places/{placeID}/supplies): supplies received at her
 * place, scanned one after another, become active there. A failure that is not a scan refusal reads
 * requirements.md 8's "Error adding supplies to place.".
 */
import { useState } from 'react';
import { packingMessages, supplyAddedHere } from '@sc/domain/packing/messages';
import { ActionBar, Card, LinkButton, Page } from '../../components/ui/index.ts';
import { ScanList } from '../../components/ui/scan-list.tsx';
import { Scanner } from '../../components/ui/scanner.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFnMutation } from '../../lib/query.ts';

export function ActivateSuppliesPage() {
  const appPath = useAppPath();
  const [added, setAdded] = useState<{ id: string; name: string; quantity: number }[]>([]);
  const activate = useFnMutation('activatePlaceSupply');
  return (
    <Page title="Activate location supplies" width="narrow">
      <p className="ui-muted">Scan each supply received at your location.</p>
      <Scanner
        label="Barcode"
        onScan={async (barcode) => {
          try {
            const answer = await activate.mutateAsync({ barcode });
            setAdded((previous) => [
              { id: answer.supplyItemID, name: answer.supplyName, quantity: answer.quantity },
              ...previous,
            ]);
            return supplyAddedHere(answer.supplyName, answer.quantity);
          } catch (error) {
            if (error instanceof ApiError && error.code === 'bad_request') throw error;
            throw new Error(packingMessages.errorAddingSupplies, { cause: error });
          }
        }}
      />
      {added.length > 0 ? (
        <Card title="Added here">
          <ScanList label="Added supplies" items={added.map((a) => ({ key: a.id, name: a.name, scanned: true }))} />
        </Card>
      ) : null}
      <ActionBar>
        <LinkButton to={appPath(paths.home.href())} variant="secondary">
          Done
        </LinkButton>
      </ActionBar>
    </Page>
  );
}
