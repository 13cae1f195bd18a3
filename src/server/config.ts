import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { compactCnpj, isCnpj } from '#domain/admin/operator.ts';
import { generatedSecret } from './generated-secret.ts';

const emailList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email()));

// Names proxy-addr (Fastify's trustProxy) accepts for whole ranges of addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: `false` (none, the socket address is the client), a hop
 * count (1 = only the nearest proxy, which appends the address it saw, so entries a client forged
 * further left are ignored), or the proxies' addresses/CIDRs. `true` once meant "trust every hop",
 * which let a client pick its own address; it is kept as a synonym of 1.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
      ctx.addIssue({ code: 'custom', message: 'hop count must be between 0 and 32' });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy IPs/CIDRs (not valid: ${bad.join(', ') || raw})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    /** Per instance: instances × this must fit PostgreSQL's (or the pooler's) connections. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default('data'),
    AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must have 32+ characters').optional()),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Yod Arena <nao-responda@yodarena.local>'),
    MASTER_ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('mestre@yod.test'),
    ADMIN_EMAILS: emailList('mestre@yod.test,admin@yod.test'),
    TRUST_PROXY: trustProxy,
    /**
     * How much of an IPv6 client address is one visitor for the guest-vote limit and the sign-up,
     * resend and login throttles: a home or a phone holds a whole /64 (or more), so counting single
     * addresses would give one visitor thousands of identities (src/server/http/client-network.ts).
     */
    GUEST_IPV6_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
    /**
     * Bearer token for GET /metrics. Empty: the endpoint answers 404, since process and per-route
     * figures are not for the public (docs/operations.md, security model).
     */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must have 16+ characters').optional()),
    /** Open live streams (SSE) one client network may hold on one instance. */
    LIVE_STREAMS_PER_NETWORK: z.coerce.number().int().min(1).max(100_000).default(100),
    /**
     * Open live streams one instance holds in all; past it a new stream is answered 503 with
     * Retry-After and the page polls the battle's cacheable JSON instead (docs/scale.md).
     */
    LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** Messages one live stream receives per second and per battle at most (the latest state wins). */
    LIVE_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(50).default(4),
    /**
     * The bus that carries live battle updates between instances (realtime/bus/): `nats://…` or
     * `redis://…` for many instances; unset, PostgreSQL NOTIFY (one per tick) on a PostgreSQL
     * database and in-process on the embedded one.
     */
    BUS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(nats|rediss?):\/\//, 'must be a nats:// or redis:// URL')
        .optional(),
    ),
    /** How often the leader reads the exact totals of battles with new votes and publishes them. */
    LIVE_TICK_MS: z.coerce.number().int().min(50).max(2_000).default(200),
    /**
     * A direct PostgreSQL connection (not through a pooler in transaction mode) for what needs a
     * session: migrations, LISTEN and the live publisher's leader lock. Defaults to DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    /**
     * A read replica (hot standby) for the reads that may lag a moment: arena lists, public
     * profiles, the battle for visitors, admin analytics. Unreachable: those reads go to the
     * primary. Unset: everything reads DATABASE_URL.
     */
    DATABASE_READ_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    /** Votes of one instance applied together in one statement at most (votes/vote-batcher.ts). */
    VOTE_BATCH_MAX: z.coerce.number().int().min(1).max(2_000).default(250),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    /** How often the battle status job runs; the browser journeys shorten it to see battles finish. */
    STATUS_JOB_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    /** The operator's legal name and CNPJ, as the Terms of Use name them (docs/product.md#prize-paid). */
    OPERATOR_LEGAL_NAME: z.string().trim().max(200).default(''),
    OPERATOR_CNPJ: z
      .string()
      .trim()
      .default('')
      .refine(
        (v) => v === '' || isCnpj(v),
        'must be a valid CNPJ (e.g. 11.222.333/0001-81; check digits are checked)',
      )
      .transform(compactCnpj),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'AUTH_SECRET'> {
  PUBLIC_URL: string;
  AUTH_SECRET: string;
  dataDir: string;
  secureCookies: boolean;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function because Fastify itself
 * refuses plain numbers (it cannot tell whether the peer is a proxy); the operator who sets a
 * count vouches that every request comes through that many proxies of theirs.
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  // Hop 0 is the socket's peer, hop 1 the entry it appended to X-Forwarded-For, and so on.
  return (_address, hop) => hop < value;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const [name = '(env)', item] = i.path;
      // A list variable (ADMIN_EMAILS) reports which of its comma-separated items is wrong.
      const which = typeof item === 'number' ? ` (item ${item + 1})` : '';
      return `  ${String(name)}: ${i.message}${which}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: env.AUTH_SECRET ?? generatedSecret(dataDir),
    dataDir,
    secureCookies: publicUrl.startsWith('https://'),
  };
}
