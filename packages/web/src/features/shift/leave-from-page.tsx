/** shift/{shiftID}/leave-from: where she leaves from for the day. */
import { useState } from 'react';
import { Alert, Button, TextField } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useApp, useAppNavigate } from '../../lib/app-context.tsx';
import { getCurrentPositionOnce } from '../../lib/location-watch.ts';
import { useAction } from '../../lib/use-action.ts';
import { paths } from '../../lib/paths.ts';
import { nextRoute } from './check-in-routes.ts';
import { useShift } from './use-shift.ts';
import { CheckInStep } from './shift-step.tsx';

const LEAVE_FROM_FORM = 'shift-leave-from';

export function LeaveFromPage() {
  const { shiftID, refresh, href } = useShift();
  const { config } = useApp();
  const navigate = useAppNavigate();
  const write = useAction();
  const [address, setAddress] = useState<string | null>(null);
  // requirements.md 2.10: leave-from goes back to check-in if supply transfers are disabled, otherwise to shift.
  // requirements.md 2.10's shift rule, not route order: from leave-from she returns to check-in when
  // supply transfers are disabled, otherwise to the shift.
  const back = config.flags.supplyTransfersDisabled === true ? paths.shiftCheckIn : paths.shift;
  return (
    <CheckInStep
      step="leave-from"
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
              .then((ok) => ok && navigate(href(nextRoute('leave-from')!)));
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

/** Next on a preparation step: held back while the step's rule fails (requirements.md 5), then on to `to`. */
