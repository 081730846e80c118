/**
 * A collected tube's stability clock (issue 25, architecture.md 10): time since collection, the spin
 * window of serum (clot, then spin within 2 hours), when the lab must have it, how it travels, and
 * an alert as it nears or passes a limit. Operations' live day, the nurse's itinerary steps and the
 * office's procedure page show this one component, so all three say the same at the same minute.
 * The clock is the domain's (stability/specimen-clock.ts), run here against `now`: it ticks with no
 * request. Import it from this file (not index.ts): the first load does not carry it.
 */
import {
  clockLines,
  specimenClock,
  stabilityAlerts,
  stabilityAlertText,
  type ClockState,
  type StabilityRule,
} from '@sc/domain/stability/specimen-clock';
import { Alert } from './alert.tsx';
import { StatusChip, type ChipTone } from './status-chip.tsx';
import './stability-clock.css';

export interface ClockedSpecimen {
  sampleID: string;
  tube: string;
  serial: string | null;
  timeZone: string;
  collectedAt: string;
  spunAt: string | null;
  atLabAt: string | null;
  rule: StabilityRule | null;
}

const stateChip: Record<ClockState, { tone: ChipTone; label: string }> = {
  ok: { tone: 'success', label: 'Within limits' },
  nearing: { tone: 'warning', label: 'Nearing its limit' },
  overdue: { tone: 'danger', label: 'Past its limit' },
  done: { tone: 'neutral', label: 'At the lab' },
};

export interface StabilityClockProps {
  specimen: ClockedSpecimen;
  /** Epoch ms: a screen passes one clock (useClock) to all its tubes. */
  now: number;
  /** Heading level of the tube's name inside its section (default 3). */
  headingLevel?: 2 | 3 | 4;
}

export function StabilityClock({ specimen, now, headingLevel = 3 }: StabilityClockProps) {
  const Heading = `h${headingLevel}` as const;
  const name = specimen.serial ? `${specimen.tube} (${specimen.serial})` : specimen.tube;
  if (!specimen.rule)
    return (
      <section className="ui-clock" aria-label={`Stability clock: ${name}`}>
        <Heading className="ui-clock__title">{name}</Heading>
        <p className="ui-clock__muted">No stability rule is known for this tube.</p>
      </section>
    );
  const at = new Date(now);
  const clock = specimenClock(specimen.rule, specimen, at);
  const chip = stateChip[clock.state];
  const alerts = stabilityAlerts(clock);
  return (
    <section className="ui-clock" aria-label={`Stability clock: ${name}`}>
      <div className="ui-clock__head">
        <Heading className="ui-clock__title">{name}</Heading>
        <StatusChip tone={chip.tone}>{chip.label}</StatusChip>
      </div>
      <dl className="ui-clock__lines">
        {clockLines(clock, specimen.timeZone).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        {clock.handling.length > 0 ? (
          <div>
            <dt>Keep</dt>
            <dd>{clock.handling.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      {alerts.map((alert) => (
        <Alert key={alert.kind} tone={alert.tone}>
          {stabilityAlertText(alert, specimen.tube, specimen.timeZone, at)}
        </Alert>
      ))}
    </section>
  );
}

/** The tubes of a list whose clocks raise an alert now, for a banner above them. */
export function alertingSpecimens(specimens: readonly ClockedSpecimen[], now: number): ClockedSpecimen[] {
  return specimens.filter(
    (s) => s.rule !== null && stabilityAlerts(specimenClock(s.rule, s, new Date(now))).length > 0,
  );
}
