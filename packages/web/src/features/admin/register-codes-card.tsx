/**
 * Registering what will be scanned (issue 25, ADR 060): one supply item under its barcode (and
 * serial), or a batch under one code with its serials, one a line (each unit then scans as
 * code-serial). The barcode lookup on the Catalogue page answers what a scan of it says.
 */
import { useState, type ReactNode } from 'react';
import { countOf } from '@sc/domain/format/counts';
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

/**
 * What both cards share: a form under the card's title, its refusal line, the SKU first (the first
 * one until another is chosen), the card's own fields, and its submit button.
 */
function SkuCodeForm({
  title,
  submit,
  supplies,
  fields,
  onSubmit,
  children,
}: {
  title: string;
  submit: string;
  supplies: readonly Supply[];
  /** The form's inputs, SKU aside, as the server names them. */
  fields: readonly string[];
  onSubmit: (skuID: string) => Promise<void>;
  children: (save: ReturnType<typeof useAction>) => ReactNode;
}) {
  const options = skuOptions(supplies);
  const [skuID, setSkuID] = useState('');
  const save = useAction(['skuID', ...fields]);
  return (
    <Card title={title}>
      <form
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(() => onSubmit(skuID || (options[0]?.value ?? '')));
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
        {children(save)}
        <CardActions>
          <Button type="submit" busy={save.busy}>
            {submit}
          </Button>
        </CardActions>
      </form>
    </Card>
  );
}

export function RegisterItemCard({
  supplies,
  onDone,
}: {
  supplies: readonly Supply[];
  onDone: (text: string) => void;
}) {
  const write = useFnMutation('addSupplyItem');
  const [barcode, setBarcode] = useState('');
  const [serial, setSerial] = useState('');
  return (
    <SkuCodeForm
      title="Register an item"
      submit="Register item"
      supplies={supplies}
      fields={['barcode', 'serial']}
      onSubmit={async (skuID) => {
        await write.mutateAsync({ skuID, barcode, serial: serial.trim() || null });
        onDone(`${barcode} is registered.`);
        setBarcode('');
        setSerial('');
      }}
    >
      {(save) => (
        <>
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
        </>
      )}
    </SkuCodeForm>
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
  const [code, setCode] = useState('');
  const [serials, setSerials] = useState('');
  return (
    <SkuCodeForm
      title="Register a batch"
      submit="Register batch"
      supplies={supplies}
      fields={['code', 'serials']}
      onSubmit={async (skuID) => {
        const lines = serials
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean);
        const answer = await write.mutateAsync({ skuID, code, serials: lines });
        onDone(`Batch ${code} is registered with ${countOf(answer.serials, 'serial')}.`);
        setCode('');
        setSerials('');
      }}
    >
      {(save) => (
        <>
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
        </>
      )}
    </SkuCodeForm>
  );
}
