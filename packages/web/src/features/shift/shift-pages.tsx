/**
 * Shift check-in (SPEC.md 2.10, 4, 5): shift/{shiftID} (the shift: "Shift for {date}", "Itinerary
 * details", "Your supplies"), then area-check, leave-from, scan-shift-bag, scan-shift-supplies and
 * check-in. Every step shows the server's state, so a reload keeps the nurse's progress; each Next
 * is disabled while the domain's rule for the step fails, with the reasons listed.
 */
import { useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { checkInRefusal } from '@sc/domain/continue-rules/shift-check-in';
import { requiredSupplyCount, shiftPreparationFailures } from '@sc/domain/continue-rules/shift-preparation';
import { formatLongDate, formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import {
  Alert,
  Button,
  Card,
  DisabledReasons,
  LinkButton,
  Page,
  PageLoading,
  TextField,
} from '../../components/ui/index.ts';
import { Scanner } from '../../components/ui/scanner.tsx';
import { call } from '../../lib/api.ts';
import { useApp, useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { getCurrentPositionOnce } from '../../lib/location-watch.ts';
import { useAction } from '../../lib/use-action.ts';
import { paths } from '../../lib/paths.ts';
import { toPreparationState, useShift, type ShiftDetails, type ShiftRoute } from './use-shift.ts';
import { shiftSupplyAnswer, withShiftScanHint } from './shift-scan-answers.ts';
import { ShiftSupplyChecklist } from './shift-supply-checklist.tsx';

/** SPEC.md 8 (Loading). */
const SHIFT_DETAILS_ERROR = 'Error getting shift details.';

export function ShiftPage() {
  return <Outlet />;
}

/** Loads the shift and frames one step: title, back link, body. */
function ShiftStep({
  title,
  back,
  children,
}: {
  title: (shift: ShiftDetails) => string;
  back?: ShiftRoute;
  children: (shift: ShiftDetails) => ReactNode;
}) {
  const { details, href } = useShift();
  const appPath = useAppPath();
  if (details.isPending) return <PageLoading />;
  if (details.error) {
    return (
      <Page title="Shift" width="narrow">
        <Alert tone="danger" title={SHIFT_DETAILS_ERROR}>
          {details.error.message}
        </Alert>
      </Page>
    );
  }
  const shift = details.data;
  return (
    <Page
      width="narrow"
      title={title(shift)}
      back={back === undefined ? undefined : <Link to={appPath(href(back))}>Back</Link>}
    >
      {children(shift)}
    </Page>
  );
}

function NextButton({
  failures,
  onClick,
  busy,
  label = 'Next',
}: {
  failures: string[];
  onClick: () => void;
  busy?: boolean;
  label?: string;
}) {
  return (
    <DisabledReasons failures={failures} showReasons>
      <Button fullWidth busy={busy} onClick={onClick}>
        {label}
      </Button>
    </DisabledReasons>
  );
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
    <ShiftStep title={(s) => `Shift for ${formatLongDate(s.startTime, s.timeZone)}`}>
      {(shift) => (
        <>
          <p>{formatTimeRange(shift.startTime, shift.endTime, shift.timeZone)}</p>
          <p>{formatServiceRegionNames(shift.serviceRegions.map((r) => r.name))}</p>
          <h2>Itinerary details</h2>
          <ul>
            {shift.itineraryIDs.map((id, i) => (
              <li key={id}>
                <Link className="ui-tap-link" to={appPath(paths.itinerary.href({ itineraryID: id }))}>
                  Itinerary {i + 1}
                </Link>
              </li>
            ))}
          </ul>
          <h2>Your supplies</h2>
          <p>
            {scannedOf(shift)} of {requiredSupplyCount(shift.supplies)} supplies scanned
          </p>
          {shift.status === 'in_progress' ? (
            <Alert tone="success">You are checked in.</Alert>
          ) : (
            <LinkButton fullWidth to={appPath(href(paths.shiftAreaCheck))}>
              Start check-in
            </LinkButton>
          )}
        </>
      )}
    </ShiftStep>
  );
}

export function AreaCheckPage() {
  const { shiftID, refresh, href } = useShift();
  const navigate = useAppNavigate();
  const write = useAction();
  return (
    <ShiftStep title={() => 'Area check'} back={paths.shift}>
      {(shift) => (
        <>
          <p>We check that you are in one of the shift's service regions.</p>
          {shift.geoCheck ? <Alert tone="success">You are in the service region.</Alert> : null}
          {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
          {shift.geoCheck ? (
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
          )}
        </>
      )}
    </ShiftStep>
  );
}

export function LeaveFromPage() {
  const { shiftID, refresh, href } = useShift();
  const { config } = useApp();
  const navigate = useAppNavigate();
  const write = useAction();
  const [address, setAddress] = useState<string | null>(null);
  // SPEC 2.10: leave-from goes back to check-in if supply transfers are disabled, otherwise to shift.
  const back = config.flags.supplyTransfersDisabled === true ? paths.shiftCheckIn : paths.shift;
  return (
    <ShiftStep title={() => 'Where do you leave from?'} back={back}>
      {(shift) => (
        <form
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
          <Button type="submit" fullWidth busy={write.busy}>
            Next
          </Button>
        </form>
      )}
    </ShiftStep>
  );
}

export function ScanShiftBagPage() {
  const { shiftID, refresh, href } = useShift();
  const navigate = useAppNavigate();
  // A bag scanned on this visit is confirmed by the scanner itself; one scanned before, by the page.
  const [scannedHere, setScannedHere] = useState(false);
  return (
    <ShiftStep title={() => 'Scan your shift bag'} back={paths.shiftLeaveFrom}>
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
          <NextButton
            failures={shiftPreparationFailures('scan-shift-bag', toPreparationState(shift))}
            onClick={() => navigate(href(paths.shiftScanSupplies))}
          />
        </>
      )}
    </ShiftStep>
  );
}

export function ScanShiftSuppliesPage() {
  const { shiftID, refresh, href } = useShift();
  const navigate = useAppNavigate();
  const write = useAction();
  return (
    <ShiftStep title={() => 'Your supplies'} back={paths.shiftScanBag}>
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
          <NextButton
            failures={shiftPreparationFailures('scan-shift-supplies', toPreparationState(shift))}
            onClick={() => navigate(href(paths.shiftCheckIn))}
          />
        </>
      )}
    </ShiftStep>
  );
}

export function CheckInPage() {
  const { shiftID, refresh } = useShift();
  const { config } = useApp();
  const navigate = useAppNavigate();
  const write = useAction();
  return (
    <ShiftStep title={() => 'Check in'} back={paths.shiftScanSupplies}>
      {(shift) => {
        const refusal = checkInRefusal(toPreparationState(shift), {
          supplyPreparationDisabled: config.flags.supplyPreparationDisabled === true,
        });
        const itinerary = shift.itineraryIDs[0];
        const go = () => navigate(itinerary ? paths.itinerary.href({ itineraryID: itinerary }) : paths.home.href());
        return (
          <>
            <p>Everything is ready: check in to start your shift.</p>
            {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
            {shift.status === 'in_progress' ? (
              <Button fullWidth onClick={go}>
                Go to your itinerary
              </Button>
            ) : (
              <NextButton
                label="Check in"
                busy={write.busy}
                failures={refusal ? [refusal] : []}
                onClick={() =>
                  void write
                    .run(async () => {
                      await call('checkInShift', { shiftID }, { idempotencyKey: crypto.randomUUID() });
                      await refresh();
                    })
                    .then((ok) => ok && go())
                }
              />
            )}
          </>
        );
      }}
    </ShiftStep>
  );
}
