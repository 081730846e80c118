/** The shift being checked in to, its check-in state for the domain rules, and its writes. */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import type { ShiftPreparationState } from '@sc/domain/continue-rules/shift-preparation';
import { useFn } from '../../lib/query.ts';

export type ShiftDetails = FnOutput<'getShiftDetails'>;

/** The shift's route or one of its steps (`paths.shift…`). */
export interface ShiftRoute {
  href(params: { shiftID: string }): string;
}

export function useShift() {
  const shiftID = useParams().shiftID ?? '';
  const queryClient = useQueryClient();
  const details = useFn('getShiftDetails', { shiftID });
  /** After a write: the server's state is what the screens show. */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['getShiftDetails'] }),
      queryClient.invalidateQueries({ queryKey: ['getNurseSchedule'] }),
    ]);
  const href = (route: ShiftRoute) => route.href({ shiftID });
  return { shiftID, details, refresh, href };
}

export function toPreparationState(shift: ShiftDetails): ShiftPreparationState {
  return {
    supplies: shift.supplies,
    scannedSupplyItemIDs: shift.supplyItemIDs,
    geoCheck: shift.geoCheck,
    shiftBagSupplyItemID: shift.shiftBagSupplyItemID,
    nurseRegionID: shift.geoCheck?.serviceRegionID ?? null,
    serviceRegionIDs: shift.serviceRegions.map((r) => r.id),
  };
}
