/**
 * Operations' dispatch board (issue 25, ADR 049): a region's day. What waits (office orders with
 * their patient, window, fasting and containers), who could take it, Build the day (the optimiser
 * runs as a job; its progress arrives live), the plan (each nurse's day on a timeline and a map,
 * what was left out and why), manual changes the domain checks, and publishing the days as offers
 * whose answers arrive live, with re-offers and direct assignment.
 *
 * The board is one query (getDispatchBoard); every notice on `dispatch/{region}` or a nurse's
 * `shifts/{id}` refetches it, so progress, plans and offer answers need no polling here.
 */
import { needsPlace, VISIT_PLACE_TEXTS } from '@sc/domain/addresses/visit-place';
import { countOf } from '@sc/domain/format/counts';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@sc/domain/format/currency';
import { formatTimeRange } from '@sc/domain/format/dates';
import { clockSeconds, formatClock } from '@sc/domain/dispatch/problem';
import { runPhaseTexts, unplacedReasonTexts } from '@sc/domain/dispatch/texts';
import type { FnOutput } from '@sc/domain/contract/index';
import { taskTypeLabels } from '@sc/domain/vocabulary/nurse-profile';
import { additionalEarningsOf } from '@sc/domain/dispatch/earnings';
import { nurseDayHoursText } from '@sc/domain/dispatch/nurse-day-hours';
import { publishQuestion, publishSummaryOf, PUBLISH_CONFIRM_TEXTS } from '@sc/domain/dispatch/publish-summary';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import type { OfferStatus } from '@sc/domain/vocabulary/shifts';
import {
  Alert,
  Button,
  Card,
  CardActions,
  EmptyState,
  Page,
  PageLoading,
  Spinner,
  StatusChip,
  TextField,
  type ChipTone,
} from '../../components/ui/index.ts';
import { ConfirmPanel } from '../../components/ui/confirm-panel.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { DayTimeline } from '../../components/ui/day-timeline.tsx';
import type { MapPoint } from '../../components/ui/point-map.tsx';
import { RouteMap } from '../../components/ui/route-map.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { DoneIcon, RouteIcon, WarningIcon } from '../../components/ui/icons.ts';
import { now } from '../../lib/clock.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { shiftStatusChips } from '../../components/field/shift-status.ts';
import '../../components/ui/records.css';

type Board = FnOutput<'getDispatchBoard'>;
type Run = NonNullable<Board['run']>;
type Plan = NonNullable<Run['plan']>;

/** After a write the board reads again (the live notice does too; this one does not wait for it). */
function useRefreshBoard() {
  const queryClient = useQueryClient();
  return { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getDispatchBoard'] }) };
}
const DEFAULT_ZONE = 'America/New_York';

const offerTones: Record<OfferStatus, ChipTone> = {
  offered: 'info',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  'no-response': 'warning',
};
/** ADR 074: an offer ends answered, withdrawn (another nurse took the work) or expired unanswered. */
const offerWords: Record<OfferStatus, string> = {
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  'no-response': 'No response',
};

export function DispatchPage() {
  // Tomorrow's calendar day in the region's zone: 24 hours on would skip a day when clocks spring forward.
  const [day, setDay] = useState(() => localDateKeyAfter(now(), 1, DEFAULT_ZONE));
  const [region, setRegion] = useState('region-brooklyn');
  const board = useFn('getDispatchBoard', { day, serviceRegionID: region });
  const data = board.data;

  return (
    <Page title="Dispatch" width="wide">
      <div className="ui-filters">
        <TextField label="Day" type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)} />
        <SelectField
          label="Service region"
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          options={(data?.regions ?? [{ id: region, name: region }]).map((r) => ({ value: r.id, label: r.name }))}
        />
      </div>
      {board.isPending ? <PageLoading /> : null}
      {board.error ? <Alert tone="danger">{board.error.message}</Alert> : null}
      {data ? <Board board={data} day={day} region={region} /> : null}
    </Page>
  );
}

