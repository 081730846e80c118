/**
 * Shift check-in (SPEC.md 2.10, 4, 5): shift/{shiftID} (the shift: "Shift for {date}", "Itinerary
 * details", "Your supplies"), then area-check, leave-from, scan-shift-bag, scan-shift-supplies and
 * check-in. Every step shows the server's state, so a reload keeps the nurse's progress; each Next
 * is disabled while the domain's rule for the step fails, with the reasons listed.
 */
import { useState } from 'react';
import { Outlet } from 'react-router';
import { missingCheckInStep } from '@sc/domain/field-checks/check-in-progress';
import {
  requiredSupplyCount,
  shiftPreparationFailures,
  type ShiftStep as ShiftStepName,
} from '@sc/domain/continue-rules/shift-preparation';
import { formatLongDate, formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import { ActionBar, Alert, Button, Card, LinkButton, Page, StatusChip, TextField } from '../../components/ui/index.ts';
import { Scanner } from '../../components/ui/scanner.tsx';
import { call } from '../../lib/api.ts';
import { useApp, useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { getCurrentPositionOnce } from '../../lib/location-watch.ts';
import { useAction } from '../../lib/use-action.ts';
import { paths } from '../../lib/paths.ts';
import { toPreparationState, useShift, type ShiftDetails, type ShiftRoute } from './use-shift.ts';
import { shiftSupplyAnswer, withShiftScanHint } from './shift-scan-answers.ts';
import { ShiftSupplyChecklist } from './shift-supply-checklist.tsx';
import { CheckInStep, NextButton, ShiftLoaded } from './shift-step.tsx';
import { ContinueItineraryLink } from '../../components/field/continue-itinerary.tsx';
import { ShiftItineraryCard } from './shift-itinerary-card.tsx';
import { goToStepTexts, shiftStatusChips, shiftTexts } from './shift-texts.ts';

export function ShiftPage() {
  return <Outlet />;
}

const scannedOf = (shift: ShiftDetails) => new Set(shift.supplyItemIDs).size;

/** A scanned item as the nurse knows it: its supply's name, never its internal id (issue 13). */
export function scannedItemName(shift: ShiftDetails, supplyItemID: string): string {
  const supplyID = shift.scannedSupplyIDs?.[supplyItemID];
  return (supplyID && shift.supplyNames[supplyID]) || 'Supply';
}

export function ShiftOverviewPage() {
  const { href } = useShift();
  const appPath = useAppPath();
  return (
    <ShiftLoaded>
      {(shift) => {
        const chip = shiftStatusChips[shift.status];
        return (
          <Page
            width="narrow"
            className="shift-step"
            title={`Shift for ${formatLongDate(shift.startTime, shift.timeZone)}`}
          >
            {/* Checked in: the way back into the day comes first (issue 13.1). */}
            {shift.status === 'in_progress' ? (
              <ContinueItineraryLink fullWidth className="shift-overview__continue" />
            ) : null}
            <p className="shift-overview__when">
              <StatusChip tone={chip.tone}>{chip.label}</StatusChip>
              <span>{formatTimeRange(shift.startTime, shift.endTime, shift.timeZone)}</span>
            </p>
            <p>{formatServiceRegionNames(shift.serviceRegions.map((r) => r.name))}</p>
            <h2>Itinerary details</h2>
            <div className="shift-itineraries">
              {shift.itineraryIDs.map((id, i) => (
                <ShiftItineraryCard key={id} itineraryID={id} n={i + 1} />
              ))}
            </div>
            <h2>Your supplies</h2>
            <p>
              {scannedOf(shift)} of {requiredSupplyCount(shift.supplies)} supplies scanned
            </p>
            {shift.status === 'in_progress' ? (
              <Alert tone="success">{shiftTexts.checkedIn}</Alert>
            ) : (
              <ActionBar>
                <LinkButton fullWidth to={appPath(href(paths.shiftAreaCheck))}>
                  {shiftTexts.startCheckIn}
                </LinkButton>
              </ActionBar>
            )}
          </Page>
        );
      }}
    </ShiftLoaded>
  );
}

export function AreaCheckPage() {
  const { shiftID, refresh, href } = useShift();
  const navigate = useAppNavigate();
  const write = useAction();
  return (
    <CheckInStep
      step="area-check"
      title="Area check"
      back={paths.shift}
      action={(shift) =>
        shift.geoCheck ? (
          <NextButton failures={[]} onClick={() => navigate(href(paths.shiftLeaveFrom))} />
        ) : (
          <Button
            fullWidth
            busy={write.busy}
            onClick={() =>
              void write.run(async () => {
                const { lat, lng } = await getCurrentPositionOnce();
                await call(
                  'geocheckShift',
                  { shiftID, location: { lat, lng } },
                  { idempotencyKey: crypto.randomUUID() },
                );
                await refresh();
              })
            }
          >
            Check my location
          </Button>
        )
      }
    >
      {(shift) => (
        <>
          <p>We check that you are in one of the shift's service regions.</p>
          {shift.geoCheck ? <Alert tone="success">You are in the service region.</Alert> : null}
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
        </>
      )}
    </CheckInStep>
  );
}

const LEAVE_FROM_FORM = 'shift-leave-from';

export function LeaveFromPage() {
  const { shiftID, refresh, href } = useShift();
  const { config } = useApp();
  const navigate = useAppNavigate();
  const write = useAction();
  const [address, setAddress] = useState<string | null>(null);
  // SPEC 2.10: leave-from goes back to check-in if supply transfers are disabled, otherwise to shift.
  const back = config.flags.supplyTransfersDisabled === true ? paths.shiftCheckIn : paths.shift;
  return (
    <CheckInStep
      step="leave-from"
      title="Where do you leave from?"
      back={back}
      // The form's own submit, from the ActionBar outside it (the `form` attribute): Enter still submits.
      action={() => (
        <Button type="submit" form={LEAVE_FROM_FORM} fullWidth busy={write.busy}>
          Next
        </Button>
      )}
    >
      {(shift) => (
        <form
          id={LEAVE_FROM_FORM}
          noValidate
          aria-label="Leave from"
          onSubmit={(e) => {
            e.preventDefault();
            void write
              .run(async () => {
                const text = (address ?? shift.leaveFrom?.address ?? '').trim() || 'Current location';
                const position = await getCurrentPositionOnce().catch(() => null);
                const at = position ?? shift.leaveFrom;
                if (!at) throw new Error('Error getting your location. Please check your settings');
                await call(
                  'setShiftLeaveFrom',
                  { shiftID, leaveFrom: { address: text, lat: at.lat, lng: at.lng } },
                  { idempotencyKey: crypto.randomUUID() },
                );
                await refresh();
              })
              .then((ok) => ok && navigate(href(paths.shiftScanBag)));
          }}
        >
          <TextField
            label="Address"
            hint="Where you start driving from; your current position is used for the route."
            value={address ?? shift.leaveFrom?.address ?? ''}
            onChange={(e) => setAddress(e.target.value)}
          />
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
        </form>
      )}
    </CheckInStep>
  );
}

/** Next on a preparation step: held back while the step's rule fails (SPEC.md 5), then on to `to`. */
function PreparationNext({ step, shift, to }: { step: ShiftStepName; shift: ShiftDetails; to: ShiftRoute }) {
  const { href } = useShift();
  const navigate = useAppNavigate();
  return (
    <NextButton
      failures={shiftPreparationFailures(step, toPreparationState(shift))}
      onClick={() => navigate(href(to))}
    />
  );
}

export function ScanShiftBagPage() {
  const { shiftID, refresh } = useShift();
  // A bag scanned on this visit is confirmed by the scanner itself; one scanned before, by the page.
  const [scannedHere, setScannedHere] = useState(false);
  return (
    <CheckInStep
      step="scan-shift-bag"
      title="Scan your shift bag"
      back={paths.shiftLeaveFrom}
      action={(shift) => <PreparationNext step="scan-shift-bag" shift={shift} to={paths.shiftScanSupplies} />}
    >
      {(shift) => (
        <>
          {shift.shiftBagSupplyItemID && !scannedHere ? <Alert tone="success">Shift bag scanned.</Alert> : null}
          <Scanner
            label="Shift bag barcode"
            onScan={(barcode) =>
              withShiftScanHint(
                async () => {
                  await call('scanShiftBag', { shiftID, barcode }, { idempotencyKey: crypto.randomUUID() });
                  setScannedHere(true);
                  await refresh();
                  return 'Shift bag scanned.';
                },
                { barcode, shift, want: 'shift-bag' },
              )
            }
          />
        </>
      )}
    </CheckInStep>
  );
}

export function ScanShiftSuppliesPage() {
  const { shiftID, refresh } = useShift();
  const write = useAction();
  return (
    <CheckInStep
      step="scan-shift-supplies"
      title="Your supplies"
      back={paths.shiftScanBag}
      action={(shift) => <PreparationNext step="scan-shift-supplies" shift={shift} to={paths.shiftCheckIn} />}
    >
      {(shift) => (
        <>
          <p>
            {scannedOf(shift)} of {requiredSupplyCount(shift.supplies)} scanned
          </p>
          {/* One checklist by name and cap colour, saying what is left (issue 13.4). */}
          <ShiftSupplyChecklist shift={shift} />
          <Scanner
            label="Supply barcode"
            onScan={(barcode) =>
              withShiftScanHint(
                async () => {
                  const { supplyItemID } = await call(
                    'scanShiftSupply',
                    { shiftID, barcode },
                    { idempotencyKey: crypto.randomUUID() },
                  );
                  // Named beside the refresh, not after it: "Amber Tube scanned".
                  const [answer] = await Promise.all([shiftSupplyAnswer(supplyItemID), refresh()]);
                  return answer;
                },
                { barcode, shift, want: 'supplies' },
              )
            }
          />
          {shift.supplyItemIDs.length > 0 ? (
            <Card title="Scanned">
              <ul>
                {shift.supplyItemIDs.map((id) => (
                  <li key={id}>
                    {scannedItemName(shift, id)}{' '}
                    <Button
                      variant="link"
                      busy={write.busy}
                      onClick={() =>
                        void write.run(async () => {
                          await call(
                            'unscanShiftSupply',
                            { shiftID, supplyItemID: id },
                            { idempotencyKey: crypto.randomUUID() },
                          );
                          await refresh();
                        })
                      }
                    >
                      Remove {scannedItemName(shift, id)}
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
        </>
      )}
    </CheckInStep>
  );
}

export function CheckInPage() {
  const { shiftID, refresh, href } = useShift();
  const { config } = useApp();
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const write = useAction();
  const missingOf = (shift: ShiftDetails) =>
    missingCheckInStep(toPreparationState(shift), {
      supplyPreparationDisabled: config.flags.supplyPreparationDisabled === true,
    });
  const go = (shift: ShiftDetails) => {
    const itinerary = shift.itineraryIDs[0];
    navigate(itinerary ? paths.itinerary.href({ itineraryID: itinerary }) : paths.home.href());
  };
  return (
    <CheckInStep
      step="check-in"
      title="Check in"
      back={paths.shiftScanSupplies}
      action={(shift) => {
        if (shift.status === 'in_progress') {
          return (
            <Button fullWidth onClick={() => go(shift)}>
              Go to your itinerary
            </Button>
          );
        }
        // Opened directly with an earlier step undone: the way to that step, not a dead button.
        const missing = missingOf(shift);
        const route = missing ? stepRoutes[missing.step] : undefined;
        if (missing && route) {
          return (
            <LinkButton fullWidth to={appPath(href(route))}>
              {goToStepTexts[missing.step]}
            </LinkButton>
          );
        }
        return (
          <NextButton
            label="Check in"
            busy={write.busy}
            failures={missing ? [missing.reason] : []}
            onClick={() =>
              void write
                .run(async () => {
                  await call('checkInShift', { shiftID }, { idempotencyKey: crypto.randomUUID() });
                  await refresh();
                })
                .then((ok) => ok && go(shift))
            }
          />
        );
      }}
    >
      {(shift) => {
        const missing = shift.status === 'in_progress' ? null : missingOf(shift);
        return (
          <>
            {missing ? (
              <Alert tone="warning" title={shiftTexts.notReady}>
                {missing.reason}
              </Alert>
            ) : (
              <p>{shiftTexts.ready}</p>
            )}
            {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
          </>
        );
      }}
    </CheckInStep>
  );
}

/** The route of each check-in page, by its step name. */
const stepRoutes: Partial<Record<ShiftStepName, ShiftRoute>> = {
  'area-check': paths.shiftAreaCheck,
  'leave-from': paths.shiftLeaveFrom,
  'scan-shift-bag': paths.shiftScanBag,
  'scan-shift-supplies': paths.shiftScanSupplies,
  'check-in': paths.shiftCheckIn,
};
