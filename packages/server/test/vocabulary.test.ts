/**
 * One vocabulary (domain/vocabulary): each column the typed schema gives a list of values
 * (`text(name, { enum: <domain list> })`) has a CHECK in the migrated database that allows exactly
 * that list, and every CHECK that lists values belongs to such a column. The migrations write
 * their CHECKs by hand, so this is where a list and its database drift apart.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

const listedColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table))
  .flatMap(({ name, columns }) =>
    columns.flatMap((column) => (column.enumValues ? [[`${name}.${column.name}`, column.enumValues] as const] : [])),
  );

/** `CHECK ((status = ANY (ARRAY['a'::text, ...])))`, or `CHECK ((status = 'a'::text))` for a list of one. */
const LIST_CHECK = /^CHECK \(\((\w+) = (?:ANY \(ARRAY\[(.+)\]\)|('(?:[^']|'')*'::text))\)\)$/;
const LISTED_VALUE = /'((?:[^']|'')*)'::text/g;

/** The values each column's CHECK allows, by `table.column`. */
async function listChecks(t: TestServer): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; definition: string }>(
    t.db,
    sql`select c.relname as table_name, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'c' and k.connamespace = current_schema()::regnamespace`,
  );
  const checks = new Map<string, string[]>();
  for (const { table_name, definition } of rows) {
    const match = LIST_CHECK.exec(definition);
    if (!match) continue;
    const [, column, many, one] = match;
    const values = [...(many ?? one ?? '').matchAll(LISTED_VALUE)].map(([, v]) => v!.replaceAll("''", "'"));
    checks.set(`${table_name}.${column}`, values.sort());
  }
  return checks;
}

let t: TestServer;
let checks: Map<string, string[]>;
beforeAll(async () => {
  t = await startTestServer({ SEED_DEMO: 'false' });
  checks = await listChecks(t);
});
afterAll(() => t?.close());

describe('the database allows exactly the domain vocabulary', () => {
  test.each(listedColumns)('%s', (column, values) => {
    expect(checks.get(column), `${column}: the values its CHECK allows, against its domain list`).toEqual(
      [...values].sort(),
    );
  });

  test('every CHECK that lists values is on a column the schema gives a domain list', () => {
    const listed = new Set<string>(listedColumns.map(([column]) => column));
    const unlisted = [...checks.keys()].filter((column) => !listed.has(column));
    expect(unlisted, 'columns whose CHECK lists values but whose schema column has no domain list').toEqual([]);
  });
});
