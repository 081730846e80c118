/**
 * Look a barcode up (issue 25): what it stands for, its SKU and whether it is active, and what a
 * scan of it answers, in the scanner's own words, for a nurse or packer who reports a refusal.
 */
import { useState } from 'react';
import { Alert, Button, Card, TextField } from '../../components/ui/index.ts';
import { useFn } from '../../lib/query.ts';

export function BarcodeCard() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const found = useFn('lookUpBarcode', { barcode: asked }, { enabled: asked !== '' });
  const data = found.data;
  return (
    <Card title="Look up a barcode">
      <form
        className="ui-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(typed.trim());
        }}
      >
        <TextField label="Barcode" value={typed} maxLength={120} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={typed.trim() === ''}>
          Look up
        </Button>
      </form>
      {found.error ? <Alert tone="danger">{found.error.message}</Alert> : null}
      {data ? (
        <>
          {data.refusal ? (
            <Alert tone="warning" title="A scan is refused">
              {data.refusal}
            </Alert>
          ) : (
            <Alert tone="success">A scan is accepted.</Alert>
          )}
          <dl className="ui-facts">
            <dt>Stands for</dt>
            <dd>{data.type ? `${data.type} ${data.targetID ?? ''}` : 'Nothing: no such barcode'}</dd>
            {data.sku ? (
              <>
                <dt>SKU</dt>
                <dd>
                  {data.sku.id} ({data.sku.supplyID}), {data.sku.active ? 'active' : 'inactive'}
                </dd>
              </>
            ) : null}
            {data.item ? (
              <>
                <dt>Item</dt>
                <dd>
                  {data.item.id}
                  {data.item.serial ? `, serial ${data.item.serial}` : ''}, {data.item.status}
                </dd>
              </>
            ) : null}
            {data.batchSerials !== null ? (
              <>
                <dt>Batch</dt>
                <dd>{data.batchSerials} serials</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
    </Card>
  );
}
