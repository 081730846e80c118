/**
 * A flow's local state (requirements.md 3 "Local flow state"): what a person has done on this device
 * that is not (yet) a server write, kept per flow instance and persisted on the device so a reload
 * loses nothing (architecture.md 8). A state is a record of tables keyed by the ids the flow's steps
 * name; the device stores it as JSON and reads it back through `readFlowState`.
 */

/**
 * A stored state read back against the flow's empty state: each table missing (an older version
 * of the app wrote it) or not a plain object becomes empty, and a stored value that is not an
 * object at all gives the empty state, so a damaged entry cannot break the flow. Keys the flow
 * does not declare are dropped.
 */
export function readFlowState<S extends object>(empty: S, stored: unknown): S {
  if (typeof stored !== 'object' || stored === null) return empty;
  const record = stored as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(empty).map((key) => {
      const value = record[key];
      const isTable = typeof value === 'object' && value !== null && !Array.isArray(value);
      return [key, isTable ? value : empty[key as keyof S]];
    }),
  ) as S;
}
