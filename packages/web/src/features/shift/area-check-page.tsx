/** shift/{shiftID}/area-check: the shift's service area, checked against where she is. */
import { Alert, Button } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useAppNavigate } from '../../lib/app-context.tsx';
import { getCurrentPositionOnce } from '../../lib/location-watch.ts';
import { useAction } from '../../lib/use-action.ts';
import { nextRoute } from './check-in-routes.ts';
import { useShift } from './use-shift.ts';
import { CheckInStep, NextButton } from './shift-step.tsx';

export function AreaCheckPage() {
  const { shiftID, refresh, href } = useShift();
  const navigate = useAppNavigate();
  const write = useAction();
  return (
    <CheckInStep
      step="area-check"
      action={(shift) =>
        shift.geoCheck ? (
          <NextButton failures={[]} onClick={() => navigate(href(nextRoute('area-check')!))} />
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
