/**
 * Forward-only migrations, applied at start-up in file-name order, each in one transaction. A
 * PostgreSQL advisory lock keeps two processes starting together from applying one twice.
 */
import fs from 'node:fs';
import type { Database } from './client.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
const LOCK_ID = 4_210_001;

export function listMigrations(): { version: string; sql: string }[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: fs.readFileSync(new URL(file, migrationsDir), 'utf8') }));
}

export async function migrate(database: Database): Promise<string[]> {
  const applied: string[] = [];
  const lock = database.kind === 'postgres' ? `select pg_advisory_xact_lock(${LOCK_ID});` : '';
  await database.execScript(
    `begin; ${lock} create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now()); commit;`,
  );
  for (const { version, sql } of listMigrations()) {
    const quoted = `'${version.replaceAll("'", "''")}'`;
    // The insert fails on a duplicate version, rolling back a migration a concurrent start applied.
    const script = `begin; ${lock}
      do $$ begin
        if exists (select 1 from schema_migrations where version = ${quoted}) then
          raise exception 'already-applied';
        end if;
      end $$;
      ${sql}
      ;insert into schema_migrations (version) values (${quoted});
      commit;`;
    try {
      await database.execScript(script);
      applied.push(version);
    } catch (error) {
      if (error instanceof Error && error.message.includes('already-applied')) continue;
      throw new Error(`Migration ${version} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return applied;
}
