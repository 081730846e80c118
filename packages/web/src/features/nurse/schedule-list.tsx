/**
 * "Your schedule" (requirements.md 2.3): the nurse's shifts, Upcoming or Past, grouped by the date they
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
  shiftProgress,
  type ShiftProgress,
  type ScheduleFilter,
} from '@sc/domain/field-checks/shift-lists';
import { formatServiceRegionNames, formatTimeRange } from '@sc/domain/format/dates';
import {
  Alert,
  Card,
  EmptyState,
  LinkButton,
  PageLoading,
  StatusChip,
  type ChipTone,
} from '../../components/ui/index.ts';
import { CalendarIcon } from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';
import { DatedList } from './dated-list.tsx';

type ScheduledShift = FnOutput<'getNurseSchedule'>['shifts'][number];

const jobs = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

/** Her shift's state at a glance; the words are the chip, the tone only helps. */
const shiftChips: Record<ShiftProgress, { label: string; tone: ChipTone }> = {
  open: { label: 'Open', tone: 'neutral' },
  accepted: { label: 'Accepted', tone: 'info' },
  in_progress: { label: 'Checked in', tone: 'success' },
  day_done: { label: 'Day done', tone: 'success' },
  complete: { label: 'Complete', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'danger' },
};

function ShiftCard({ shift }: { shift: ScheduledShift }) {
  const appPath = useAppPath();
  const when = formatTimeRange(shift.startTime, shift.endTime, shift.timeZone);
  const shiftHref = appPath(paths.shift.href({ shiftID: shift.id }));
  const chip = shiftChips[shiftProgress(shift)];
  return (
    <Card
      icon={CalendarIcon}
      title={
        // requirements.md 2.3: each card links to the shift route.
        <Link className="ui-tap-link" to={shiftHref} aria-label={`Shift ${when}`}>
          {when}
        </Link>
      }
      status={<StatusChip tone={chip.tone}>{chip.label}</StatusChip>}
      meta={formatServiceRegionNames(shift.serviceRegions)}
    >
      <p>{jobs(shift.jobCount)}</p>
      {shift.checkInAvailable ? <LinkButton to={shiftHref}>{geocheckTexts.checkInAvailable}</LinkButton> : null}
    </Card>
  );
}

export const scheduleTexts = {
  upcomingNext: 'Shifts you accept show here, with their areas and jobs.',
  pastNext: 'Shifts you have worked show here.',
  seeOffers: 'See your offers',
} as const;

export function ScheduleList() {
  const appPath = useAppPath();
  const [filter, setFilter] = useState<ScheduleFilter>('upcoming');
  const [limit, setLimit] = useState(INITIAL_SHIFT_LIMIT);
  const schedule = useFn('getNurseSchedule', { filter, limit }, { placeholderData: keepPreviousData });
  return (
    <div className="schedule-list">
      <div role="group" aria-label="Shifts" className="ui-segmented">
        {scheduleFilters.map((f) => (
          <button
            key={f}
            type="button"
            className="ui-segmented__item"
            aria-pressed={f === filter}
            onClick={() => {
              setFilter(f);
              setLimit(INITIAL_SHIFT_LIMIT);
            }}
          >
            {f === 'upcoming' ? shiftListTexts.upcoming : shiftListTexts.past}
          </button>
        ))}
      </div>
      {schedule.isPending ? <PageLoading /> : null}
      {schedule.error ? <Alert tone="danger">{schedule.error.message}</Alert> : null}
      {schedule.data && schedule.data.shifts.length === 0 ? (
        <EmptyState
          title={scheduleEmptyText(filter)}
          icon={CalendarIcon}
          action={
            filter === 'upcoming' ? (
              <LinkButton to={appPath(paths.home.href({}, { view: 'marketplace' }))}>
                {scheduleTexts.seeOffers}
              </LinkButton>
            ) : undefined
          }
        >
          <p>{filter === 'upcoming' ? scheduleTexts.upcomingNext : scheduleTexts.pastNext}</p>
        </EmptyState>
      ) : null}
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
