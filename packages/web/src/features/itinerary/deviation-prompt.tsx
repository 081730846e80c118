/**
 * The reasons a stop needs before it can be finished (SPEC.md 4, 5): one field per failed check,
 * in run order; an empty one shows the SPEC text ("Missing duration deviation reason", ...).
 */
import { useId, useState, type FormEvent } from 'react';
import { missingReasonText, type DeviationName } from '@sc/domain/field-checks/deviation';
import { Button, Card, TextField } from '../../components/ui/index.ts';

const questions: Record<DeviationName, string> = {
  duration: 'This stop took longer than planned. Why?',
  location: 'You are more than 1 km from this stop. Why?',
};

export function DeviationPrompt({
  checks,
  busy,
  onSubmit,
}: {
  checks: readonly DeviationName[];
  busy: boolean;
  onSubmit: (reasons: Partial<Record<DeviationName, string>>) => void;
}) {
  const id = useId();
  const [reasons, setReasons] = useState<Partial<Record<DeviationName, string>>>({});
  const [shown, setShown] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (checks.some((name) => !reasons[name]?.trim())) return;
    onSubmit(reasons);
  }

  return (
    <Card title="Before you finish this stop">
      <form onSubmit={submit} noValidate aria-label="Deviation reasons">
        {checks.map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            label={questions[name]}
            value={reasons[name] ?? ''}
            onChange={(e) => setReasons((r) => ({ ...r, [name]: e.target.value }))}
            error={shown && !reasons[name]?.trim() ? missingReasonText(name) : undefined}
          />
        ))}
        <Button type="submit" fullWidth busy={busy}>
          Finish stop
        </Button>
      </form>
    </Card>
  );
}
