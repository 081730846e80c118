/**
 * What an edit changes, for its audit row: each changed field's value before and after, or null
 * when nothing changed. A record being created (no before) lists every field.
 */
export function changedFields<T extends object>(
  before: T | undefined,
  after: T,
): Record<string, { from: unknown; to: unknown }> | null {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    const from = before?.[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return Object.keys(out).length > 0 ? out : null;
}
