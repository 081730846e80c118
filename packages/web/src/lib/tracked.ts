/**
 * A promise that says how it settled, the way React's `use` reads it (`status`, `value`,
 * `reason`): `use` of a tracked promise that has settled answers at once instead of suspending.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function tracked<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Tracked<T>;
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
}
