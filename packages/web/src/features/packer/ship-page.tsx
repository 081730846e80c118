/**
 * ship/{supplyShipmentID}/scan-shipping-box (requirements.md 2.12): the supply shipment flow's one step,
 * declared on the step engine (supplyShipmentFlow: its title and continue rule). The packer scans
 * the shipment's box as it leaves; requirements.md 8's "Missing shipment" when it is not hers or
 * does not exist. Its state is the server's shipment, so a reload shows it as it is.
 */
import { useParams } from 'react-router';
import { supplyShipmentFlow } from '@sc/domain/continue-rules/supply-shipment';
import {
  ActionBar,
  Card,
  DisabledReasons,
  LinkButton,
  Page,
  PageLoading,
  StatusChip,
} from '../../components/ui/index.ts';
import { ScanList } from '../../components/ui/scan-list.tsx';
import { Scanner } from '../../components/ui/scanner.tsx';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { useCompletedHere } from './completed-here.ts';

const step = supplyShipmentFlow.step('scan-supply-box');

export function ShipBoxPage() {
  const { supplyShipmentID = '' } = useParams();
  const appPath = useAppPath();
  const completed = useCompletedHere('shipping');
  const loaded = useFn('getSupplyShipment', { supplyShipmentID }, { retry: false });
  const ship = useFnMutation('shipSupplyShipment', { onSuccess: () => completed.add(supplyShipmentID) });
  const shipment = ship.data?.shipment ?? loaded.data?.shipment;
  if (loaded.isPending) return <PageLoading />;
  if (!shipment) {
    return (
      <Page title={step.title} width="narrow">
        <Card tone="danger">
          <p>{loaded.error?.message ?? 'Missing shipment'}</p>
        </Card>
        <LinkButton to={appPath(paths.shipping.href())} variant="secondary">
          Back to the list
        </LinkButton>
      </Page>
    );
  }
  const shipped = shipment.status === 'in-transit';
  // requirements.md 4: a supply-box scan state must exist for the step; scanned when the box left.
  const failures = step.rule(shipped ? { boxSupplyItemID: shipment.id } : null);
  return (
    <Page title={step.title} width="narrow">
      <Card
        title={shipment.recipient}
        meta={[shipment.address, shipment.trackingNumber && `tracking ${shipment.trackingNumber}`]
          .filter(Boolean)
          .join(' · ')}
        status={
          shipped ? <StatusChip tone="success">Shipped</StatusChip> : <StatusChip tone="info">Ready to ship</StatusChip>
        }
      />
      <ScanList label="Supply box" items={[{ key: 'box', name: 'Supply box', scanned: shipped }]} />
      <Scanner
        label="Barcode"
        disabled={shipped}
        onScan={async (barcode) => {
          await ship.mutateAsync({ supplyShipmentID, barcode });
          return 'Shipped';
        }}
      />
      <ActionBar>
        <DisabledReasons failures={failures} showReasons>
          <LinkButton to={appPath(paths.shipping.href())}>Done</LinkButton>
        </DisabledReasons>
      </ActionBar>
    </Page>
  );
}
