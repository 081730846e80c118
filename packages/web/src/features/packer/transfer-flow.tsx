/**
 * pick-and-pack/{supplyTransferID}/… (requirements.md 2.12): the supply transfer flow, one step a screen,
 * in route order (domain packing/transfer-route.ts). Each step's Next is disabled while the
 * continue rules (domain continue-rules/supply-transfer.ts) list failures, one per line in its
 * tooltip and under it; scans go through the same Scanner as the nurse's (camera, keyboard-wedge
 * scanner, manual entry) and the server's verdicts; a refusal buzzes twice and says why.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { supplyTransferFailures, type SupplyTransferStep } from '@sc/domain/continue-rules/supply-transfer';
import { refusalHint, ScanRefusal } from '@sc/domain/scanning/scan-answers';
import {
  markScanned,
  routeOfView,
  toTransferState,
  type ScannedItemView,
  type TransferView,
} from '@sc/domain/packing/transfer-state';
import {
  nextTransferStep,
  parseTransferStepPath,
  previousTransferStep,
  transferStepPath,
} from '@sc/domain/packing/transfer-route';
import {
  ActionBar,
  AnchorButton,
  Button,
  Card,
  DisabledReasons,
  LinkButton,
  Page,
  PageLoading,
  StatusChip,
} from '../../components/ui/index.ts';
import { PhotoCapture } from '../../components/ui/photo-capture.tsx';
import { ScanList, type ScanListItem } from '../../components/ui/scan-list.tsx';
import { Scanner } from '../../components/ui/scanner.tsx';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { fnKey, useFn, useFnMutation } from '../../lib/query.ts';
import { useCompletedHere } from './completed-here.ts';
import { useLocalTransferFlow } from './transfer-flow-state.ts';

export const transferStepTitles: Record<SupplyTransferStep['step'], string> = {
  procedures: 'Procedures',
  'scan-procedure-kit': 'Scan procedure kit',
  'scan-procedure-supplies': 'Scan procedure supplies',
  'print-requisition-form': 'Print requisition form',
  'scan-requisition-form': 'Scan requisition form',
  'print-instruction-sheet': 'Print instruction sheet',
  'scan-instruction-sheet': 'Scan instruction sheet',
  'close-procedure-kit': 'Close procedure kit',
  'scan-supply-box': 'Scan supply box',
  'scan-kits-to-supply-box': 'Scan kits to supply box',
  'print-shipping-label': 'Print shipping label',
  'scan-shipping-label': 'Scan shipping label',
  'supply-box-photo': 'Supply box photo',
  'done-packing': 'Done packing',
};

type ScanStep =
  | 'scan-procedure-kit'
  | 'scan-procedure-supplies'
  | 'scan-requisition-form'
  | 'scan-instruction-sheet'
  | 'scan-supply-box'
  | 'scan-kits-to-supply-box'
  | 'scan-shipping-label';

/** The expected rows of a scan list, each ticked once an item scanned matches it (domain markScanned). */
function scanItems(
  expected: readonly { supplyID: string; supplyItemID?: string | null; name: string }[],
  scanned: readonly ScannedItemView[],
): ScanListItem[] {
  return markScanned(expected, scanned).map((r, i) => ({
    key: r.scannedItemID ?? `row-${i}`,
    name: r.name,
    scanned: r.isScanned,
  }));
}

