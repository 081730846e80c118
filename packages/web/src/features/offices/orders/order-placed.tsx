/**
 * The order is placed: whether its visit waits for a nurse or needs a place on the map (ADR 071),
 * the way to open it, its requisition to print, and back to the list.
 */
import { VISIT_PLACE_TEXTS } from '@sc/domain/addresses/visit-place';
import { Alert, AnchorButton, Card, LinkButton, Page, StatusChip } from '../../../components/ui/index.ts';
import { useAppPath } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where an order's requisition PDF is served (server: http/requisition-route.ts). */
export const requisitionHref = (orderID: string) => `/api/orders/${encodeURIComponent(orderID)}/requisition.pdf`;

export interface Placed {
  orderID: string;
  requisitionNumber: string;
  procedureIDs: string[];
  patientName: string;
  /** The patient has no place on the map: the visit cannot be planned yet (ADR 071). */
  needsPlace: boolean;
}

export function OrderPlaced({ placed }: { placed: Placed }) {
  const appPath = useAppPath();
  const count = placed.procedureIDs.length;
  return (
    <Page title="Order placed" width="narrow">
      <Card
        title={`Requisition ${placed.requisitionNumber}`}
        status={<StatusChip tone="neutral">Ordered</StatusChip>}
        meta={`${placed.patientName} · ${count} ${count === 1 ? 'test' : 'tests'}`}
      >
        {placed.needsPlace ? (
          <Alert tone="warning" title={VISIT_PLACE_TEXTS.needsPlace}>
            {VISIT_PLACE_TEXTS.needsPlaceAction}
          </Alert>
        ) : null}
        <p>
          {placed.needsPlace ? '' : `${VISIT_PLACE_TEXTS.waitsForNurse}. `}Print the requisition for the patient’s file
          and the lab.
        </p>
        <div className="ui-toolbar">
          {placed.procedureIDs[0] ? (
            <LinkButton to={appPath(paths.officeProcedure.href({ procedureID: placed.procedureIDs[0] }))}>
              Open the order
            </LinkButton>
          ) : null}
          <AnchorButton variant="secondary" href={requisitionHref(placed.orderID)} target="_blank" rel="noopener">
            Print requisition
          </AnchorButton>
          <LinkButton variant="secondary" to={appPath(paths.officeOrders.href())}>
            Back to orders
          </LinkButton>
        </div>
      </Card>
    </Page>
  );
}
