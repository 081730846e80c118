/**
 * The reasons a stop needs before it can be finished (requirements.md 4, 5): one question per failed check,
 * in run order, answered by one tap on a listed reason, or "Other" and her own words (issue 13).
 * A tap that answers the last open question finishes the stop at once; an unanswered one shows
 * the requirements.md text ("Missing duration deviation reason", ...). ReasonQuestion is also the arrival's
 * too-far question on the drive screens.
 */
import { useId, useState, type FormEvent } from 'react';
import { missingReasonText, type DeviationName } from '@sc/domain/field-checks/deviation';
import {
  deviationQuestions,
  deviationReasonChoices,
  OTHER_REASON,
  toDeviationReason,
} from '@sc/domain/field-checks/deviation-reasons';
import { Button, Card, TextField } from '../../components/ui/index.ts';
import './deviation-prompt.css';

/** What the nurse picked for one question: a listed reason, or Other with her words. */
export interface ReasonAnswer {
  choice: string | null;
  other: string;
}

export const noAnswer: ReasonAnswer = { choice: null, other: '' };

export function ReasonQuestion({
  name,
  question = deviationQuestions[name],
  answer,
  error,
  disabled,
  onAnswer,
}: {
  name: DeviationName;
  question?: string;
  answer: ReasonAnswer;
  error?: string;
  disabled?: boolean;
  onAnswer: (answer: ReasonAnswer) => void;
}) {
  const id = useId();
  return (
    <fieldset className="reason-question" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="reason-question__legend">{question}</legend>
      <div className="reason-question__choices">
        {deviationReasonChoices[name].map((choice) => (
          <Button
            key={choice}
            variant="secondary"
            fullWidth
            disabled={disabled}
            aria-pressed={answer.choice === choice}
            className="reason-question__choice"
            onClick={() => onAnswer({ ...answer, choice })}
          >
            {choice}
          </Button>
        ))}
      </div>
      {answer.choice === OTHER_REASON ? (
        <TextField
          id={`${id}-other`}
          label="Your reason"
          autoFocus
          value={answer.other}
          onChange={(e) => onAnswer({ ...answer, other: e.target.value })}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Reasons = Partial<Record<DeviationName, string>>;

function toReasons(checks: readonly DeviationName[], answers: Partial<Record<DeviationName, ReasonAnswer>>): Reasons {
  const reasons: Reasons = {};
  for (const name of checks) {
    const answer = answers[name] ?? noAnswer;
    const reason = toDeviationReason(name, answer.choice, answer.other);
    if (reason) reasons[name] = reason;
  }
  return reasons;
}

export function DeviationPrompt({
  checks,
  busy,
  onSubmit,
}: {
  checks: readonly DeviationName[];
  busy: boolean;
  onSubmit: (reasons: Reasons) => void;
}) {
  const [answers, setAnswers] = useState<Partial<Record<DeviationName, ReasonAnswer>>>({});
  const [shown, setShown] = useState(false);

  const complete = (reasons: Reasons) => checks.every((name) => reasons[name]);

  function answer(name: DeviationName, next: ReasonAnswer) {
    const all = { ...answers, [name]: next };
    setAnswers(all);
    const tapped = answers[name]?.choice !== next.choice;
    // One tap: a listed reason that answers the last open question finishes the stop.
    const reasons = toReasons(checks, all);
    if (tapped && next.choice !== OTHER_REASON && complete(reasons)) onSubmit(reasons);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    const reasons = toReasons(checks, answers);
    if (complete(reasons)) onSubmit(reasons);
  }

  const given = toReasons(checks, answers);
  return (
    <Card title="Before you finish this stop">
      <form onSubmit={submit} noValidate aria-label="Deviation reasons" className="deviation-prompt">
        {checks.map((name) => (
          <ReasonQuestion
            key={name}
            name={name}
            answer={answers[name] ?? noAnswer}
            disabled={busy}
            error={shown && !given[name] ? missingReasonText(name) : undefined}
            onAnswer={(next) => answer(name, next)}
          />
        ))}
        <Button type="submit" fullWidth busy={busy}>
          Finish stop
        </Button>
      </form>
    </Card>
  );
}
