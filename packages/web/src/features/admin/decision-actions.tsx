/**
 * A record's decisions on the People and Offices pages (issue 25): a button for each decision the
 * rule allows, and once one is pressed, the question in a ConfirmPanel in its place.
 */
import { Alert, Button, CardActions } from '../../components/ui/index.ts';
import { ConfirmPanel } from '../../components/ui/confirm-panel.tsx';

export interface DecisionActionsProps<D extends string> {
  /** Who or what is decided on, as the question names it: "Decline Abel Approval?" */
  subject: string;
  /** What tells the buttons apart for a screen reader when the list has many records. */
  buttonSubject: string;
  decisions: readonly D[];
  labels: Readonly<Record<D, { button: string }>>;
  consequences: Readonly<Record<D, string>>;
  /** The decision being asked about for this record, if any. */
  asking: D | null;
  /** Decisions the person cannot undo themselves (decline) ask with a danger button. */
  isDanger?: (decision: D) => boolean;
  busy: boolean;
  onAsk: (decision: D) => void;
  onCancel: () => void;
  onConfirm: (decision: D) => void;
}

export function DecisionActions<D extends string>(props: DecisionActionsProps<D>) {
  const { subject, buttonSubject, decisions, labels, consequences, asking, isDanger, busy } = props;
  if (asking !== null) {
    const label = labels[asking].button;
    return (
      <ConfirmPanel
        title={`${label}: ${subject}?`}
        confirmLabel={`Yes, ${label.toLowerCase()}`}
        variant={isDanger?.(asking) ? 'danger' : 'primary'}
        busy={busy}
        onCancel={props.onCancel}
        onConfirm={() => props.onConfirm(asking)}
      >
        <p>{consequences[asking]}</p>
      </ConfirmPanel>
    );
  }
  if (decisions.length === 0) return null;
  return (
    <CardActions>
      {decisions.map((decision) => (
        <Button
          key={decision}
          variant={decision === 'approve' ? 'primary' : 'secondary'}
          aria-label={`${labels[decision].button}: ${buttonSubject}`}
          onClick={() => props.onAsk(decision)}
        >
          {labels[decision].button}
        </Button>
      ))}
    </CardActions>
  );
}

/** What the last decision did, or why it was refused, above the list. */
export function DecisionNotices({ done, error }: { done: string | null; error: { message: string } | null }) {
  return (
    <>
      {done ? (
        <Alert tone="success" title="Done">
          {done}
        </Alert>
      ) : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
    </>
  );
}
