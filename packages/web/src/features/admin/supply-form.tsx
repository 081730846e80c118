/**
 * A supply's form (issue 25, ADR 060): its name, kind, colour, the order nurses see it in, and
 * whether a collected one may be scanned again. A refusal shows beside its field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { supplyTypes, type SupplyType } from '@sc/domain/vocabulary/supplies';
import { Checkbox, TextField } from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { AdminForm, savedText } from './admin-form.tsx';

export type Supply = FnOutput<'listSupplies'>['supplies'][number];

const FIELDS = ['name', 'type', 'color', 'orderWeight', 'noScanAfterCollection'];

/** "specimen-bag" reads "Specimen bag". */
export const supplyTypeLabel = (type: string) => {
  const words = type.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function SupplyForm({ supply, onDone }: { supply?: Supply; onDone: (text: string | null) => void }) {
  const queryClient = useQueryClient();
  const write = useFnMutation('saveSupply');
  const [name, setName] = useState(supply?.name ?? '');
  const [type, setType] = useState<SupplyType>(supply?.type ?? 'tube');
  const [color, setColor] = useState(supply?.color ?? '');
  const [order, setOrder] = useState(String(supply?.orderWeight ?? 0));
  const [noRescan, setNoRescan] = useState(supply?.noScanAfterCollection ?? false);
  const save = useAction(FIELDS);

  const submit = () =>
    save.run(async () => {
      const answer = await write.mutateAsync({
        ...(supply ? { supplyID: supply.id } : {}),
        name,
        type,
        color: color.trim() || null,
        noScanAfterCollection: noRescan,
        orderWeight: Number(order),
      });
      await queryClient.invalidateQueries({ queryKey: ['listSupplies'] });
      await queryClient.invalidateQueries({ queryKey: ['listCatalogue'] });
      onDone(savedText(name, answer));
    });

  return (
    <AdminForm
      label={supply ? `Edit ${supply.name}` : 'New supply'}
      save={save}
      name={name}
      onName={setName}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
      submit={{ text: 'Save supply', name: `Save ${supply ? supply.name : 'the new supply'}` }}
    >
      <SelectField
        label="Kind"
        value={type}
        onChange={(e) => setType(e.target.value as SupplyType)}
        options={supplyTypes.map((t) => ({ value: t, label: supplyTypeLabel(t) }))}
        error={save.fieldError('type')}
      />
      <div className="ui-filters">
        <TextField
          label="Colour"
          value={color}
          onChange={(e) => setColor(e.target.value)}
          error={save.fieldError('color')}
        />
        <TextField
          label="Order in lists"
          inputMode="numeric"
          value={order}
          onChange={(e) => setOrder(e.target.value)}
          error={save.fieldError('orderWeight')}
        />
      </div>
      <Checkbox
        label="Not scanned again after collection"
        checked={noRescan}
        onChange={(e) => setNoRescan(e.target.checked)}
        error={save.fieldError('noScanAfterCollection')}
      />
    </AdminForm>
  );
}
