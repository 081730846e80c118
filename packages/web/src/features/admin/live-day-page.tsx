/**
 * The live day (issue 25): today's itineraries as they happen. For each: the nurse, her last known
 * position and how old it is, requirements.md 4's transit alert on her next stop (late, too late, early,
 * too early), each stop's status and the deviation reasons she gave, and every collected tube's
 * stability clock, an alert above all when one nears or passes its limit. It updates live: an
 * itinerary's or a position's notice refetches it (architecture.md 5), and the clocks tick on their own.
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { countOf } from '@sc/domain/format/counts';
import { formatDuration, formatTimeOnDay, toLocalDateKey } from '@sc/domain/format/dates';
import { positionAge } from '@sc/domain/operations/live-day';
import type { TransitKind } from '@sc/domain/field-checks/transit';
import { Alert, Card, EmptyState, Page, PageLoading, StatusChip, TextField } from '../../components/ui/index.ts';
import { alertingSpecimens, StabilityClock } from '../../components/ui/stability-clock.tsx';
import type { ChipTone } from '../../components/ui/status-chip.tsx';
import { RouteIcon } from '../../components/ui/icons.ts';
import type { MapLine, MapPoint } from '../../components/ui/point-map.tsx';
import { RouteMap } from '../../components/ui/route-map.tsx';
import '../../components/ui/records.css';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';
import { useClock } from '../../lib/use-clock.ts';
import { useFn } from '../../lib/query.ts';
import { MarkOutSick, NursesOut, OutSickResult, type OutSickAnswer } from './out-sick.tsx';

type LiveItinerary = FnOutput<'getLiveDay'>['itineraries'][number];

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const waypointStatus: Record<string, { tone: ChipTone; label: string }> = {
  pending: { tone: 'neutral', label: 'Not started' },
  transit: { tone: 'info', label: 'Driving there' },
  'at-waypoint': { tone: 'info', label: 'At the stop' },
  complete: { tone: 'success', label: 'Done' },
};
const itineraryStatus: Record<string, { tone: ChipTone; label: string }> = {
  open: { tone: 'warning', label: 'Not taken' },
  accepted: { tone: 'neutral', label: 'Accepted' },
  in_progress: { tone: 'info', label: 'Under way' },
  done: { tone: 'success', label: 'Done' },
  canceled: { tone: 'neutral', label: 'Canceled' },
};
const transitTone: Record<TransitKind, { tone: 'info' | 'warning' | 'danger'; label: string }> = {
  none: { tone: 'info', label: 'On time' },
  'too-early': { tone: 'warning', label: 'Too early' },
  early: { tone: 'warning', label: 'Early' },
  late: { tone: 'warning', label: 'Late' },
  'too-late': { tone: 'danger', label: 'Too late' },
};
const deviationLabels = { duration: 'Took longer', location: 'Away from the stop', arrival: 'Arrived far away' };

/**
 * Where she was, in words (ADR 083): "Last seen near Riverside Lab, 3 minutes ago", or when no known
 * place is near, only when she shared it. Never her coordinates.
 */
function positionText(itinerary: LiveItinerary, now: number): string {
  if (!itinerary.position) return 'No position shared yet.';
  const age = positionAge(itinerary.position.lastUpdate, new Date(now));
  return itinerary.near ? `Last seen ${itinerary.near}, ${age}` : `Position shared ${age}`;
}

/** The day's map: each itinerary's stops in its colour, numbered, and where its nurse was last. */
function DayMap({ itineraries, tileUrl, now }: { itineraries: LiveItinerary[]; tileUrl: string | null; now: number }) {
  const points: MapPoint[] = [];
  const lines: MapLine[] = [];
  itineraries.forEach((itinerary, colour) => {
    const name = itinerary.nurse?.name || 'No nurse yet';
    let visit = 0;
    for (const w of itinerary.waypoints)
      points.push({
        id: w.id,
        ...w.point,
        label: `${name}: ${w.name}`,
        kind: w.type === 'patient' ? 'visit' : 'lab',
        colour,
        number: w.type === 'patient' ? ++visit : undefined,
      });
    lines.push({ id: itinerary.id, colour, pointIds: itinerary.waypoints.map((w) => w.id) });
    if (itinerary.position)
      points.push({
        id: `at-${itinerary.id}`,
        lat: itinerary.position.lat,
        lng: itinerary.position.lng,
        label: `${name}: ${positionText(itinerary, now)}`,
        kind: 'nurse',
        colour,
      });
  });
  const shown = itineraries.length === 1 ? '1 nurse’s day' : `${itineraries.length} nurses’ days`;
  return (
    <RouteMap
      label={`Map of the day: ${shown} and where each was last`}
      points={points}
      lines={lines}
      tileUrl={tileUrl}
    />
  );
}

