/** Pieces the drive screens share: the transit alert and the too-far reason. */
import { useId, useState, type FormEvent } from 'react';
import { FAR_FROM_WAYPOINT_M } from '@sc/domain/constants';
import { transitTexts, type TransitCheck } from '@sc/domain/field-checks/transit';
import { Button, Card, CardActions, TextField } from '../../../../components/ui/index.ts';

export function TransitAlertDialog({
  check,
  onConfirm,
  onCancel,
}: {
  check: TransitCheck;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  if (!check.alert) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} className="drive-alert">
      <Card>
        <h2 id={titleId}>{check.alert.title}</h2>
        <p>{check.alert.message}</p>
        <CardActions>
          <Button onClick={onConfirm}>{check.alert.confirmLabel}</Button>
          {check.alert.confirmLabel === transitTexts.sure ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </CardActions>
      </Card>
    </div>
  );
}

export function FarReasonForm({ busy, onSubmit }: { busy: boolean; onSubmit: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError('Please give a reason.');
    onSubmit(reason.trim());
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Far from the stop">
      <TextField
        id={id}
        label={`You are more than ${FAR_FROM_WAYPOINT_M / 1000} km from this stop. Why?`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth busy={busy}>
        I've arrived
      </Button>
    </form>
  );
}
