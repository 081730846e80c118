/**
 * The procedure page's custody timeline (issue 14, architecture.md 10): where the specimen is now and
 * every step from the order to the lab, with time, person and place. It refreshes live with the
 * office's notices (`offices/{id}` invalidates getProcedureTimeline).
 */
import type { ChipTone } from '../../../components/ui/index.ts';
import { Alert, Card, PageLoading, StatusChip } from '../../../components/ui/index.ts';
import { Timeline } from '../../../components/ui/timeline.tsx';
import { CUSTODY_ACTOR_ROLES, CUSTODY_EVENT_LABELS } from '@sc/domain/custody/custody-event';
import type { CustodyEventKind } from '@sc/domain/vocabulary/custody';
import { SPECIMEN_WHEREABOUTS_LABELS } from '@sc/domain/custody/specimen-whereabouts';
import { formatShortDate, formatTime } from '@sc/domain/format/dates';
import { useFn } from '../../../lib/query.ts';
import { WHEREABOUTS_TONES } from './statuses.ts';
import { now } from '../../../lib/clock.ts';

const toneOf = (kind: CustodyEventKind): ChipTone =>
  kind === 'failed' || kind === 'collection-failed'
    ? 'danger'
    : kind === 'dropped-off'
      ? 'success'
      : kind === 'ordered' || kind === 'scheduled' || kind === 'nurse-assigned' || kind === 'canceled'
        ? 'neutral'
        : 'info';

export function ProcedureTimeline({ procedureID, timeZone }: { procedureID: string; timeZone: string }) {
  const data = useFn('getProcedureTimeline', { procedureID });
  if (data.isPending) return <PageLoading label="Loading where the specimen has been…" />;
  if (data.error) return <Alert tone="danger">{data.error.message}</Alert>;
  const { whereabouts, labDeadline, events } = data.data;
  return (
    <Card
      title="Where the specimen is"
      status={<StatusChip tone={WHEREABOUTS_TONES[whereabouts]}>{SPECIMEN_WHEREABOUTS_LABELS[whereabouts]}</StatusChip>}
    >
      {labDeadline ? (
        <p>
          Must reach the lab by{' '}
          <strong>
            {formatShortDate(labDeadline, timeZone, now())}, {formatTime(labDeadline, timeZone)}
          </strong>
          .
        </p>
      ) : null}
      <Timeline
        label="Where the specimen has been"
        items={events.map((e) => ({
          id: e.id,
          title: CUSTODY_EVENT_LABELS[e.kind],
          dateTime: e.at,
          time: `${formatShortDate(e.at, timeZone, now())}, ${formatTime(e.at, timeZone)}`,
          tone: toneOf(e.kind),
          details: [
            // "Nurse assigned" names her; once is enough when she took it herself.
            e.detail && e.detail !== e.by?.name
              ? e.kind === 'nurse-assigned'
                ? e.detail
                : `Reason: ${e.detail}`
              : null,
            e.by ? `${e.by.name}${e.by.role ? `, ${CUSTODY_ACTOR_ROLES[e.by.role] ?? e.by.role}` : ''}` : null,
            // The supply by its name; its serial, read from an item id, is an internal value (ADR 086).
            e.supply ? e.supply.name : null,
            e.place,
          ].filter((line): line is string => line !== null),
        }))}
      />
    </Card>
  );
}
