/**
 * The environment, parsed once at start-up (DESIGN.md 2). A bad or missing value stops the process
 * with a message naming it. It fails closed (ADR 017): without NODE_ENV it is production, which
 * refuses to start without its secrets; development behaviour (demo data, /dev/outbox, QA
 * overrides, built-in keys) only when NODE_ENV says development or test.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
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

/** Production's default: proxies on the machine or a private network, never a client's own claim. */
export const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

function toTrustProxy(value: string | undefined, production: boolean): Config['trustProxy'] {
  if (value === undefined) return production ? PRIVATE_PROXIES : false;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Secrets that have a development default but must be given in production. */
const productionSecrets = ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'PUBLIC_URL'] as const;

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = productionSecrets.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variables for production: ${missing.join(', ')}`);
    }
  }
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    // `memory://` is PGlite's in-memory database (db/client.ts), not a folder to resolve.
    dataDir: env.DATA_DIR === 'memory://' ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
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
    trustProxy: toTrustProxy(env.TRUST_PROXY, production),
  };
}
