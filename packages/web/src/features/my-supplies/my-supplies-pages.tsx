/**
 * Her supplies (requirements.md 2.12 my-supplies and my-supplies/{fulfillmentID}/activate, 3, 4, 5, 8;
 * issue 23): the kits sent to her with their line items, the items she holds, and a kit's
 * activation: she scans each item (camera, hardware scanner or typed), requirements.md 5's texts answer a bad
 * scan, and the kit is ready once every item is activated.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatShortDate } from '@sc/domain/format/dates';
import { activationTexts } from '@sc/domain/fulfillments/activation';
import type { FulfillmentStatus } from '@sc/domain/vocabulary/fulfillments';
import {
  ActionBar,
  Alert,
  Card,
  EmptyState,
  LinkButton,
  ListRow,
  Page,
  PageLoading,
  StatusChip,
  type ChipTone,
} from '../../components/ui/index.ts';
import { KitIcon } from '../../components/ui/icons.ts';
import { Scanner } from '../../components/ui/scanner.tsx';
import { call } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { now } from '../../lib/clock.ts';
import { useFn } from '../../lib/query.ts';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const statusChip: Record<FulfillmentStatus, { text: string; tone: ChipTone }> = {
  shipped: { text: 'On its way', tone: 'info' },
  delivered: { text: 'To activate', tone: 'warning' },
  activated: { text: 'Activated', tone: 'success' },
};

export function MySuppliesPage() {
  const appPath = useAppPath();
  const supplies = useFn('getMySupplies', {});
  return (
    <Page title="My supplies" width="narrow">
      {supplies.isPending ? <PageLoading /> : null}
      {supplies.error ? <Alert tone="danger">{activationTexts.loadFailed(supplies.error.message)}</Alert> : null}
      {supplies.data ? (
        <>
          <h2>Kits sent to you</h2>
          {supplies.data.fulfillments.length === 0 ? (
            <EmptyState icon={KitIcon} title="No kit has been sent to you." />
          ) : null}
          {supplies.data.fulfillments.map((f) => (
            <Card
              key={f.id}
              icon={KitIcon}
              title={`Kit of ${formatShortDate(f.createdAt, zone(), now())}`}
              status={<StatusChip tone={statusChip[f.status].tone}>{statusChip[f.status].text}</StatusChip>}
            >
              <ul
                className="ui-list-rows"
                aria-label={`Items of the kit of ${formatShortDate(f.createdAt, zone(), now())}`}
              >
                {f.lineItems.map((line) => (
                  <li key={line.sku}>
                    <ListRow title={line.name} value={`× ${line.quantity}`} />
                  </li>
                ))}
              </ul>
              {f.status === 'shipped' ? <p>Once it reaches you, scan its items to activate it.</p> : null}
              {f.status !== 'activated' ? (
                <LinkButton fullWidth to={appPath(paths.mySuppliesActivate.href({ fulfillmentID: f.id }))}>
                  Activate this kit
                </LinkButton>
              ) : null}
            </Card>
          ))}
          <h2>Supplies you hold</h2>
          {supplies.data.supplyItems.length === 0 ? <p>None yet.</p> : null}
          <ul className="ui-list-rows" aria-label="Supplies you hold">
            {supplies.data.supplyItems.map((i) => (
              <li key={i.supplyItemID}>
                <SupplyItemRow
                  item={i}
                  state={i.status === 'activated' ? 'Active' : i.status === 'used' ? 'Used' : 'Not active'}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Page>
  );
}

/**
 * An item she holds or a kit's: its name (never its SKU, ADR 086) and a chip saying where it
 * stands (green once activated).
 */
function SupplyItemRow({ item, state }: { item: { name: string; status: string }; state: string }) {
  return (
    <ListRow
      title={item.name}
      status={<StatusChip tone={item.status === 'activated' ? 'success' : 'neutral'}>{state}</StatusChip>}
    />
  );
}

export function ActivateKitPage() {
  const fulfillmentID = useParams().fulfillmentID ?? '';
  const appPath = useAppPath();
  const queryClient = useQueryClient();
  const supplies = useFn('getMySupplies', {});
  const kit = supplies.data?.fulfillments.find((f) => f.id === fulfillmentID);
  return (
    <Page title="Activate your kit" width="narrow">
      {supplies.isPending ? <PageLoading /> : null}
      {supplies.error ? <Alert tone="danger">{activationTexts.loadFailed(supplies.error.message)}</Alert> : null}
      {supplies.data && !kit ? <Alert tone="danger">{activationTexts.notFound}</Alert> : null}
      {kit ? (
        <>
          {kit.status === 'activated' ? (
            <Alert tone="success" title="Kit activated">
              Every item is active and yours to use.
            </Alert>
          ) : (
            <>
              <p>Scan each item of the kit. Each one is activated as you scan it.</p>
              <Scanner
                label="Item barcode"
                onScan={async (barcode) => {
                  const answer = await call(
                    'activateFulfillmentItem',
                    { fulfillmentID, barcode },
                    { idempotencyKey: crypto.randomUUID() },
                  );
                  await queryClient.invalidateQueries({ queryKey: ['getMySupplies'] });
                  return answer.done ? 'Kit activated.' : 'Item activated.';
                }}
              />
            </>
          )}
          <ul className="ui-list-rows" aria-label="Kit items">
            {kit.items.map((i) => (
              <li key={i.supplyItemID}>
                <SupplyItemRow item={i} state={i.status === 'activated' ? 'Activated' : 'To scan'} />
              </li>
            ))}
          </ul>
          <ActionBar>
            <LinkButton
              fullWidth
              variant={kit.status === 'activated' ? 'primary' : 'secondary'}
              to={appPath(paths.mySupplies.href())}
            >
              Back to my supplies
            </LinkButton>
          </ActionBar>
        </>
      ) : null}
    </Page>
  );
}
