/** shift/{shiftID}: the shift ("Shift for {date}", "Itinerary details", "Your supplies"). */
import { requiredSupplyCount } from '@sc/domain/continue-rules/shift-preparation';
import { formatLongDate, formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import { ActionBar, Alert, LinkButton, Page, StatusChip } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useShift } from './use-shift.ts';
import { ShiftLoaded } from './shift-step.tsx';
import { ContinueItineraryLink } from '../../components/field/continue-itinerary.tsx';
import { ShiftItineraryCard } from './shift-itinerary-card.tsx';
import { shiftStatusChips } from '../../components/field/shift-status.ts';
import { shiftTexts } from './shift-texts.ts';
import { scannedOf } from './scanned-items.ts';

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