function Board({ board, day, region }: { board: Board; day: string; region: string }) {
  const run = board.run;
  const running = run?.status === 'queued' || run?.status === 'running';
  const refresh = useRefreshBoard();
  const build = useFnMutation('buildDispatchDay', refresh);
  const waitingById = useMemo(() => new Map(board.waiting.map((w) => [w.id, w])), [board.waiting]);
  // A visit with no point cannot be planned: it waits apart, under its own heading (ADR 071).
  const placed = board.waiting.filter((w) => !needsPlace(w.point));
  const unplaced = board.waiting.filter((w) => needsPlace(w.point));
  const canRebuild = run?.plan && run.status === 'done' && (run.plan.edited || Object.keys(run.plan.pins).length > 0);

  return (
    <>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting visits ({placed.length})</h2>
        <DataTable
          caption="Waiting visits"
          rows={placed}
          rowKey={(w) => w.id}
          empty={<EmptyState icon={DoneIcon} title="No visit is waiting for this day." />}
          columns={[
            { key: 'patient', header: 'Patient', render: (w) => w.patientName },
            { key: 'address', header: 'Address', render: (w) => w.address || 'Unknown address', secondary: true },
            { key: 'window', header: 'Window', render: (w) => `${w.windowStart}–${w.windowEnd}` },
            { key: 'fasting', header: 'Fasting', render: (w) => (w.fastingHours > 0 ? `${w.fastingHours} h` : 'No') },
            { key: 'specimens', header: 'Specimens', render: (w) => w.specimens.join('; '), secondary: true },
            { key: 'tasks', header: 'Task types', render: (w) => w.taskTypes.map((t) => taskTypeLabels[t]).join(', ') },
          ]}
        />
      </section>

      {unplaced.length > 0 ? (
        <section aria-labelledby="unplaced-heading">
          <h2 id="unplaced-heading">{VISIT_PLACE_TEXTS.needsPlace}</h2>
          <Alert tone="warning">
            {countOf(unplaced.length, 'visit')} of this day cannot be planned: the patient’s address has no place on the
            map. Build the day leaves them out.
          </Alert>
          <DataTable
            caption={VISIT_PLACE_TEXTS.needsPlace}
            rows={unplaced}
            rowKey={(w) => w.id}
            columns={[
              { key: 'patient', header: 'Patient', render: (w) => w.patientName },
              { key: 'address', header: 'Address', render: (w) => w.address || 'Unknown address' },
              { key: 'requisition', header: 'Requisition', render: (w) => w.requisitionNumber ?? '', secondary: true },
              { key: 'window', header: 'Window', render: (w) => `${w.windowStart}–${w.windowEnd}` },
            ]}
          />
        </section>
      ) : null}

      <section aria-labelledby="nurses-heading">
        <h2 id="nurses-heading">Nurses who could take them ({board.nurses.length})</h2>
        <ul className="app-list" aria-label="Nurses">
          {board.nurses.map((n) => (
            <li key={n.id}>
              {n.name} · {nurseDayHoursText(n.hours, n.busy)} · {n.taskTypes.map((t) => taskTypeLabels[t]).join(', ')}
              {/* Her leave-from has no point: the optimiser leaves her out, said here, not silently. */}
              {n.needsPlace ? (
                <>
                  {' '}
                  · <StatusChip tone="warning">{VISIT_PLACE_TEXTS.needsPlace}</StatusChip>
                </>
              ) : null}
              {/* Her work elsewhere that day: the hours above leave it out (ADR 070). */}
              {n.busy.map((line) => ` · ${line}`).join('')}
            </li>
          ))}
        </ul>
      </section>

      {board.shifts.length > 0 ? (
        <section aria-labelledby="shifts-heading">
          <h2 id="shifts-heading">Shifts already built ({board.shifts.length})</h2>
          <ul className="app-list" aria-label="Shifts already built">
            {board.shifts.map((shift) => (
              <li key={shift.id}>
                {formatTimeRange(shift.startTime, shift.endTime, board.timeZone)} · {shift.nurseName ?? 'no nurse yet'}{' '}
                · {countOf(shift.itineraryCount, 'itinerary', 'itineraries')} ·{' '}
                <StatusChip tone={shiftStatusChips[shift.status].tone}>
                  {shiftStatusChips[shift.status].label}
                </StatusChip>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="build-heading">
        <h2 id="build-heading">Build the day</h2>
        {build.error ? <Alert tone="danger">{build.error.message}</Alert> : null}
        <CardActions>
          <Button
            busy={build.isPending}
            disabled={running || placed.length === 0}
            onClick={() => build.mutate({ day, serviceRegionID: region, seconds: 5 })}
          >
            Build the day
          </Button>
          {canRebuild ? (
            <Button
              variant="secondary"
              busy={build.isPending}
              disabled={running}
              onClick={() => build.mutate({ day, serviceRegionID: region, seconds: 5, fromRunID: run.id })}
            >
              Re-optimise the rest
            </Button>
          ) : null}
        </CardActions>
        {running ? <RunProgress run={run} /> : null}
        {run?.status === 'failed' ? <Alert tone="danger">{run.failure ?? 'The optimiser failed.'}</Alert> : null}
      </section>

      {run?.plan && !running ? <PlanView board={board} run={run} plan={run.plan} waitingById={waitingById} /> : null}

      <Itineraries board={board} />
    </>
  );
}

function RunProgress({ run }: { run: Run }) {
  const p = run.progress;
  return (
    <Alert tone="info">
      <Spinner /> Optimising…{' '}
      {p
        ? `${runPhaseTexts[p.phase] ?? p.phase}: ${countOf(p.routes, 'nurse')}, ${p.unassigned} left out, ${(p.elapsedMs / 1000).toFixed(1)} s`
        : 'waiting for the optimiser'}
    </Alert>
  );
}

function PlanView({
  board,
  run,
  plan,
  waitingById,
}: {
  board: Board;
  run: Run;
  plan: Plan;
  waitingById: Map<string, Board['waiting'][number]>;
}) {
  const published = run.status === 'published';
  const refresh = useRefreshBoard();
  const change = useFnMutation('changeDispatchPlan', refresh);
  const publish = useFnMutation('publishDispatchPlan', refresh);
  const [extra, setExtra] = useState<Record<string, string>>({});
  // What was typed stays as typed; a refusal shows beside it and holds the publish back.
  const earnings = Object.entries(extra).map(([nurseId, typed]) => [nurseId, additionalEarningsOf(typed)] as const);
  const refusals = new Map(earnings.flatMap(([nurseId, e]) => ('refusal' in e ? [[nurseId, e.refusal]] : [])));
  const additionalCents = Object.fromEntries(
    earnings.flatMap(([nurseId, e]) => ('cents' in e && e.cents > 0 ? [[nurseId, e.cents]] : [])),
  );
  const [confirming, setConfirming] = useState(false);
  // Drag a visit onto another nurse's day, or choose her in "Move … to": the board says first
  // whether it fits and what it costs in driving (ADR 084), asked once per visit.
  const [previewFor, setPreviewFor] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [notMoved, setNotMoved] = useState<string | null>(null);
  const previews = useFn(
    'previewDispatchMove',
    { runID: run.id, visitId: previewFor ?? '' },
    { enabled: previewFor !== null && !published },
  );
  const previewText = new Map(
    previewFor !== null && previews.data ? previews.data.previews.map((p) => [p.nurseId, p] as const) : [],
  );
  const moveTo = (visitId: string, toNurseId: string) => {
    setNotMoved(null);
    change.mutate({ runID: run.id, change: { kind: 'move', visitId, toNurseId } });
  };
  const nurseName = new Map(run.nurses.map((n) => [n.id, n.name]));
  const colour = new Map(plan.routes.map((r, i) => [r.nurseId, i]));
  const runVisit = new Map(board.runVisits.map((v) => [v.id, v]));
  const nameOf = (visitId: string) =>
    runVisit.get(visitId)?.patientName || waitingById.get(visitId)?.patientName || visitId;
  const placeName = new Map(run.places.map((p) => [p.id, p.name]));

  const points: MapPoint[] = [
    // The run's visits, published ones included; a visit ordered since the run is on the list, not here.
    ...board.runVisits.map((v): MapPoint => {
      const route = plan.routes.find((r) => r.stops.some((s) => s.kind === 'visit' && s.visitId === v.id));
      // Its place among her visits, written on the stop (ADR 083).
      const order = route?.stops.filter((s) => s.kind === 'visit').findIndex((s) => s.visitId === v.id);
      return {
        id: v.id,
        ...v.point,
        label: `${v.patientName}, ${v.window}`,
        kind: 'visit',
        colour: route ? colour.get(route.nurseId) : undefined,
        number: order === undefined || order < 0 ? undefined : order + 1,
      };
    }),
    ...run.nurses.map((n): MapPoint => ({
      id: `home-${n.id}`,
      ...n.home,
      label: `${n.name}'s start`,
      kind: 'home',
      colour: colour.get(n.id),
    })),
    ...run.places.map((p): MapPoint => ({ id: `place-${p.id}`, ...p.point, label: p.name, kind: 'lab' })),
  ];
  const lines = plan.routes.map((r, i) => ({
    id: r.nurseId,
    colour: i,
    pointIds: [
      `home-${r.nurseId}`,
      ...r.stops.map((s) => (s.kind === 'visit' ? s.visitId : `place-${s.placeId}`)),
      `home-${r.nurseId}`,
    ],
  }));
  const error = change.error ?? publish.error;

  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading">
        The plan: {countOf(plan.routes.length, 'nurse')}, {plan.unplaced.length} left out
        {published ? ' (published)' : plan.edited ? ' (changed by hand)' : ''}
      </h2>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {/* What the last change did to the other nurses' days (ADR 084). */}
      {change.data && !change.isPending && !error ? <Alert tone="info">{change.data.movedText}</Alert> : null}
      {/* What re-planned it without her hand: an order the office cancelled, or "Re-optimise the rest". */}
      {run.noteText && !published ? <Alert tone="info">{run.noteText}</Alert> : null}
      {dragging && over ? (
        <Alert tone="info">
          {`Move ${nameOf(dragging)} to ${nurseName.get(over) ?? over}: ${previewText.get(over)?.text ?? 'checking…'}`}
        </Alert>
      ) : null}
      {notMoved ? <Alert tone="warning">{notMoved}</Alert> : null}
      <DayTimeline
        label="Each nurse's day"
        format={formatClock}
        drag={
          published
            ? undefined
            : {
                onStart: (_row, visitId) => {
                  setNotMoved(null);
                  setDragging(visitId);
                  setPreviewFor(visitId);
                },
                onOver: setOver,
                onEnd: () => {
                  setDragging(null);
                  setOver(null);
                },
                hint: (nurseId) => previewText.get(nurseId)?.text,
                onDrop: (nurseId) => {
                  const preview = previewText.get(nurseId);
                  if (!dragging) return;
                  // A drop that does not fit changes nothing, and says why.
                  if (preview && !preview.fits) setNotMoved(`${nameOf(dragging)} stays: ${preview.text}`);
                  else moveTo(dragging, nurseId);
                },
              }
        }
        rows={plan.routes.map((r, i) => ({
          id: r.nurseId,
          label: nurseName.get(r.nurseId) ?? r.nurseId,
          colour: i,
          hours: run.nurses.find((n) => n.id === r.nurseId)?.hours,
          bars: r.stops.map((s, k) => ({
            id: s.kind === 'visit' ? s.visitId : `drop-${k}`,
            draggable: s.kind === 'visit' && !change.isPending,
            start: s.arrival + s.wait,
            end: s.departure,
            label: s.kind === 'visit' ? nameOf(s.visitId) : `Drop-off at ${placeName.get(s.placeId) ?? s.placeId}`,
            tone:
              s.kind === 'drop' ? ('drop' as const) : plan.pins[s.visitId] ? ('pinned' as const) : ('visit' as const),
          })),
        }))}
      />
      <RouteMap
        label={`Map of the day: ${plan.routes.length === 1 ? '1 nurse’s route' : `${plan.routes.length} nurses’ routes`}`}
        points={points}
        lines={lines}
        tileUrl={board.tileUrl}
      />

      <ul className="app-list" aria-label="Nurses' days">
        {plan.routes.map((r) => {
          const name = nurseName.get(r.nurseId) ?? r.nurseId;
          return (
            <li key={r.nurseId}>
              <Card
                icon={RouteIcon}
                title={name}
                meta={`${formatClock(r.departure)}–${formatClock(r.arrival)} · ${Math.round(r.travel / 60)} min driving · base ${formatCents(r.baseEarningsCents)}`}
              >
                <ol className="app-list" aria-label={`${name}'s stops`}>
                  {r.stops.map((s, k) =>
                    s.kind === 'drop' ? (
                      <li key={`d${k}`}>
                        {formatClock(s.arrival + s.wait)} Drop-off at {placeName.get(s.placeId) ?? s.placeId}
                      </li>
                    ) : (
                      <li key={s.visitId}>
                        {published ? (
                          `${formatClock(s.arrival + s.wait)} ${nameOf(s.visitId)}`
                        ) : (
                          <VisitStop
                            label={`${formatClock(s.arrival + s.wait)} ${nameOf(s.visitId)}`}
                            pinned={plan.pins[s.visitId] !== undefined}
                            disabled={published || change.isPending}
                            nurses={run.nurses
                              .filter((n) => n.id !== r.nurseId)
                              .map((n) => ({
                                id: n.id,
                                name:
                                  previewFor === s.visitId && previewText.get(n.id)
                                    ? `${n.name} — ${previewText.get(n.id)!.text}`
                                    : n.name,
                              }))}
                            onPreview={() => setPreviewFor(s.visitId)}
                            onMove={(to) => moveTo(s.visitId, to)}
                            onPin={() =>
                              change.mutate({
                                runID: run.id,
                                change: { kind: 'pin', visitId: s.visitId, nurseId: r.nurseId },
                              })
                            }
                            onPinTime={(time) =>
                              change.mutate({
                                runID: run.id,
                                change: { kind: 'pin', visitId: s.visitId, nurseId: r.nurseId, time },
                              })
                            }
                            onUnpin={() =>
                              change.mutate({ runID: run.id, change: { kind: 'unpin', visitId: s.visitId } })
                            }
                            onSetAside={() =>
                              change.mutate({ runID: run.id, change: { kind: 'unassign', visitId: s.visitId } })
                            }
                          />
                        )}
                      </li>
                    ),
                  )}
                </ol>
                {!published ? (
                  <TextField
                    label={`Additional earnings for ${name} ($)`}
                    inputMode="numeric"
                    value={extra[r.nurseId] ?? ''}
                    onChange={(e) => setExtra({ ...extra, [r.nurseId]: e.target.value })}
                    error={refusals.get(r.nurseId)}
                  />
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>

      {plan.unplaced.length > 0 ? (
        <>
          <h3>Left out</h3>
          <ul className="app-list" aria-label="Visits left out">
            {plan.unplaced.map((u) => (
              <li key={u.visitId}>
                <Card icon={WarningIcon} tone="warning" title={nameOf(u.visitId)} meta={unplacedReasonTexts[u.reason]}>
                  {!published ? (
                    <PinToNurse
                      nurses={run.nurses}
                      disabled={change.isPending}
                      onPin={(to) =>
                        change.mutate({ runID: run.id, change: { kind: 'move', visitId: u.visitId, toNurseId: to } })
                      }
                    />
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {!published && confirming ? (
        // Publishing offers every day at once: the figures are asked before they are sent.
        <ConfirmPanel
          title={publishQuestion(publishSummaryOf(plan.routes, additionalCents))}
          confirmLabel={PUBLISH_CONFIRM_TEXTS.confirm}
          cancelLabel={PUBLISH_CONFIRM_TEXTS.cancel}
          busy={publish.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            publish.mutate(
              { runID: run.id, additionalEarningsCents: additionalCents },
              { onSettled: () => setConfirming(false) },
            )
          }
        >
          <p>{PUBLISH_CONFIRM_TEXTS.detail}</p>
        </ConfirmPanel>
      ) : null}
      {!published && !confirming ? (
        <CardActions>
          <Button disabled={plan.routes.length === 0 || refusals.size > 0} onClick={() => setConfirming(true)}>
            Publish offers
          </Button>
        </CardActions>
      ) : null}
    </section>
  );
}

function VisitStop(props: {
  label: string;
  pinned: boolean;
  disabled: boolean;
  nurses: readonly { id: string; name: string }[];
  /** Asks whether it fits each nurse, shown in the list before she is chosen (ADR 084). */
  onPreview: () => void;
  onMove: (to: string) => void;
  onPin: () => void;
  onPinTime: (seconds: number) => void;
  onUnpin: () => void;
  onSetAside: () => void;
}) {
  const [time, setTime] = useState('');
  return (
    <div className="ui-filters">
      <span>
        {props.label} {props.pinned ? <StatusChip tone="warning">Pinned</StatusChip> : null}
      </span>
      <SelectField
        label={`Move ${props.label} to`}
        value=""
        disabled={props.disabled}
        onFocus={props.onPreview}
        onPointerEnter={props.onPreview}
        onChange={(e) => e.target.value && props.onMove(e.target.value)}
        options={[{ value: '', label: 'Another nurse…' }, ...props.nurses.map((n) => ({ value: n.id, label: n.name }))]}
      />
      {props.pinned ? (
        <Button variant="secondary" disabled={props.disabled} onClick={props.onUnpin}>
          Unpin
        </Button>
      ) : (
        <Button variant="secondary" disabled={props.disabled} onClick={props.onPin}>
          Pin
        </Button>
      )}
      <TextField
        label={`Start ${props.label} at`}
        type="time"
        value={time}
        disabled={props.disabled}
        onChange={(e) => setTime(e.target.value)}
      />
      <Button
        variant="secondary"
        disabled={props.disabled || !/^\d{2}:\d{2}$/.test(time)}
        onClick={() => props.onPinTime(clockSeconds(time))}
      >
        Pin to this time
      </Button>
      <Button variant="secondary" disabled={props.disabled} onClick={props.onSetAside}>
        Set aside
      </Button>
    </div>
  );
}

function PinToNurse({
  nurses,
  disabled,
  onPin,
}: {
  nurses: readonly { id: string; name: string }[];
  disabled: boolean;
  onPin: (to: string) => void;
}) {
  return (
    <SelectField
      label="Give it to"
      value=""
      disabled={disabled}
      onChange={(e) => e.target.value && onPin(e.target.value)}
      options={[{ value: '', label: 'Choose a nurse…' }, ...nurses.map((n) => ({ value: n.id, label: n.name }))]}
    />
  );
}

function Itineraries({ board }: { board: Board }) {
  const refresh = useRefreshBoard();
  const offer = useFnMutation('offerDispatchItinerary', refresh);
  const assign = useFnMutation('assignNurseToItinerary', refresh);
  const [to, setTo] = useState<Record<string, string>>({});
  if (board.itineraries.length === 0) return null;
  const answer = offer.data ?? assign.data;
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading">Offers</h2>
      {(offer.error ?? assign.error) ? <Alert tone="danger">{(offer.error ?? assign.error)!.message}</Alert> : null}
      {answer && !answer.success ? <Alert tone="warning">{answer.message}</Alert> : null}
      <ul className="app-list" aria-label="Published itineraries">
        {board.itineraries.map((it) => {
          const open = it.status === 'open';
          const chosen = to[it.id] ?? '';
          return (
            <li key={it.id}>
              <Card
                icon={RouteIcon}
                title={`${countOf(it.visitCount, 'visit')} · ${formatCents(it.earningsCents)}`}
                meta={it.nurseName ? `Taken by ${it.nurseName}` : 'Not taken yet'}
                status={<StatusChip tone={open ? 'info' : 'success'}>{open ? 'Open' : 'Taken'}</StatusChip>}
              >
                <ul className="app-list" aria-label="Offers made">
                  {it.offers.map((o) => (
                    <li key={o.userID}>
                      {o.name} <StatusChip tone={offerTones[o.status]}>{offerWords[o.status]}</StatusChip>
                      {o.declineReason ? ` “${o.declineReason}”` : ''}
                    </li>
                  ))}
                </ul>
                {open ? (
                  <CardActions>
                    <SelectField
                      label="Nurse"
                      value={chosen}
                      onChange={(e) => setTo({ ...to, [it.id]: e.target.value })}
                      options={[
                        { value: '', label: 'Choose a nurse…' },
                        ...board.nurses.map((n) => ({ value: n.id, label: n.name })),
                      ]}
                    />
                    <Button
                      variant="secondary"
                      disabled={!chosen}
                      busy={offer.isPending}
                      onClick={() => offer.mutate({ itineraryID: it.id, userID: chosen })}
                    >
                      Offer to her
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!chosen}
                      busy={assign.isPending}
                      onClick={() => assign.mutate({ itineraryID: it.id, userID: chosen })}
                    >
                      Assign directly
                    </Button>
                  </CardActions>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
