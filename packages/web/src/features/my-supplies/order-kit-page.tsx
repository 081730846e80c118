/**
 * Order kit (requirements.md 2.8, 2.10 orderKit, behind its flag; issue 23): she chooses supplies and how
 * many; the order goes to the packers as a supply transfer, shipped to her home address.
 */
import { useState, type FormEvent } from 'react';
import { kitOrderQuantityRefusal } from '@sc/domain/fulfillments/kit-order';
import { ActionBar, Alert, Button, Card, LinkButton, Page, PageLoading, TextField } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

export function OrderKitPage() {
  const appPath = useAppPath();
  const supplies = useFn('listOrderableSupplies', {});
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const order = useFnMutation('orderKit');
  const lines = Object.entries(quantities)
    .map(([supplyID, q]) => ({ supplyID, quantity: Number(q) }))
    .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
  // A quantity over the limit is told beside its item, by name, and nothing is sent (ADR 086).
  const refusals = new Map(
    (supplies.data?.supplies ?? []).map((s) => [s.id, kitOrderQuantityRefusal(s.name, Number(quantities[s.id] ?? ''))]),
  );
  const [checked, setChecked] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if ([...refusals.values()].some(Boolean)) return;
    order.mutate({ lines });
  };
  if (order.isSuccess)
    return (
      <Page title="Order kit" width="narrow">
        <Alert tone="success" title="Your order is with our packers">
          They pack it and ship it to your home address. It appears on My supplies once it is on its way.
        </Alert>
        <ActionBar>
          <LinkButton fullWidth to={appPath(paths.mySupplies.href())}>
            My supplies
          </LinkButton>
        </ActionBar>
      </Page>
    );
  return (
    <Page title="Order kit" width="narrow">
      <p>How many of each do you need? At most 20 of each.</p>
      {supplies.isPending ? <PageLoading /> : null}
      {supplies.error ? <Alert tone="danger">{supplies.error.message}</Alert> : null}
      {order.error ? <Alert tone="danger">{order.error.message}</Alert> : null}
      <form id="order-kit-form" onSubmit={submit} noValidate>
        <Card>
          {supplies.data?.supplies.map((s) => (
            <TextField
              key={s.id}
              label={s.name}
              inputMode="numeric"
              maxLength={2}
              value={quantities[s.id] ?? ''}
              error={checked ? (refusals.get(s.id) ?? undefined) : undefined}
              onChange={(e) => setQuantities((all) => ({ ...all, [s.id]: e.target.value.replace(/\D/g, '') }))}
            />
          ))}
        </Card>
      </form>
      <ActionBar>
        <Button type="submit" form="order-kit-form" fullWidth disabled={lines.length === 0} busy={order.isPending}>
          Place order
        </Button>
      </ActionBar>
    </Page>
  );
}
