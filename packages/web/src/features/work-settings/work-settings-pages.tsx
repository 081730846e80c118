/**
 * Work settings (requirements.md 2.10 work-settings and its children, 3 shiftSettings and taskTypes; issue
 * 23, ADR 043): where and when she works, what she performs, where she leaves from. A pending nurse
 * reaches them from her welcome page's "Go to work settings": the hub then shows what joining still
 * needs (profile, work settings, documents) and submits her for review once all are done.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { ADDRESS_PLACE_TEXTS, formatMapPin } from '@sc/domain/addresses/address-place';
import { VISIT_PLACE_TEXTS } from '@sc/domain/addresses/visit-place';
import type { FnOutput } from '@sc/domain/contract/index';
import { messages } from '@sc/domain/messages';
import { dayParts, taskTypeLabels, taskTypes, type DayPart } from '@sc/domain/vocabulary/nurse-profile';
import { timeZoneName } from '@sc/domain/format/local-dates';
import type { OnboardingStep } from '@sc/domain/nurse-profile/onboarding';
import {
  ActionBar,
  Alert,
  Button,
  Card,
  Checkbox,
  LinkButton,
  ListRow,
  Page,
  PageLoading,
  StatusChip,
  TextField,
} from '../../components/ui/index.ts';
import { MapPinField, PlacedAt, useAddressPlacement } from '../../components/address/address-placement.tsx';
import { call } from '../../lib/api.ts';
import { useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { now } from '../../lib/clock.ts';
import { viewerLocale } from '../../lib/locale.ts';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

type WorkSettings = FnOutput<'getWorkSettings'>['workSettings'];

const dayPartLabels: Record<DayPart, string> = { morning: 'Mornings', afternoon: 'Afternoons', evening: 'Evenings' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const stepLabels: Record<OnboardingStep, string> = {
  profile: 'Your profile',
  'work-settings': 'Work settings',
  documents: 'Your licence',
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const toMinute = (value: string) => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function hoursSummary(ws: WorkSettings): string {
  const days = [...new Set(ws.availability.weekly.map((b) => b.weekday))];
  if (days.length === 0) return 'Not set';
  return days.map((d) => WEEKDAYS[d]!.slice(0, 3)).join(', ');
}

/** Loads her settings and renders `children` with them; saving pages go back to the hub. */
function WithSettings({ title, children }: { title: string; children: (ws: WorkSettings) => ReactNode }) {
  const settings = useFn('getWorkSettings', {});
  return (
    <Page title={title} width="narrow">
      {settings.isPending ? <PageLoading /> : null}
      {settings.error ? <Alert tone="danger">{settings.error.message}</Alert> : null}
      {settings.data ? children(settings.data.workSettings) : null}
    </Page>
  );
}

/** A save that refreshes what the hub and the viewer show, then returns to the hub. */
function useSave<N extends Parameters<typeof useFnMutation>[0]>(name: N) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  return useFnMutation(name, {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['getWorkSettings'] });
      await queryClient.invalidateQueries({ queryKey: ['getNurseProfile'] });
      navigate(paths.workSettings.href(), { state: { flash: { tone: 'success', text: 'Saved.' } } });
    },
  });
}

