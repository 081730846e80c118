/** shift/{shiftID}/scan-shift-bag and scan-shift-supplies: the bag and the supplies she takes. */
import { useState } from 'react';
import { shiftCheckInFlow } from '@sc/domain/continue-rules/shift-check-in';
import { requiredSupplyCount } from '@sc/domain/continue-rules/shift-preparation';
import { Alert, Button, Card } from '../../components/ui/index.ts';
import { Scanner } from '../../components/ui/scanner.tsx';
import { call } from '../../lib/api.ts';
import { useAppNavigate } from '../../lib/app-context.tsx';
import { useAction } from '../../lib/use-action.ts';
import { nextRoute, type CheckInStepKey } from './check-in-routes.ts';
import { toPreparationState, useShift, type ShiftDetails } from './use-shift.ts';
import { shiftSupplyAnswer, withShiftScanHint } from './shift-scan-answers.ts';
import { ShiftSupplyChecklist } from './shift-supply-checklist.tsx';
import { CheckInStep, NextButton } from './shift-step.tsx';
import { scannedItemName, scannedOf } from './scanned-items.ts';

function PreparationNext({ step, shift }: { step: CheckInStepKey; shift: ShiftDetails }) {
  const { href } = useShift();
  const navigate = useAppNavigate();
  return (
    <NextButton
      failures={shiftCheckInFlow.failures(step, toPreparationState(shift))}
      onClick={() => navigate(href(nextRoute(step)!))}
    />
  );
}

export function ScanShiftBagPage() {
  const { shiftID, refresh } = useShift();
  // A bag scanned on this visit is confirmed by the scanner itself; one scanned before, by the page.
  const [scannedHere, setScannedHere] = useState(false);
  return (
    <CheckInStep step="scan-shift-bag" action={(shift) => <PreparationNext step="scan-shift-bag" shift={shift} />}>
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
      action={(shift) => <PreparationNext step="scan-shift-supplies" shift={shift} />}
    >
      {(shift) => (
        <>
          <p>
            {scannedOf(shift)} of {requiredSupplyCount(shift.supplies)} scanned
          </p>
          {/* Above the list, not under its 14 rows: the scanner is the step's action (issue 27). */}
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
          {/* One checklist by name and cap colour, saying what is left (issue 13.4). */}
          <ShiftSupplyChecklist shift={shift} />
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
