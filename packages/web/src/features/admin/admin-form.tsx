/**
 * What operations' edit forms share (issue 25, ADR 060): a named form whose refusal shows beside
 * its field or on its first line, its Name field first, Cancel and Save last; and the line each
 * save leaves on the page.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Card, CardActions, TextField } from '../../components/ui/index.ts';
import type { useAction } from '../../lib/use-action.ts';

/** What a save of `name` did, in the words the page shows after it. */
export const savedText = (name: string, answer: { created: boolean; changed: boolean }) =>
  answer.created ? `${name} is added.` : answer.changed ? `${name} is saved.` : `${name} had nothing to change.`;

export function AdminForm({
  label,
  save,
  name,
  onName,
  onSubmit,
  onCancel,
  submit,
  children,
}: {
  /** The form's accessible name ("Edit Riverside Lab", "New place"). */
  label: string;
  save: ReturnType<typeof useAction>;
  name: string;
  onName: (name: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** The save button's words and its accessible name ("Save place", "Save Riverside Lab"). */
  submit: { text: string; name: string };
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {save.formError ? <Alert tone="danger">{save.formError}</Alert> : null}
      <TextField label="Name" value={name} onChange={(e) => onName(e.target.value)} error={save.fieldError('name')} />
      {children}
      <CardActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={save.busy} aria-label={submit.name}>
          {submit.text}
        </Button>
      </CardActions>
    </form>
  );
}

/** A record's card on an operations list: its form while it is edited, else its Edit button. */
export function EditableCard({
  title,
  meta,
  editing,
  onEdit,
  children,
}: {
  title: string;
  meta: string;
  editing: boolean;
  onEdit: () => void;
  /** The record's form, shown while it is edited. */
  children: ReactNode;
}) {
  return (
    <Card title={title} meta={meta}>
      {editing ? (
        children
      ) : (
        <CardActions>
          <Button variant="secondary" aria-label={`Edit ${title}`} onClick={onEdit}>
            Edit
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** A list's "New …" button, or the new record's form in a card once pressed. */
export function NewRecord({
  title,
  adding,
  onAdd,
  children,
}: {
  title: string;
  adding: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return adding ? (
    <Card title={title}>{children}</Card>
  ) : (
    <div className="ui-toolbar ui-toolbar--inline">
      <Button onClick={onAdd}>{title}</Button>
    </div>
  );
}