export function WorkSettingsPage() {
  const appPath = useAppPath();
  const location = useLocation();
  const queryClient = useQueryClient();
  const settings = useFn('getWorkSettings', {});
  const submit = useFnMutation('submitOnboarding', {
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
  const track = (name: 'click location preferences' | 'click availability preferences') =>
    void call('trackEvent', { name, route: location.pathname, properties: { prevRoute: location.pathname } }).catch(
      () => undefined,
    );
  if (settings.isPending) return <PageLoading />;
  if (settings.error) return <Alert tone="danger">{settings.error.message}</Alert>;
  const { workSettings: ws, onboarding } = settings.data;
  const joining = onboarding.status === 'pending';
  const stepLink: Record<OnboardingStep, string> = {
    profile: paths.profile.href(),
    'work-settings': paths.workSettings.href(),
    documents: paths.profile.href(),
  };
  const sections = [
    {
      title: 'Availability',
      meta: hoursSummary(ws),
      to: paths.workSettingsAvailability.href(),
      onClick: () => track('click availability preferences'),
    },
    {
      title: 'Location settings',
      meta: ws.location.leaveFrom ?? 'Where you leave from: not set',
      to: paths.workSettingsLocation.href(),
      onClick: () => track('click location preferences'),
    },
    {
      title: 'Work area',
      meta:
        ws.serviceRegions
          .filter((r) => r.selected)
          .map((r) => r.name)
          .join(', ') || 'No service region chosen',
      to: paths.workSettingsWorkArea.href(),
    },
    {
      title: 'Shift preferences',
      meta: ws.shiftPreferences.dayParts.map((p) => dayPartLabels[p]).join(', ') || 'Any time of day',
      to: paths.workSettingsShiftPreferences.href(),
    },
    {
      title: 'My procedures',
      meta: ws.taskTypes.map((t) => taskTypeLabels[t]).join(', ') || 'None chosen',
      to: paths.workSettingsProcedures.href(),
    },
  ];
  return (
    <Page title="Work Settings" width="narrow">
      {submit.isSuccess ? (
        <Alert tone="success" title={messages.sentForReviewTitle}>
          {messages.sentForReview}
        </Alert>
      ) : null}
      {joining ? (
        <Card title="Finish joining">
          <p>Operations review these before your first shift.</p>
          <ul className="ui-list-rows" aria-label="Joining steps">
            {(['profile', 'work-settings', 'documents'] as const).map((step) => {
              const done = !onboarding.missing.includes(step);
              return (
                <li key={step}>
                  <ListRow
                    title={stepLabels[step]}
                    to={appPath(stepLink[step])}
                    status={<StatusChip tone={done ? 'success' : 'warning'}>{done ? 'Done' : 'To do'}</StatusChip>}
                  />
                </li>
              );
            })}
          </ul>
          {submit.error ? <Alert tone="danger">{submit.error.message}</Alert> : null}
        </Card>
      ) : null}
      <ul className="ui-list-rows" aria-label="Work settings">
        {sections.map((s) => (
          <li key={s.title} onClickCapture={s.onClick}>
            <ListRow title={s.title} meta={s.meta} to={appPath(s.to)} />
          </li>
        ))}
      </ul>
      {!joining ? (
        <ul className="ui-list-rows" aria-label="Your supplies">
          <li>
            <ListRow
              title="My supplies"
              meta="Kits sent to you, and activating them"
              to={appPath(paths.mySupplies.href())}
            />
          </li>
          <li>
            <ListRow title="Training" meta="Your required courses" to={appPath(paths.training.href())} />
          </li>
        </ul>
      ) : null}
      {joining ? (
        <ActionBar>
          <Button
            fullWidth
            disabled={onboarding.missing.length > 0}
            busy={submit.isPending}
            onClick={() => submit.mutate({})}
          >
            Submit for review
          </Button>
        </ActionBar>
      ) : null}
      {joining && onboarding.missing.length > 0 ? <p>Submit for review once every step is done.</p> : null}
    </Page>
  );
}

export function AvailabilityPage() {
  return <WithSettings title="Availability">{(ws) => <AvailabilityForm ws={ws} />}</WithSettings>;
}

function AvailabilityForm({ ws }: { ws: WorkSettings }) {
  const save = useSave('updateAvailability');
  const first = (weekday: number) => ws.availability.weekly.find((b) => b.weekday === weekday);
  const [days, setDays] = useState(() =>
    WEEKDAYS.map((_, weekday) => {
      const block = first(weekday);
      return { on: block !== undefined, start: hhmm(block?.startMinute ?? 480), end: hhmm(block?.endMinute ?? 1020) };
    }),
  );
  const [daysOff, setDaysOff] = useState(() =>
    ws.availability.exceptions.filter((e) => e.startMinute === null).map((e) => e.date),
  );
  const [newDayOff, setNewDayOff] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      weekly: days.flatMap((d, weekday) =>
        d.on ? [{ weekday, startMinute: toMinute(d.start), endMinute: toMinute(d.end) }] : [],
      ),
      exceptions: daysOff.map((date) => ({ date, startMinute: null, endMinute: null })),
    });
  };
  const set = (i: number, change: Partial<(typeof days)[number]>) =>
    setDays((all) => all.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <form id="availability-form" onSubmit={submit} noValidate>
      <p>Your weekly hours, in your time zone ({timeZoneName(ws.timeZone, viewerLocale(), now())}).</p>
      {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
      {WEEKDAYS.map((name, i) => (
        <Card key={name}>
          <Checkbox label={name} checked={days[i]!.on} onChange={(e) => set(i, { on: e.target.checked })} />
          {days[i]!.on ? (
            <div className="ui-figure-row">
              <TextField
                label={`${name} from`}
                type="time"
                value={days[i]!.start}
                onChange={(e) => set(i, { start: e.target.value })}
              />
              <TextField
                label={`${name} until`}
                type="time"
                value={days[i]!.end}
                onChange={(e) => set(i, { end: e.target.value })}
              />
            </div>
          ) : null}
        </Card>
      ))}
      <Card title="Days off">
        {daysOff.length === 0 ? <p>No days off planned.</p> : null}
        <ul className="ui-list-rows" aria-label="Days off">
          {daysOff.map((date) => (
            <li key={date}>
              <ListRow
                title={date}
                value={
                  <Button variant="link" onClick={() => setDaysOff((all) => all.filter((d) => d !== date))}>
                    Remove
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        <TextField label="Add a day off" type="date" value={newDayOff} onChange={(e) => setNewDayOff(e.target.value)} />
        <Button
          variant="secondary"
          fullWidth
          disabled={newDayOff === '' || daysOff.includes(newDayOff)}
          onClick={() => {
            setDaysOff((all) => [...all, newDayOff].sort());
            setNewDayOff('');
          }}
        >
          Add day off
        </Button>
      </Card>
      <ActionBar>
        <Button type="submit" form="availability-form" fullWidth busy={save.isPending}>
          Save availability
        </Button>
      </ActionBar>
    </form>
  );
}

export function LocationSettingsPage() {
  return <WithSettings title="Location settings">{(ws) => <LocationForm ws={ws} />}</WithSettings>;
}

function LocationForm({ ws }: { ws: WorkSettings }) {
  const save = useSave('updateLocationSettings');
  const [leaveFrom, setLeaveFrom] = useState(ws.location.leaveFrom ?? '');
  const [pin, setPin] = useState(ws.location.leaveFromPin ?? '');
  const [returnTo, setReturnTo] = useState(ws.location.returnTo ?? '');
  // Her address is looked up and confirmed before it is saved (ADR 082).
  const placing = useAddressPlacement();
  const leaveFromInput = useRef<HTMLInputElement>(null);
  const ownField = (field: string | undefined) => field === 'leaveFrom' || field === 'leaveFromPin';
  return (
    <form
      id="location-form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (await placing.readyToSave(leaveFrom, pin)) save.mutate({ leaveFrom, leaveFromPin: pin, returnTo });
      }}
    >
      <p>Where your days start and end: dispatch plans your first and last drive from these.</p>
      {/* Saved before the rule (ADR 071): dispatch leaves her out until her leave-from has a place. */}
      {ws.location.leaveFrom && !ws.location.leaveFromPin && !save.error ? (
        <Alert tone="warning" title={VISIT_PLACE_TEXTS.needsPlace}>
          {ADDRESS_PLACE_TEXTS.leaveFromUnplaced}
        </Alert>
      ) : null}
      <TextField
        label="Leave from"
        autoComplete="street-address"
        ref={leaveFromInput}
        value={leaveFrom}
        error={placing.addressError ?? (save.error?.field === 'leaveFrom' ? save.error.message : undefined)}
        onChange={(e) => {
          setLeaveFrom(e.target.value);
          placing.reset();
          // A new address needs its own place: the old address's point does not go with it (ADR 071).
          if (pin === (ws.location.leaveFromPin ?? '')) setPin('');
        }}
      />
      {placing.found ? (
        <PlacedAt
          place={placing.found}
          busy={save.isPending}
          onConfirm={() => {
            if (placing.found) save.mutate({ leaveFrom, leaveFromPin: formatMapPin(placing.found.point), returnTo });
          }}
          onCorrect={() => {
            placing.reset();
            leaveFromInput.current?.focus();
          }}
        />
      ) : null}
      <MapPinField
        value={pin}
        error={save.error?.field === 'leaveFromPin' ? save.error.message : undefined}
        onChange={(e) => setPin(e.target.value)}
      />
      <TextField label="Return to (if different)" value={returnTo} onChange={(e) => setReturnTo(e.target.value)} />
      {save.error && !ownField(save.error.field) ? <Alert tone="danger">{save.error.message}</Alert> : null}
      <ActionBar>
        <Button type="submit" form="location-form" fullWidth busy={save.isPending || placing.looking}>
          Save locations
        </Button>
      </ActionBar>
    </form>
  );
}

export function WorkAreaPage() {
  const focus = useParams().serviceRegionGroupID;
  if (focus !== undefined) return <ServiceRegionSettingsPage id={focus} />;
  return <WithSettings title="Work area">{(ws) => <WorkAreaForm ws={ws} focus={undefined} />}</WithSettings>;
}

/**
 * One region's own settings (requirements.md 2.10 `service-region-settings/{serviceRegionGroupID}`),
 * reached from the work area's link beside each region she works in: titled by the region, saving
 * her choice for it alone (the others stay as they are).
 */
function ServiceRegionSettingsPage({ id }: { id: string }) {
  const settings = useFn('getWorkSettings', {});
  const region = settings.data?.workSettings.serviceRegions.find((r) => r.id === id);
  return (
    <WithSettings title={region ? `${region.name} settings` : 'Service region settings'}>
      {(ws) => <WorkAreaForm ws={ws} focus={id} />}
    </WithSettings>
  );
}

function WorkAreaForm({ ws, focus }: { ws: WorkSettings; focus: string | undefined }) {
  const save = useSave('updateServiceRegions');
  const appPath = useAppPath();
  const [chosen, setChosen] = useState(() => new Set(ws.serviceRegions.filter((r) => r.selected).map((r) => r.id)));
  const regions = focus ? ws.serviceRegions.filter((r) => r.id === focus) : ws.serviceRegions;
  const one = focus ? regions[0] : undefined;
  return (
    <form
      id="work-area-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ serviceRegionIDs: [...chosen] });
      }}
    >
      <p>
        {one
          ? `You are offered work in ${one.name} while you work in it.`
          : 'The service regions you work in. You are offered work in these only.'}
      </p>
      {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
      {regions.length === 0 ? <Alert tone="warning">There is no such service region.</Alert> : null}
      {regions.map((r) => (
        <div key={r.id} className="ui-filters">
          <Checkbox
            label={one ? `I work in ${r.name}` : r.name}
            checked={chosen.has(r.id)}
            onChange={(e) =>
              setChosen((all) => {
                const next = new Set(all);
                if (e.target.checked) next.add(r.id);
                else next.delete(r.id);
                return next;
              })
            }
          />
          {/* Each region she works in has its own settings page (requirements.md 2.10). */}
          {!one && r.selected ? (
            <LinkButton
              variant="link"
              to={appPath(paths.workSettingsServiceRegion.href({ serviceRegionGroupID: r.id }))}
            >
              {r.name} settings
            </LinkButton>
          ) : null}
        </div>
      ))}
      {one ? (
        <LinkButton variant="link" to={appPath(paths.workSettingsWorkArea.href())}>
          Back to work area
        </LinkButton>
      ) : null}
      <ActionBar>
        <Button type="submit" form="work-area-form" fullWidth busy={save.isPending}>
          {one ? `Save ${one.name} settings` : 'Save work area'}
        </Button>
      </ActionBar>
    </form>
  );
}

export function ShiftPreferencesPage() {
  return <WithSettings title="Shift preferences">{(ws) => <ShiftPreferencesForm ws={ws} />}</WithSettings>;
}

function ShiftPreferencesForm({ ws }: { ws: WorkSettings }) {
  const save = useSave('updateShiftPreferences');
  const [parts, setParts] = useState(() => new Set(ws.shiftPreferences.dayParts));
  const [hours, setHours] = useState(ws.shiftPreferences.maxHoursPerWeek?.toString() ?? '');
  const [drive, setDrive] = useState(ws.shiftPreferences.maxDriveMinutes?.toString() ?? '');
  const number = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    <form
      id="shift-preferences-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ dayParts: [...parts], maxHoursPerWeek: number(hours), maxDriveMinutes: number(drive) });
      }}
    >
      {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
      <Card title="When you prefer to work">
        <div role="group" aria-label="When you prefer to work">
          {dayParts.map((p) => (
            <Checkbox
              key={p}
              label={dayPartLabels[p]}
              checked={parts.has(p)}
              onChange={(e) =>
                setParts((all) => {
                  const next = new Set(all);
                  if (e.target.checked) next.add(p);
                  else next.delete(p);
                  return next;
                })
              }
            />
          ))}
        </div>
      </Card>
      <TextField
        label="Most hours a week"
        inputMode="numeric"
        value={hours}
        onChange={(e) => setHours(e.target.value.replace(/\D/g, ''))}
      />
      <TextField
        label="Longest drive to a first stop (minutes)"
        inputMode="numeric"
        value={drive}
        onChange={(e) => setDrive(e.target.value.replace(/\D/g, ''))}
      />
      <ActionBar>
        <Button type="submit" form="shift-preferences-form" fullWidth busy={save.isPending}>
          Save preferences
        </Button>
      </ActionBar>
    </form>
  );
}

export function MyProceduresPage() {
  return <WithSettings title="My procedures">{(ws) => <ProceduresForm ws={ws} />}</WithSettings>;
}

function ProceduresForm({ ws }: { ws: WorkSettings }) {
  const save = useSave('updateMyProcedures');
  const [chosen, setChosen] = useState(() => new Set(ws.taskTypes));
  return (
    <form
      id="procedures-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ taskTypes: [...chosen] });
      }}
    >
      <p>The procedures you perform. You are offered visits that need only these.</p>
      {save.error ? <Alert tone="danger">{save.error.message}</Alert> : null}
      {taskTypes.map((type) => (
        <Checkbox
          key={type}
          label={taskTypeLabels[type]}
          checked={chosen.has(type)}
          onChange={(e) =>
            setChosen((all) => {
              const next = new Set(all);
              if (e.target.checked) next.add(type);
              else next.delete(type);
              return next;
            })
          }
        />
      ))}
      <ActionBar>
        <Button type="submit" form="procedures-form" fullWidth busy={save.isPending}>
          Save procedures
        </Button>
      </ActionBar>
    </form>
  );
}
