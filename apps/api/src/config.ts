import path from 'node:path';
import { DEFAULT_RETENTION_DAYS } from '@nestway/core/retention-periods';
import * as z from 'zod/mini';
import './lib/validation-messages';

/** A variable that is unset or blank is undefined; any other value is trimmed, then checked by `valid`. */
const optionalText = (valid: (value: string) => boolean = () => true, message?: string) =>
  z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => v?.trim() || undefined),
    )
    .check(z.refine((v) => v === undefined || valid(v), message));

const urlWith = (protocols: string[]) =>
  optionalText(
    (v) => URL.canParse(v) && protocols.includes(new URL(v).protocol),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const keyWithPrefix = (prefixes: string[]) =>
  optionalText((v) => prefixes.some((p) => v.startsWith(p)), `must start with ${prefixes.join(' or ')}`);

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
/** Meaningful only with S3_BUCKET, which chooses S3. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 5000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  APP_URL: urlWith(['http:', 'https:']),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:']),
  SMTP_URL: urlWith(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText(),
  ADMIN_EMAIL: optionalText((v) => z.email().safeParse(v).success, 'must be an e-mail address'),
  ADMIN_PASSWORD: optionalText((v) => v.length >= 8, 'must be at least 8 characters'),
  TRUST_PROXY: z._default(z.enum(['true', 'false']), 'false'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STRIPE_SECRET_KEY: keyWithPrefix(['sk_', 'rk_']),
  STRIPE_PUBLISHABLE_KEY: keyWithPrefix(['pk_']),
  STRIPE_WEBHOOK_SECRET: keyWithPrefix(['whsec_']),
  CARD_PAYMENTS: optionalText((v) => v === 'test' || v === 'off', 'must be test or off, or unset'),
  S3_ENDPOINT: urlWith(['http:', 'https:']),
  S3_REGION: optionalText((v) => /^[a-z0-9-]+$/.test(v), 'must be a region name such as eu-west-2'),
  S3_BUCKET: optionalText(
    (v) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
  ),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: optionalText((v) => v === 'true' || v === 'false', 'must be true or false'),
  RETENTION_DAYS: optionalText(
    (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3650,
    'must be a whole number of days from 1 to 3650',
  ),
});

type Env = z.infer<typeof envSchema>;

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | undefined };

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Bucket in the path instead of the host name: MinIO and most other S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: URL;
  dataDir: string;
  database: DatabaseConfig;
  /** Uploaded files: S3 when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
  storage: StorageConfig;
  mail: { smtpUrl: string | undefined; from: string };
  admin: { email: string; password: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Login throttling: failed tries per account, and all tries per IP address, per window. */
  loginThrottle: { perAccount: number; perIp: number; windowSeconds: number };
  /** Card payments through Stripe, when its keys are set. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /**
   * Which card payments the app takes: through Stripe; in test mode, charging nobody (the embedded
   * database's demo, or CARD_PAYMENTS=test); or none (CARD_PAYMENTS=off, or PostgreSQL without Stripe keys).
   */
  cardPayments: 'stripe' | 'test' | 'off';
  /** Days a client's files are kept after their service completes (RETENTION_DAYS; docs/decisions/036-retention.md). */
  retentionDays: number;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(`Invalid environment variable ${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  const missingStripe = STRIPE_VARIABLES.find((name) => e[name] === undefined);
  if (missingStripe && STRIPE_VARIABLES.some((name) => e[name] !== undefined)) {
    throw new ConfigError(`Invalid environment variable ${missingStripe}: ${STRIPE_VARIABLES.join(', ')} must be set together`);
  }
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    database,
    storage: storageConfig(e, dataDir),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Nestway <no-reply@${appUrl.hostname}>` },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    loginThrottle: { perAccount: 10, perIp: 100, windowSeconds: 15 * 60 },
    stripe,
    retentionDays: e.RETENTION_DAYS === undefined ? DEFAULT_RETENTION_DAYS : Number(e.RETENTION_DAYS),
    cardPayments: (e.CARD_PAYMENTS as 'test' | 'off' | undefined) ?? (stripe ? 'stripe' : database.kind === 'pglite' ? 'test' : 'off'),
  };
}

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (e.S3_BUCKET === undefined) {
    // A half-made S3 setting would otherwise leave each instance with files on its own disk.
    const stray = S3_SETTINGS.find((name) => e[name] !== undefined);
    if (stray) throw new ConfigError(`Invalid environment variable S3_BUCKET: must be set when ${stray} is set`);
    return { kind: 'local', root: path.join(dataDir, 'uploads') };
  }
  if (e.S3_REGION === undefined) throw new ConfigError('Invalid environment variable S3_REGION: must be set when S3_BUCKET is set');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
