/**
 * At the patient (requirements.md 2.11): the mail-in box to find and scan in, the identity check and the
 * supplies to unlock. Checking identity or unlocking supplies starts the visit's action (requirements.md 4).
 */
import type { ClientEventName } from '@sc/domain/contract/client-events';
import { stepChecklists } from '@sc/domain/continue-rules/checklists';
import { liveProceduresOf } from '@sc/domain/itinerary-data/selectors';
import { useState } from 'react';
import { acceptedSupplyTypes } from '@sc/domain/scanning/supply-types';
import { Alert, Button } from '../../../../components/ui/index.ts';
import { Scanner } from '../../../../components/ui/scanner.tsx';
import { call, errorMessage } from '../../../../lib/api.ts';
import type { StepContext, StepScreen } from '../../step-screen.ts';
import { StepChecklist } from '../../shared/checklist.tsx';
import { requireSupplyType } from '../../../../lib/supply-type.ts';
import { useScanNames, withScanHint } from '../../../../lib/scan-names.ts';
import { mailInBoxesToScan, waypointOf } from './visit-model.ts';
import { formatDay } from '@sc/domain/format/local-dates';
import { viewerLocale } from '../../../../lib/locale.ts';
import { StopNotes } from '../../shared/stop-notes.tsx';

export const actionTexts = {
  locate:
    'A mail-in box was shipped to the patient with their kit. Ask the patient for it: you will pack the samples into it at the end of the visit.',
  boxesLeft: (n: number) => (n === 1 ? '1 mail-in box to scan' : `${n} mail-in boxes to scan`),
  boxesDone: 'Every mail-in box is scanned.',
  boxLabel: 'Mail-in box barcode',
  boxWanted: 'mail-in box',
  boxScanned: 'Mail-in box scanned',
  patient: 'Patient',
  dateOfBirth: 'Date of birth',
  noDateOfBirth: 'Not on file: call the office to confirm it before you collect.',
  identity: 'Check the patient’s identity',
  unlock: 'Open the kits and procedure bags of this visit and take out the supplies.',
  kits: 'Kits',
  unlockButton: 'Unlock supplies',
  unlocked: 'Supplies unlocked.',
} as const;

/** Find the mail-in box: instructions only. */
function LocateMailInBox(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const left = waypoint ? mailInBoxesToScan(ctx.data, waypoint, ctx.local).length : 0;
  return (
    <>
      <p>{actionTexts.locate}</p>
      {left > 0 ? <p>{actionTexts.boxesLeft(left)}</p> : null}
    </>
  );
}

/** Scan in the mail-in box(es): each valid mail-in action packed at this visit gets its box. */
function ScanInMailInBox(ctx: StepContext) {
  const waypoint = waypointOf(ctx.data, ctx.step.waypointID);
  const names = useScanNames(ctx.flow);
  if (!waypoint) return null;
  const left = mailInBoxesToScan(ctx.data, waypoint, ctx.local);

  async function onScan(value: string) {
    const action = mailInBoxesToScan(ctx.data, waypoint!, ctx.local)[0];
    if (!action) return actionTexts.boxesDone;
    const scan = await ctx.scan(value);
    return withScanHint(
      async () => {
        if (scan.barcodeType !== 'mail-in-box')
          await requireSupplyType(ctx.flow, scan.supplyItemID, acceptedSupplyTypes.mailInBox);
        await ctx.write(
          'scanMailInBox',
          { waypointActionID: action.id, barcode: scan.barcode },
          actionTexts.boxScanned,
        );
        ctx.setLocal((s) => ({ ...s, mailInBoxScanned: { ...s.mailInBoxScanned, [action.id]: true } }));
        return actionTexts.boxScanned;
      },
      () => ({ scanned: names.supply(scan.supplyID), wanted: [actionTexts.boxWanted] }),
    );
  }

  return (
    <>
      {left.length > 0 ? (
        <p>{actionTexts.boxesLeft(left.length)}</p>
      ) : (
        <Alert tone="success">{actionTexts.boxesDone}</Alert>
      )}
      <Scanner label={actionTexts.boxLabel} onScan={onScan} disabled={left.length === 0} />
    </>
  );
}

function actionOf(ctx: StepContext) {
  return ctx.step.waypointActionID === undefined ? undefined : ctx.data.waypointActions[ctx.step.waypointActionID];
}

/** requirements.md 4: patient ID or unlock supplies sets the action in progress (once: already started is left). */
async function startAction(ctx: StepContext): Promise<void> {
  const action = actionOf(ctx);
  if (!action || action.status !== 'incomplete') return;
  await ctx.write('startWaypointAction', { waypointActionID: action.id }, 'Visit started');
}

/**
 * Check identity at the door: the patient's name and date of birth, in words ("March 14, 1979"), to
 * compare with her ID against the checklist, and the office's notes (requirements.md 2.11).
 */
function PatientID(ctx: StepContext) {
  const patient = ctx.step.waypointID === undefined ? undefined : ctx.flow.patients[ctx.step.waypointID];
  return (
    <>
      <p className="visit-patient-name">
        {actionTexts.patient}: <strong>{patient?.name ?? '—'}</strong>
      </p>
      <p className="visit-patient-name">
        {actionTexts.dateOfBirth}:{' '}
        {patient?.dateOfBirth ? (
          <strong>{formatDay(patient.dateOfBirth, viewerLocale(), { year: true, month: 'long' })}</strong>
        ) : (
          actionTexts.noDateOfBirth
        )}
      </p>
      <StopNotes notes={patient?.notes} />
      <StepChecklist ctx={ctx} lines={stepChecklists['patient-id']} label={actionTexts.identity} />
    </>
  );
}

const CHECK_DOB = 'check DOB' as const satisfies ClientEventName;

async function checkIdentity(ctx: StepContext): Promise<void> {
  await startAction(ctx);
  // requirements.md 7 "check DOB": an analytics event must never hold the nurse up.
  void call('trackEvent', {
    name: CHECK_DOB,
    route: window.location.pathname,
    properties: { waypointActionID: ctx.step.waypointActionID ?? null },
  }).catch(() => undefined);
}

/** Unlock supplies: the kits shipped for this action's procedures; Next (or the button) starts the action. */
function UnlockSupplies(ctx: StepContext) {
  const action = actionOf(ctx);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kits = action
    ? liveProceduresOf(ctx.data, action.procedureIDs)
        .map((p) => p.kitSupplyItemID)
        .filter((id): id is string => id !== null)
    : [];
  return (
    <>
      <p>{actionTexts.unlock}</p>
      <h2>{actionTexts.kits}</h2>
      <ul className="visit-list">
        {kits.map((id) => (
          <li key={id}>{ctx.supplyNameOf(id) ?? id}</li>
        ))}
      </ul>
      {action?.status === 'incomplete' ? (
        <Button
          variant="secondary"
          fullWidth
          busy={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            startAction(ctx)
              .catch((e: unknown) => setError(errorMessage(e)))
              .finally(() => setBusy(false));
          }}
        >
          {actionTexts.unlockButton}
        </Button>
      ) : (
        <Alert tone="success">{actionTexts.unlocked}</Alert>
      )}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </>
  );
}

export const locateMailInBox: StepScreen = { Body: LocateMailInBox };
export const scanInMailInBox: StepScreen = { Body: ScanInMailInBox };
export const patientID: StepScreen = { Body: PatientID, onContinue: checkIdentity };
export const unlockSupplies: StepScreen = { Body: UnlockSupplies, onContinue: startAction };