export function TransferFlowPage() {
  const params = useParams();
  const supplyTransferID = params.supplyTransferID ?? '';
  const appPath = useAppPath();
  const navigate = useNavigate();
  const [local, setLocal] = useLocalTransferFlow(supplyTransferID);
  const loaded = useFn('getSupplyTransfer', { supplyTransferID }, { retry: false });
  const completed = useCompletedHere('pick-and-pack');

  useEffect(() => {
    if (loaded.data) setLocal((previous) => ({ ...previous, view: loaded.data.transfer }));
  }, [loaded.data, setLocal]);

  const view: TransferView | null = loaded.data?.transfer ?? local.view;
  const state = toTransferState(loaded.isSuccess ? view : null);
  const parsed = parseTransferStepPath(params['*'] ?? '');
  const hrefOf = (s: SupplyTransferStep) =>
    appPath(paths.pickAndPackTransfer.href({ supplyTransferID, '*': transferStepPath(s) }));

  // Every write answers the transfer as it now reads: it replaces the loaded one (and the kept one).
  const queryClient = useQueryClient();
  const apply = (answer: { transfer: TransferView; patientIDs: string[] }) =>
    queryClient.setQueryData(fnKey('getSupplyTransfer', { supplyTransferID }), answer);
  const scan = useFnMutation('scanSupplyTransferStep', { onSuccess: apply });
  const label = useFnMutation('printShippingLabel', { onSuccess: apply });
  const photo = useFnMutation('saveSupplyBoxPhoto', { onSuccess: apply });
  const finish = useFnMutation('finishSupplyTransferPacking', {
    onSuccess: () => {
      completed.add(supplyTransferID);
      void navigate(appPath(paths.pickAndPack.href()));
    },
  });

  if (!view && loaded.isPending) return <PageLoading />;
  // A kit order's route starts at its shipment: its root opens there.
  const firstStep = view ? routeOfView(view)[0] : undefined;
  const step = parsed?.step === 'procedures' && firstStep ? firstStep : parsed;
  if (!view || !step) {
    return (
      <Page title="Pick & pack" width="narrow">
        <Card tone="danger">
          <p>{loaded.error?.message ?? 'Supply transfer not found.'}</p>
        </Card>
        <LinkButton to={appPath(paths.pickAndPack.href())} variant="secondary">
          Back to the list
        </LinkButton>
      </Page>
    );
  }

  const route = routeOfView(view);
  const failures = supplyTransferFailures(step, state);
  // The procedures step is the procedures' parent: each is packed from its card, and its Next, once
  // every procedure is packed (requirements.md 5), leads past them to the shipment.
  const next =
    step.step === 'procedures' ? (route.find((s) => 'supplyShipmentID' in s) ?? null) : nextTransferStep(route, step);
  const back = previousTransferStep(route, step);
  const position = route.findIndex((s) => transferStepPath(s) === transferStepPath(step));
  const procedure = 'procedureID' in step ? view.procedures.find((p) => p.id === step.procedureID) : undefined;
  const shipment = 'supplyShipmentID' in step ? view.shipments.find((s) => s.id === step.supplyShipmentID) : undefined;
  const path = transferStepPath(step);
  const packed = view.status === 'packed';

  // What the step's list still wants, by name: a refused scan says it ("Wrong supply" then "Scan
  // the HbA1c Kit.", ADR 086), as the nurse's scans do (domain refusalHint).
  let wanted: string[] = [];
  const onScan = async (barcode: string) => {
    try {
      await scan.mutateAsync({
        supplyTransferID,
        step: step.step as ScanStep,
        ...(procedure ? { procedureID: procedure.id } : {}),
        ...(shipment ? { supplyShipmentID: shipment.id } : {}),
        barcode,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const hint = refusalHint({ message, scanned: null, wanted });
      throw hint ? new ScanRefusal(message, hint) : error;
    }
  };
  // Every scan step: what it asks for, ticked as scanned, above the scanner.
  const scanStep = (listLabel: string, items: readonly ScanListItem[]) => {
    wanted = items.filter((item) => !item.scanned).map((item) => item.name);
    return (
      <>
        <ScanList label={listLabel} items={items} />
        <Scanner label="Barcode" onScan={onScan} disabled={packed} />
      </>
    );
  };
  const markPrinted = () =>
    setLocal((previous) => ({ ...previous, printed: [...new Set([...previous.printed, path])] }));
  const printHref = (document: string, id: string, format = 'pdf') =>
    `/api/print/${document}/${encodeURIComponent(id)}${format === 'pdf' ? '' : `?format=${format}`}`;

  let body: ReactNode = null;
  switch (step.step) {
    case 'procedures':
      body = (
        <>
          {view.warnings.length > 0 ? (
            <Card tone="warning" title="Left out">
              <ul>
                {view.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </Card>
          ) : null}
          <ul className="app-list" aria-label="Procedures">
            {view.procedures.map((p) => (
              <li key={p.id}>
                <Card
                  title={p.name}
                  meta={p.kitSupplyName}
                  status={
                    p.kitSupplyItemID && p.instructionSheetScanned ? (
                      <StatusChip tone="success">Packed</StatusChip>
                    ) : (
                      <StatusChip tone="info">To pack</StatusChip>
                    )
                  }
                >
                  <LinkButton
                    to={hrefOf({ step: 'scan-procedure-kit', procedureID: p.id })}
                    variant={p.kitSupplyItemID && p.instructionSheetScanned ? 'secondary' : 'primary'}
                    aria-label={`Pack ${p.name}`}
                  >
                    Pack
                  </LinkButton>
                </Card>
              </li>
            ))}
          </ul>
        </>
      );
      break;
    case 'scan-procedure-kit':
      body = scanStep('Procedure kit', [
        { key: 'kit', name: procedure!.kitSupplyName, scanned: Boolean(procedure!.kitSupplyItemID) },
      ]);
      break;
    case 'scan-procedure-supplies':
      body = scanStep('Procedure supplies', scanItems(procedure!.expectedSupplies, procedure!.scannedSupplies));
      break;
    case 'print-requisition-form':
    case 'print-instruction-sheet': {
      const document = step.step === 'print-requisition-form' ? 'requisition-form' : 'instruction-sheet';
      body = (
        <Card title={document === 'requisition-form' ? 'Requisition form' : 'Instruction sheet'} meta="Letter paper">
          <AnchorButton href={printHref(document, procedure!.id)} target="_blank" rel="noopener" onClick={markPrinted}>
            Print
          </AnchorButton>
          {local.printed.includes(path) ? <StatusChip tone="success">Printed</StatusChip> : null}
        </Card>
      );
      break;
    }
    case 'scan-requisition-form':
    case 'scan-instruction-sheet': {
      const done =
        step.step === 'scan-requisition-form' ? procedure!.requisitionFormScanned : procedure!.instructionSheetScanned;
      const name = step.step === 'scan-requisition-form' ? 'Requisition form' : 'Instruction sheet';
      body = scanStep('Printed form', [{ key: 'form', name, scanned: done }]);
      break;
    }
    case 'close-procedure-kit':
      body = (
        <Card title="Close the kit">
          <p>
            Put the supplies, the requisition form and the instruction sheet in the {procedure!.kitSupplyName}, and
            close it.
          </p>
        </Card>
      );
      break;
    case 'scan-supply-box':
      body = scanStep('Supply box', [{ key: 'box', name: 'Supply box', scanned: Boolean(shipment?.boxSupplyItemID) }]);
      break;
    case 'scan-kits-to-supply-box':
      body = scanStep('Kits in the box', scanItems(shipment!.expectedKits, shipment!.kitsInBox));
      break;
    case 'print-shipping-label':
      body = (
        <Card
          title="Shipping label"
          meta={shipment?.trackingNumber ? `Tracking ${shipment.trackingNumber}` : '4 x 6 in label'}
        >
          {shipment?.shippingLabelBarcode ? (
            <div className="app-list">
              <AnchorButton
                href={printHref('shipping-label', shipment.id)}
                target="_blank"
                rel="noopener"
                onClick={markPrinted}
              >
                Print label (PDF)
              </AnchorButton>
              <AnchorButton
                variant="secondary"
                href={printHref('shipping-label', shipment.id, 'zpl')}
                target="_blank"
                rel="noopener"
                onClick={markPrinted}
              >
                Thermal printer (ZPL)
              </AnchorButton>
            </div>
          ) : (
            <Button
              busy={label.isPending}
              disabled={packed}
              onClick={() => label.mutate({ supplyTransferID, supplyShipmentID: shipment!.id })}
            >
              Create label
            </Button>
          )}
          {label.error ? <p role="alert">{label.error.message}</p> : null}
        </Card>
      );
      break;
    case 'scan-shipping-label':
      body = scanStep('Shipping label', [
        { key: 'label', name: 'Shipping label', scanned: Boolean(shipment?.scannedShippingLabelBarcode) },
      ]);
      break;
    case 'supply-box-photo':
      body = (
        <PhotoCapture
          label="Take a photo of the box"
          fileID={shipment?.boxImageFileID ?? null}
          onUploaded={async (fileID) => {
            await photo.mutateAsync({ supplyTransferID, supplyShipmentID: shipment!.id, fileID });
          }}
        />
      );
      break;
    case 'done-packing':
      body = (
        <Card title={packed ? 'Packed' : 'Ready to finish'} tone={packed ? 'success' : undefined}>
          <p>
            {packed
              ? 'This transfer is packed and its shipment is ready to ship.'
              : 'Finishing marks the transfer packed and the shipment ready to ship.'}
          </p>
          {finish.error ? <p role="alert">{finish.error.message}</p> : null}
        </Card>
      );
      break;
  }

  const title = transferStepTitles[step.step];
  return (
    <Page title={title}>
      <p className="ui-muted">
        {view.recipient} · {view.address} · step {position + 1} of {route.length}
        {procedure ? ` · ${procedure.name}` : ''}
      </p>
      {body}
      <ActionBar>
        {back ? (
          <LinkButton to={hrefOf(back)} variant="secondary">
            Back
          </LinkButton>
        ) : (
          <LinkButton to={appPath(paths.pickAndPack.href())} variant="secondary">
            Back
          </LinkButton>
        )}
        {step.step === 'done-packing' ? (
          <DisabledReasons failures={packed ? [] : failures} showReasons>
            <Button
              fullWidth
              busy={finish.isPending}
              disabled={packed}
              onClick={() => finish.mutate({ supplyTransferID, supplyShipmentID: step.supplyShipmentID })}
            >
              Done packing
            </Button>
          </DisabledReasons>
        ) : next ? (
          <DisabledReasons failures={failures} showReasons>
            <Button fullWidth onClick={() => void navigate(hrefOf(next))}>
              Next
            </Button>
          </DisabledReasons>
        ) : null}
      </ActionBar>
    </Page>
  );
}
