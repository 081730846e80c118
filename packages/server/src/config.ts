/**
 * The environment, parsed once at start-up (architecture.md 2). A bad or missing value stops the process
 * with a message naming it. It fails closed (ADR 017): without NODE_ENV it is production, which
 * refuses to start without its secrets; development behaviour (demo data, /dev/outbox, QA
 * overrides, built-in keys) only when NODE_ENV says development or test.
 */
import path from 'node:path';
import { z } from 'zod';
import { clockFrom, systemClock, type Clock } from './lib/clock.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  /**
   * Development and tests only: the product starts at this instant and its clock moves on from
   * there (ADR 066), e.g. `2026-12-01T08:00:00-05:00`. An offset or Z is required: a bare local
   * time would mean another instant on every machine.
   */
  NOW: z.preprocess((v) => (v === '' ? undefined : v), z.iso.datetime({ offset: true }).optional()),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  VROOM_URL: z.url().optional(),
  /** A Nominatim-compatible geocoder (or Pelias, a URL ending in /v1): addresses become places (ADR 082). */
  GEOCODER_URL: z.url().optional(),
  /** An OSRM server's base URL (http://osrm:5000): road times and lines by the road network (ADR 083). */
  OSRM_URL: z.url().optional(),
  /** A map tile server's URL template with {z}, {x} and {y} (dispatch's map, ADR 049). */
  MAP_TILE_URL: z
    .string()
    .max(500)
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) URL template with {z}, {x} and {y}')
    .optional(),
  PAYOUTS_URL: z.url().optional(),
  PAYOUTS_API_KEY: z.string().min(8).max(500).optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  PATIENT_SITE_URL: z.url().default('http://localhost:3100'),
  SESSION_SECRET: z.string().min(32).optional(),
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  CHAT_IDENTITY_SECRET: z.string().min(24).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 60),
  SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@sample-collect.test'),
  SUPPORT_PHONE: z.string().default('+1 555 010 0100'),
  RATE_LIMIT_SIGN_IN_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[0-9A-Za-z.:/]+(\s*,\s*[0-9A-Za-z.:/]+)*)$/,
      'false, a hop count, or addresses and CIDRs separated by commas',
    )
    // `true` would believe the left-most address a client writes: the bypass this setting closes.
    .refine((v) => v.trim() !== 'true', 'true is not allowed: give the hop count or the proxies’ addresses')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where every decision reads the time (ADR 066): the system clock, or NOW's in development. */
  clock: Clock;
  /** Server processes `npm start` runs on one port (main.ts); more than one needs DATABASE_URL. */
  workers: number;
  /** Where rate-limit counters live when set; else the database (ADR 035). */
  redisUrl: string | undefined;
  /** Emails leave by SMTP when set; else the outbox page is their only reader (ADR 034). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A VROOM server builds nurses' days when set; else our own optimiser, in process (ADR 040). */
  vroomUrl: string | undefined;
  /** An OSRM server answers road times and lines when set; else the great-circle estimate (ADR 083). */
  osrmUrl?: string | undefined;
  /** A Nominatim-compatible geocoder when set; else the built-in stand-in that knows the demo area (ADR 082). */
  geocoderUrl?: string | undefined;
  /** Dispatch's map tiles when set; else points are drawn without a base map (architecture.md 7). */
  mapTileUrl?: string | undefined;
  /** A payment provider's payouts API when set (with its key); else operations settle payouts (ADR 042). */
  payouts: { url: string; apiKey: string } | undefined;
  /** Jobs this process runs at once; 0 runs none (a process that only answers requests). */
  jobConcurrency: number;
  jobRetryBaseMs: number;
  dataDir: string;
  publicUrl: string;
  patientSiteUrl: string;
  sessionSecret: string;
  dataEncryptionKey: string;
  /**
   * Key of the chat messenger's HMAC identity (getUserHmacKey). Null in production without
   * CHAT_IDENTITY_SECRET: no identity is signed there with a key anyone could read here.
   */
  chatIdentitySecret: string | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  supportEmail: string;
  supportPhone: string;
  rateLimits: { signInPerEmail: number; perIp: number };
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false, a hop count, or
   * addresses. Never `true`, which believes whatever a client writes there.
   */
  trustProxy: false | number | string;
}

/**
 * No proxy is believed unless TRUST_PROXY names it (issue 22): trusting loopback and private
 * addresses by default let anything on the same network write the client address of the audit
 * trail and step around per-address limits.
 */
function toTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Secrets that have a development default but must be given in production. */
const productionSecrets = ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'PUBLIC_URL'] as const;

export class ConfigError extends Error {}

/** `clock` replaces the one NOW names (tests that move time by hand). */
export function loadConfig(source: Record<string, string | undefined> = process.env, clock?: Clock): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    // The embedded database belongs to one process: several need a PostgreSQL server to share.
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL: the embedded database serves one process.');
  }
  if (production) {
    const missing = productionSecrets.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variables for production: ${missing.join(', ')}`);
    }
  }
  if (production && env.NOW) {
    // A production server at another instant would expire sessions and pay earnings at false times.
    throw new ConfigError('NOW is for development and tests: production runs on the real clock.');
  }
  if (env.PAYOUTS_URL && !env.PAYOUTS_API_KEY)
    throw new ConfigError('Invalid environment:\n  PAYOUTS_API_KEY: required with PAYOUTS_URL');
  return {
    env: env.NODE_ENV,
    production,
    clock: clock ?? (env.NOW ? clockFrom(new Date(env.NOW)) : systemClock),
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    workers: env.WORKERS,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Sample Collect <no-reply@${new URL(publicUrl).hostname}>`,
    vroomUrl: env.VROOM_URL?.replace(/\/$/, ''),
    osrmUrl: env.OSRM_URL?.replace(/\/$/, ''),
    geocoderUrl: env.GEOCODER_URL?.replace(/\/$/, ''),
    mapTileUrl: env.MAP_TILE_URL,
    payouts: env.PAYOUTS_URL ? { url: env.PAYOUTS_URL, apiKey: env.PAYOUTS_API_KEY ?? '' } : undefined,
    jobConcurrency: env.JOB_CONCURRENCY,
    jobRetryBaseMs: env.JOB_RETRY_BASE_MS,
    // `memory://` is PGlite's in-memory database (db/client.ts), not a folder to resolve.
    dataDir: env.DATA_DIR === 'memory://' ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    publicUrl,
    patientSiteUrl: env.PATIENT_SITE_URL.replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET ?? 'development-only-session-secret-not-for-production',
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY ?? 'development-only-data-key-not-for-production-use',
    chatIdentitySecret: env.CHAT_IDENTITY_SECRET ?? (production ? null : 'development-only-chat-identity-secret'),
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: env.SESSION_MAX_DAYS * 24 * 60 * 60_000,
    // Demo data never reaches a production database.
    seedDemo: !production && (env.SEED_DEMO ?? true),
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    rateLimits: { signInPerEmail: env.RATE_LIMIT_SIGN_IN_PER_EMAIL, perIp: env.RATE_LIMIT_PER_IP },
    trustProxy: toTrustProxy(env.TRUST_PROXY),
  };
}
