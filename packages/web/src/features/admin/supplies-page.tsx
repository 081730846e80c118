/**
 * Operations' supplies (issue 25, ADR 060): each supply with its SKUs, each SKU active or not
 * (an inactive one's scans answer requirements.md 5's "Inactive supply. Please contact support."),
 * supplies edited in place, SKUs added, and items and batches registered under their codes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, CardActions, Checkbox, Page, PageLoading } from '../../components/ui/index.ts';
import '../../components/ui/records.css';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { RegisterBatchCard, RegisterItemCard } from './register-codes-card.tsx';
import { SupplyForm, supplyTypeLabel, type Supply } from './supply-form.tsx';

function SupplyCard({
  supply,
  editing,
  onEdit,
  onDone,
}: {
  supply: Supply;
  editing: boolean;
  onEdit: () => void;
  onDone: (text: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const setActive = useFnMutation('setSkuActive');
  const addSku = useFnMutation('addSku');
  const write = useAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['listSupplies'] });
  return (
    <Card
      title={supply.name}
      meta={[
        supplyTypeLabel(supply.type),
        supply.color,
        supply.noScanAfterCollection ? 'not scanned after collection' : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
      {supply.skus.map((k) => (
        <Checkbox
          key={k.id}
          label={`${k.id} is active`}
          checked={k.active}
          disabled={write.busy}
          onChange={(e) => {
            const active = e.target.checked;
            void write.run(async () => {
              await setActive.mutateAsync({ skuID: k.id, active });
              await refresh();
              onDone(`${k.id} is ${active ? 'active' : 'inactive'}.`);
            });
          }}
        />
      ))}
      {editing ? (
        <SupplyForm supply={supply} onDone={onDone} />
      ) : (
        <CardActions>
          <Button
            variant="secondary"
            aria-label={`Add a SKU: ${supply.name}`}
            busy={addSku.isPending}
            onClick={() =>
              void write.run(async () => {
                const { skuID } = await addSku.mutateAsync({ supplyID: supply.id });
                await refresh();
                onDone(`${skuID} is added to ${supply.name}.`);
              })
            }
          >
            Add a SKU
          </Button>
          <Button variant="secondary" aria-label={`Edit ${supply.name}`} onClick={onEdit}>
            Edit
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export function SuppliesPage() {
  const list = useFn('listSupplies', {});
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const closing = (text: string | null) => {
    setEditing(null);
    setDone(text);
  };
  const supplies = list.data?.supplies ?? [];
  return (
    <Page title="Supplies" width="wide">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {list.isPending ? <PageLoading /> : null}
      <div className="ui-two-columns">
        <RegisterItemCard supplies={supplies} onDone={setDone} />
        <RegisterBatchCard supplies={supplies} onDone={setDone} />
      </div>
      <section aria-labelledby="supplies-heading">
        <h2 id="supplies-heading">Supplies and SKUs</h2>
        {editing === 'new' ? (
          <Card title="New supply">
            <SupplyForm onDone={closing} />
          </Card>
        ) : (
          <div className="ui-toolbar ui-toolbar--inline">
            <Button
              onClick={() => {
                setDone(null);
                setEditing('new');
              }}
            >
              New supply
            </Button>
          </div>
        )}
        <ul className="app-list" aria-label="Supplies">
          {supplies.map((s) => (
            <li key={s.id}>
              <SupplyCard
                supply={s}
                editing={editing === s.id}
                onEdit={() => {
                  setDone(null);
                  setEditing(s.id);
                }}
                onDone={closing}
              />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
