/**
 * Registering what will be scanned (issue 25, ADR 060): one supply item under its barcode (and
 * serial), or a batch under one code with its serials, one a line (each unit then scans as
 * code-serial). The barcode lookup on the Catalogue page answers what a scan of it says.
 */
import { useState } from 'react';
import { Alert, Button, Card, CardActions, TextField } from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import type { Supply } from './supply-form.tsx';

const skuOptions = (supplies: readonly Supply[]) =>
  supplies.flatMap((s) =>
    s.skus.map((k) => ({ value: k.id, label: `${s.name} (${k.id}${k.active ? '' : ', inactive'})` })),
  );

export function RegisterItemCard({
  supplies,
  onDone,
}: {
  supplies: readonly Supply[];
  onDone: (text: string) => void;
}) {
  const write = useFnMutation('addSupplyItem');
  const options = skuOptions(supplies);
  const [skuID, setSkuID] = useState('');
  const [barcode, setBarcode] = useState('');
  const [serial, setSerial] = useState('');
  const save = useAction(['skuID', 'barcode', 'serial']);
  return (
    <Card title="Register an item">
      <form
        aria-label="Register an item"
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(async () => {
            await write.mutateAsync({
              skuID: skuID || (options[0]?.value ?? ''),
              barcode,
              serial: serial.trim() || null,
            });
            onDone(`${barcode} is registered.`);
            setBarcode('');
            setSerial('');
          });
        }}
      >
        {save.formError ? <Alert tone="danger">{save.formError}</Alert> : null}
        <SelectField
          label="SKU"
          value={skuID}
          onChange={(e) => setSkuID(e.target.value)}
          options={options}
          error={save.fieldError('skuID')}
        />
        <TextField
          label="Barcode"
          autoComplete="off"
          value={barcode}
          onChange={(e) => setBarcode(e.target.value)}
          error={save.fieldError('barcode')}
        />
        <TextField
          label="Serial (if printed)"
          autoComplete="off"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          error={save.fieldError('serial')}
        />
        <CardActions>
          <Button type="submit" busy={save.busy}>
            Register item
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}

export function RegisterBatchCard({
  supplies,
  onDone,
}: {
  supplies: readonly Supply[];
  onDone: (text: string) => void;
}) {
  const write = useFnMutation('addBatch');
  const options = skuOptions(supplies);
  const [skuID, setSkuID] = useState('');
  const [code, setCode] = useState('');
  const [serials, setSerials] = useState('');
  const save = useAction(['skuID', 'code', 'serials']);
  return (
    <Card title="Register a batch">
      <form
        aria-label="Register a batch"
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(async () => {
            const lines = serials
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean);
            const answer = await write.mutateAsync({ skuID: skuID || (options[0]?.value ?? ''), code, serials: lines });
            onDone(`Batch ${code} is registered with ${answer.serials} serials.`);
            setCode('');
            setSerials('');
          });
        }}
      >
        {save.formError ? <Alert tone="danger">{save.formError}</Alert> : null}
        <SelectField
          label="SKU"
          value={skuID}
          onChange={(e) => setSkuID(e.target.value)}
          options={options}
          error={save.fieldError('skuID')}
        />
        <TextField
          label="Batch code"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={save.fieldError('code')}
        />
        <TextAreaField
          label="Serials"
          hint="One a line. Each unit is scanned as code-serial."
          rows={4}
          value={serials}
          onChange={(e) => setSerials(e.target.value)}
          error={save.fieldError('serials')}
        />
        <CardActions>
          <Button type="submit" busy={save.busy}>
            Register batch
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}