function ItineraryCard({
  itinerary,
  day,
  now,
  outSick,
}: {
  itinerary: LiveItinerary;
  day: string;
  now: number;
  /** Marking her out sick (ADR 085): the day's itineraries counted, and what to do with the answer. */
  outSick: { itineraries: readonly LiveItinerary[]; onDone: (result: OutSickAnswer) => void };
}) {
  const tz = itinerary.timeZone;
  // A time on another day than the one shown names its weekday ("Sun 12:30 AM").
  const at = (instant: string) => formatTimeOnDay(instant, day, tz);
  const status = itineraryStatus[itinerary.status] ?? { tone: 'neutral', label: itinerary.status };
  const nextStop = itinerary.waypoints.find((w) => w.id === itinerary.transit?.waypointID);
  const stale = itinerary.position && now - Date.parse(itinerary.position.lastUpdate) > 30 * 60_000;
  return (
    <Card
      icon={RouteIcon}
      title={itinerary.nurse?.name || 'No nurse yet'}
      meta={`Starts ${at(itinerary.startAt)} · ${countOf(itinerary.waypoints.length, 'stop')}${itinerary.nurse?.phone ? ` · ${formatPhoneNumber(itinerary.nurse.phone)}` : ''}`}
      status={<StatusChip tone={status.tone}>{status.label}</StatusChip>}
      tone={itinerary.transit?.kind === 'too-late' ? 'danger' : undefined}
    >
      <p>
        {itinerary.position ? (
          <>
            {positionText(itinerary, now)}
            {stale ? (
              <>
                {' '}
                <StatusChip tone="warning">Position out of date</StatusChip>
              </>
            ) : null}
          </>
        ) : (
          'No position shared yet.'
        )}
      </p>
      {itinerary.transit ? (
        <Alert tone={transitTone[itinerary.transit.kind].tone} title={transitTone[itinerary.transit.kind].label}>
          {nextStop ? `${nextStop.name}: ` : ''}
          {itinerary.transit.message} ETA {at(itinerary.transit.etaAt)}.
        </Alert>
      ) : null}
      <ol className="ui-plan" aria-label={`Stops of ${itinerary.nurse?.name || 'this itinerary'}`}>
        {itinerary.waypoints.map((w) => {
          const chip = waypointStatus[w.status] ?? { tone: 'neutral' as ChipTone, label: w.status };
          return (
            <li key={w.id}>
              <strong>{w.name}</strong> <StatusChip tone={chip.tone}>{chip.label}</StatusChip>
              <div className="ui-subline">
                Scheduled {at(w.scheduledStartAt)}
                {w.etaAt ? ` · ETA ${at(w.etaAt)}` : ''}
                {w.statusAt && w.status !== 'pending'
                  ? ` · since ${at(w.statusAt)} (${formatDuration(now - Date.parse(w.statusAt))})`
                  : ''}
              </div>
              {w.deviations.map((d) => (
                <div key={`${d.kind}-${d.at}`} className="ui-subline">
                  {deviationLabels[d.kind]} at {at(d.at)}: “{d.reason}”
                </div>
              ))}
            </li>
          );
        })}
      </ol>
      {itinerary.nurse && (itinerary.status === 'accepted' || itinerary.status === 'in_progress') ? (
        <MarkOutSick nurse={itinerary.nurse} day={day} today={toLocalDateKey(now, zone)} {...outSick} />
      ) : null}
      {itinerary.specimens.length > 0 ? (
        <section aria-label={`Specimens of ${itinerary.nurse?.name || 'this itinerary'}`}>
          {itinerary.specimens.map((s) => (
            <StabilityClock key={s.sampleID} specimen={s} now={now} />
          ))}
        </section>
      ) : null}
    </Card>
  );
}

export function LiveDayPage() {
  const now = useClock(30_000);
  const [day, setDay] = useState(() => toLocalDateKey(now, zone));
  const live = useFn('getLiveDay', { day, timeZone: zone }, { refetchInterval: 60_000 });
  const [outSick, setOutSick] = useState<OutSickAnswer | null>(null);
  const itineraries = live.data?.itineraries ?? [];
  const alerting = itineraries.flatMap((i) =>
    alertingSpecimens(i.specimens, now).map((s) => ({ s, nurse: i.nurse?.name ?? 'No nurse' })),
  );
  const late = itineraries.filter((i) => i.transit && (i.transit.kind === 'late' || i.transit.kind === 'too-late'));
  return (
    <Page title="Live day" width="wide">
      <div className="ui-filters">
        <TextField label="Day" type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)} />
      </div>
      <NursesOut day={day} />
      {outSick ? <OutSickResult result={outSick} /> : null}
      {alerting.length > 0 ? (
        <Alert tone="danger" title="Specimens near or past their limit">
          <ul>
            {alerting.map(({ s, nurse }) => (
              <li key={s.sampleID}>
                {s.tube} with {nurse}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {late.length > 0 ? (
        <Alert tone="warning" title="Running late">
          {late.map((i) => i.nurse?.name ?? 'No nurse').join(', ')}
        </Alert>
      ) : null}
      {live.isPending ? <PageLoading /> : null}
      {live.error ? <Alert tone="danger">{live.error.message}</Alert> : null}
      {live.data?.truncated ? <Alert tone="warning">Only the first 300 itineraries of the day are shown.</Alert> : null}
      {live.data && itineraries.length === 0 ? <EmptyState icon={RouteIcon} title="No itinerary on this day." /> : null}
      {live.data && itineraries.length > 0 ? (
        <DayMap itineraries={itineraries} tileUrl={live.data.tileUrl} now={now} />
      ) : null}
      <ul className="app-list" aria-label="Itineraries">
        {itineraries.map((itinerary) => (
          <li key={itinerary.id}>
            <ItineraryCard
              itinerary={itinerary}
              day={day}
              now={now}
              outSick={{
                itineraries,
                onDone: (result) => {
                  setOutSick(result);
                  void live.refetch();
                },
              }}
            />
          </li>
        ))}
      </ul>
    </Page>
  );
}
