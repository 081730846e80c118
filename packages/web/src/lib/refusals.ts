/**
 * Where a refusal is shown (issue 27): beside the field it names, in plain words and without the
 * field's name (the label is right there), or on the form's own line when no field on the screen
 * holds it. Forms get these through useAction; a screen's query (a report's range, a search box)
 * uses them directly.
 */
import { ApiError, errorMessage, fieldName } from './api.ts';

export interface Refusal {
  /** As the API client words it: "Phone: Must be at most 30 characters." */
  message: string;
  /** The refused input's path, "user.phone", when the server named one. */
  field?: string;
}

export function toRefusal(error: unknown): Refusal {
  const message = errorMessage(error);
  return error instanceof ApiError && error.field ? { message, field: error.field } : { message };
}

/**
 * The refusal's words beside `field` when it is about that field or something inside it
 * ("invitations" holds "invitations.0.email"); undefined otherwise.
 */
export function besideField(refusal: Refusal | null | undefined, field: string): string | undefined {
  const path = refusal?.field;
  if (!refusal || !path || (path !== field && !path.startsWith(`${field}.`))) return undefined;
  const prefix = `${fieldName(path)}: `;
  if (!refusal.message.startsWith(prefix)) return refusal.message;
  // What followed the name starts the sentence now ("Search: must not…" -> "Must not…").
  const rest = refusal.message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The refusal when none of the screen's `fields` shows it, for the form's own line. */
export function besideForm(refusal: Refusal | null | undefined, fields: readonly string[]): string | null {
  if (!refusal) return null;
  return fields.some((field) => besideField(refusal, field) !== undefined) ? null : refusal.message;
}
