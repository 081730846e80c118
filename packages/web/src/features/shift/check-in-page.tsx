/**
 * shift/{shiftID}/check-in: checks her in once every earlier step is done and check-in has opened,
 * an hour before the shift (ADR 077): before then it says when, with no button the server refuses.
 */
import { CHECK_IN_WINDOW_DISABLED_FLAG } from '@sc/domain/constants';
import { missingCheckInStep } from '@sc/domain/field-checks/check-in-progress';
import { checkInTooEarly } from '@sc/domain/field-checks/check-in-window';
import { Alert, Button, LinkButton } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useApp, useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useClock } from '../../lib/use-clock.ts';
import { paths } from '../../lib/paths.ts';
import { routeOfStep } from './check-in-routes.ts';
import { toPreparationState, useShift, type ShiftDetails } from './use-shift.ts';
import { CheckInStep, NextButton } from './shift-step.tsx';
import { goToStepTexts, shiftTexts } from './shift-texts.ts';

export function CheckInPage() {
  const { shiftID, refresh, href } = useShift();
  const { config } = useApp();
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const write = useAction();
  // Re-read each minute: the page changes to Check in by itself when the hour comes.
  const clock = useClock(60_000);
  const tooEarlyOf = (shift: ShiftDetails) =>
    shift.status === 'accepted'
      ? checkInTooEarly({
          startTime: shift.startTime,
          timeZone: shift.timeZone,
          now: clock,
          windowDisabled: config.flags[CHECK_IN_WINDOW_DISABLED_FLAG] === true,
        })
      : null;
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
        if (missing) {
          return (
            <LinkButton fullWidth to={appPath(href(routeOfStep(missing.step)))}>
              {goToStepTexts[missing.step]}
            </LinkButton>
          );
        }
        if (tooEarlyOf(shift)) {
          return (
            <LinkButton fullWidth variant="secondary" to={appPath(href(paths.shift))}>
              {shiftTexts.backToShift}
            </LinkButton>
          );
        }
        return (
          <NextButton
            label="Check in"
            busy={write.busy}
            // Every earlier step is done (else the way back above): nothing holds Check in.
            failures={[]}
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
        const tooEarly = tooEarlyOf(shift);
        return (
          <>
            {missing ? (
              <Alert tone="warning" title={shiftTexts.notReady}>
                {missing.reason}
              </Alert>
            ) : tooEarly ? (
              <Alert title={shiftTexts.notYet}>{tooEarly}</Alert>
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
