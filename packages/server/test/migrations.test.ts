/** Migrations (architecture.md 4): forward-only, applied once, and the typed schema mirrors the database. */
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';
import { queryRows, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);

describe('migrate()', () => {
  test('every migration is recorded once', async () => {
    const applied = await rows<{ version: string }>(sql`select version from schema_migrations order by version`);
    expect(applied.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  test('applying again is a no-op', async () => {
    const before = await t.snapshot();
    expect(await migrate(t.server.database)).toEqual([]);
    expect(await migrate(t.server.database)).toEqual([]);
    expect(await t.snapshot()).toEqual(before);
  });

  test('migration files are numbered and in order', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThan(0);
    // Numbers rise, each used once; a gap is allowed: people working at once reserve ranges
    // (ADR 057), and a number a range leaves unused stays unused.
    versions.forEach((v) => expect(v).toMatch(/^\d{3}-[a-z0-9-]+$/));
    const numbers = versions.map((v) => Number(v.slice(0, 3)));
    numbers.forEach((n, i) => expect(n).toBeGreaterThan(i === 0 ? 0 : numbers[i - 1]!));
  });
});

describe('db/schema.ts mirrors the database', () => {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  /** drizzle's SQL type -> information_schema's data_type */
  const dataType = (type: string) =>
    ({ bigserial: 'bigint', serial: 'integer', timestamp: 'timestamp without time zone' })[type] ?? type;

  let columns: { table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }[];
  let primaryKeys: { table_name: string; column_name: string }[];
  beforeAll(async () => {
    columns = await rows(sql`
      select table_name, column_name, data_type, udt_name, is_nullable from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`);
    primaryKeys = await rows(sql`
      select k.table_name, k.column_name from information_schema.table_constraints c
      join information_schema.key_column_usage k
        on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
      where c.constraint_type = 'PRIMARY KEY' and c.table_schema = current_schema()`);
  });

  test('every database table has a typed table, and the reverse', async () => {
    const inDatabase = new Set(columns.map((c) => c.table_name));
    inDatabase.delete('schema_migrations');
    expect(new Set(tables.map((table) => table.name))).toEqual(inDatabase);
  });

  test.each(tables.map((table) => [table.name, table] as const))(
    '%s: same columns, types, nullability and primary key',
    (name, table) => {
      const expected = table.columns
        .map((c) => ({ column: c.name, type: dataType(c.getSQLType()), nullable: !c.notNull }))
        .sort((a, b) => a.column.localeCompare(b.column));
      const actual = columns
        .filter((c) => c.table_name === name)
        // An array's data_type is ARRAY; its element type is the udt_name after its underscore (_text).
        .map((c) => ({
          column: c.column_name,
          type: c.data_type === 'ARRAY' ? `${c.udt_name.slice(1)}[]` : c.data_type,
          nullable: c.is_nullable === 'YES',
        }))
        .sort((a, b) => a.column.localeCompare(b.column));
      expect(expected).toEqual(actual);

      const declaredKey = [
        ...table.columns.filter((c) => c.primary).map((c) => c.name),
        ...table.primaryKeys.flatMap((k) => k.columns.map((c) => c.name)),
      ];
      const actualKey = primaryKeys.filter((k) => k.table_name === name).map((k) => k.column_name);
      expect(declaredKey.sort()).toEqual(actualKey.sort());
    },
  );
});
