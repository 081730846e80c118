/**
 * One data-access library (drizzle) over two drivers: PGlite on disk by default, a PostgreSQL
 * server when DATABASE_URL is set (ADR 002). Everything above this file sees only `Db`.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  execScript(sqlText: string): Promise<void>;
  /** Calls `onNotice` for every NOTIFY on `channel`; returns the unsubscribe. */
  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** `memory://` keeps the database in memory (tests); anything else is a folder on disk. */
async function openPglite(dataDir: string): Promise<Database> {
  const location = dataDir === 'memory://' ? dataDir : `${dataDir}/pglite`;
  if (location !== 'memory://') fs.mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location === 'memory://' ? undefined : location);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    execScript: async (sqlText) => {
      try {
        await client.exec(sqlText);
      } catch (error) {
        // A failed script leaves its explicit transaction open on the single connection.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    listen: async (channel, onNotice) => client.listen(channel, onNotice),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
    execScript: async (sqlText) => {
      const client = await pool.connect();
      try {
        await client.query(sqlText);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotice) => {
      // One dedicated connection per process holds the LISTEN (DESIGN.md 5).
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onNotice(msg.payload);
      });
      await client.query(`listen "${channel.replaceAll('"', '')}"`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}
