/**
 * "Your schedule" (SPEC.md 2.3): the nurse's shifts, Upcoming or Past, grouped by the date they
 * start in their own zone, with time (the link to the shift), regions joined by a dash, job count
 * and "Check in available" (a link to the shift's check-in). 20 at first, 20 more as the list scrolls.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { geocheckTexts } from '@sc/domain/field-checks/geocheck';
import {
  INITIAL_SHIFT_LIMIT,
  scheduleEmptyText,
  scheduleFilters,
  shiftListTexts,
  type ScheduleFilter,
} from '@sc/domain/field-checks/shift-lists';
import { formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import { Alert, Button, Card, LinkButton, PageLoading } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';
import { DatedList } from './dated-list.tsx';

type ScheduledShift = FnOutput<'getNurseSchedule'>['shifts'][number];

const jobs = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

function ShiftCard({ shift }: { shift: ScheduledShift }) {
  const appPath = useAppPath();
  const when = formatTimeRange(shift.startTime, shift.endTime, shift.timeZone);
  const shiftHref = appPath(paths.shift.href({ shiftID: shift.id }));
  return (
    <Card
      title={
        // SPEC.md 2.3: each card links to the shift route.
        <Link className="ui-tap-link" to={shiftHref} aria-label={`Shift ${when}`}>
          {when}
        </Link>
      }
    >
      <p>{formatServiceRegionNames(shift.serviceRegions)}</p>
      <p>{jobs(shift.jobCount)}</p>
      {shift.checkInAvailable ? <LinkButton to={shiftHref}>{geocheckTexts.checkInAvailable}</LinkButton> : null}
    </Card>
  );
}

export function ScheduleList() {
  const [filter, setFilter] = useState<ScheduleFilter>('upcoming');
  const [limit, setLimit] = useState(INITIAL_SHIFT_LIMIT);
  const schedule = useFn('getNurseSchedule', { filter, limit }, { placeholderData: keepPreviousData });
  return (
    <div className="schedule-list">
      <div role="group" aria-label="Shifts" className="nurse-tabs">
        {scheduleFilters.map((f) => (
          <Button
            key={f}
            variant={f === filter ? 'primary' : 'secondary'}
            aria-pressed={f === filter}
            onClick={() => {
              setFilter(f);
              setLimit(INITIAL_SHIFT_LIMIT);
            }}
          >
            {f === 'upcoming' ? shiftListTexts.upcoming : shiftListTexts.past}
          </Button>
        ))}
      </div>
      {schedule.isPending ? <PageLoading /> : null}
      {schedule.error ? <Alert tone="danger">{schedule.error.message}</Alert> : null}
      {schedule.data && schedule.data.shifts.length === 0 ? <p>{scheduleEmptyText(filter)}</p> : null}
      {schedule.data ? (
        <DatedList
          items={schedule.data.shifts}
          itemKey={(shift) => shift.id}
          renderItem={(shift) => <ShiftCard shift={shift} />}
          hasMore={schedule.data.hasMore}
          loadingMore={schedule.isFetching}
          setLimit={setLimit}
          moreLabel="Show more shifts"
        />
      ) : null}
    </div>
  );
}
