/**
 * Pieces the drive screens share: the transit alert (requirements.md 4, 8 titles and texts, with the ETA,
 * the time to leave and a call to support), the too-far reason, and the arrival prompt.
 */
import { useId, useState, type FormEvent } from 'react';
import { FAR_FROM_WAYPOINT_M } from '@sc/domain/constants';
import { formatEta, formatTimeToLeave } from '@sc/domain/field-checks/drive-timing';
import { OTHER_REASON, toDeviationReason } from '@sc/domain/field-checks/deviation-reasons';
import { transitTexts } from '@sc/domain/field-checks/transit';
import { formatTime } from '@sc/domain/format/dates';
import { Button, Card, CardActions } from '../../../../components/ui/index.ts';
import { noAnswer, ReasonQuestion, type ReasonAnswer } from '../../deviation-prompt.tsx';
import { toTelHref } from './contact-links.ts';
import type { OpenTransitAlert } from './use-drive.ts';

export function TransitAlertDialog({
  open,
  scheduledStart,
  timeZone,
  supportPhone,
  onConfirm,
  onCancel,
}: {
  open: OpenTransitAlert;
  scheduledStart: string;
  timeZone: string;
  supportPhone: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const { check, drivingEstimateMs, checkedAt } = open;
  if (!check.alert) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="drive-alert">
      <Card>
        <h2 id={titleId}>{check.alert.title}</h2>
        <p>{check.alert.message}</p>
        <p className="drive-alert__eta">{formatEta(checkedAt, drivingEstimateMs, timeZone)}</p>
        <p>Scheduled start: {formatTime(scheduledStart, timeZone)}</p>
        <p className="drive-alert__leave">
          {formatTimeToLeave(checkedAt, scheduledStart, drivingEstimateMs, timeZone)}
        </p>
        <CardActions>
          <Button onClick={onConfirm}>{check.alert.confirmLabel}</Button>
          {check.alert.confirmLabel === transitTexts.sure ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          {supportPhone ? (
            <a className="ui-button ui-button--secondary" href={toTelHref(supportPhone)}>
              Call support
            </a>
          ) : null}
        </CardActions>
      </Card>
    </div>
  );
}

/** The too-far reason on arrival: one tap on a listed reason arrives; "Other" takes her words. */
export function FarReasonForm({ busy, onSubmit }: { busy: boolean; onSubmit: (reason: string) => void }) {
  const [answer, setAnswer] = useState<ReasonAnswer>(noAnswer);
  const [error, setError] = useState<string>();
  function choose(next: ReasonAnswer) {
    setAnswer(next);
    setError(undefined);
    if (next.choice !== answer.choice && next.choice !== OTHER_REASON) {
      const reason = toDeviationReason('location', next.choice);
      if (reason) onSubmit(reason);
    }
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const reason = toDeviationReason('location', answer.choice, answer.other);
    if (!reason) return setError('Please give a reason.');
    onSubmit(reason);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Far from the stop" className="drive-far">
      <ReasonQuestion name="location" answer={answer} error={error} disabled={busy} onAnswer={choose} />
      {answer.choice === OTHER_REASON ? (
        <Button type="submit" fullWidth busy={busy}>
          I've arrived
        </Button>
      ) : null}
    </form>
  );
}

/**
 * "I've arrived", proposed as a question once the phone is within the far-from-waypoint distance
 * of the stop (requirements.md 9). The button stays the same element either way, so a position fix that
 * arrives while her thumb is on its way does not swap it for another.
 */
export function ArriveButton({ near, busy, onArrive }: { near: boolean; busy: boolean; onArrive: () => void }) {
  const titleId = useId();
  return (
    <section
      className={near ? 'drive-arrival drive-arrival--near' : 'drive-arrival'}
      aria-labelledby={near ? titleId : undefined}
    >
      {near ? (
        <>
          <h2 id={titleId}>You have arrived?</h2>
          <p>You are within {FAR_FROM_WAYPOINT_M / 1000} km of this stop. Confirm your arrival to start.</p>
        </>
      ) : null}
      <Button fullWidth busy={busy} onClick={onArrive}>
        I've arrived
      </Button>
    </section>
  );
}
