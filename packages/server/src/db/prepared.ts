import type { Db } from './client.ts';

/**
 * A query built once per database handle: for the reads every call makes (the session) or the
 * hottest call makes (a scan's barcode). Drizzle rebuilding their SQL on each call was the largest
 * JavaScript cost in the scan load's profile; built with `.prepare(name)`, a PostgreSQL server also
 * parses it once per connection. A transaction is a handle of its own, built for when first used.
 */
export function preparedPerHandle<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
