/**
 * The ordering office's notes for the nurse ("Buzz 4B. Street parking."), on her way to the stop
 * (the drive) and at the door (the identity check): an order's notes reached only its requisition
 * before (requirements.md 2.11). Nothing when the office left none.
 */
import { Alert } from '../../../components/ui/index.ts';

export const stopNotesTexts = { title: 'Notes from the office' } as const;

export function StopNotes({ notes }: { notes: readonly string[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  return (
    <Alert title={stopNotesTexts.title} className="stop-notes">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </Alert>
  );
}
