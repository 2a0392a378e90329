import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  getMetadataStorage,
  validateSync,
} from 'class-validator';

const toBool = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;
const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every environment variable the backend reads, with its default.
 * The defaults make `npm start` work on a fresh machine with nothing set.
 */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * Address to listen on. Unset: 127.0.0.1 outside production (a development instance with demo
   * passwords is not for the network), 0.0.0.0 in production (the Docker image sets it anyway).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  HOST?: string;

  /** PostgreSQL connection string; when unset an embedded PostgreSQL is started. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsString()
  EMBEDDED_PG_DIR = '.data/postgres';

  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_PG_PORT = 54329;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_MAX = 10;

  /**
   * How long sessions and users read on authenticated requests stay in the in-process cache.
   * Any change to those rows evicts them at once (PostgreSQL NOTIFY); 0 turns the cache off.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  CACHE_TTL_MS = 60_000;

  /** Optional Redis (shared rate limits, caches across instances). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Comma-separated list of origins allowed by CORS; empty = same origin only. */
  @IsString()
  CORS_ORIGINS = '';

  /** Secret that signs CSRF tokens. Required in production; a random one per boot otherwise. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'CSRF_SECRET must be at least 32 characters' })
  CSRF_SECRET?: string;

  /** Secret that signs session tokens (HS256). Required in production; kept under .data/ locally. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /**
   * The Ed25519 private key that signs certificates as Open Badges credentials (a PKCS#8 PEM, or
   * a private JWK as JSON). Required in production; generated and kept in the database otherwise.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(40, { message: 'CREDENTIAL_SIGNING_KEY must be a PKCS#8 PEM or a JWK of an Ed25519 private key' })
  CREDENTIAL_SIGNING_KEY?: string;

  /**
   * Stripe's secret API key (sk_live_… or sk_test_…). When set, checkouts go through Stripe
   * Checkout instead of the built-in test provider; STRIPE_WEBHOOK_SECRET must be set with it.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)',
  })
  STRIPE_SECRET_KEY?: string;

  /** The signing secret of the Stripe webhook endpoint /api/webhooks/payments/stripe (whsec_…). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @Matches(/^whsec_[A-Za-z0-9+/=]{10,}$/, {
    message: 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)',
  })
  STRIPE_WEBHOOK_SECRET?: string;
  /** Folder of the marketplace's product files (the local-disk storage adapter), beside the other local data. */
  @IsString()
  @MinLength(1)
  MARKETPLACE_FILES_DIR = '.data/marketplace';

  /** Secret that signs marketplace download links (HMAC); empty: derived from JWT_SECRET. */
  @ValidateIf((_, value) => value !== '')
  @IsString()
  @MinLength(32, { message: 'MARKETPLACE_DOWNLOAD_SECRET must be at least 32 characters' })
  MARKETPLACE_DOWNLOAD_SECRET = '';

  /** Lifetime of a session token. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 7 * 24 * 60 * 60;

  /** Firebase project for email/Google sign-in (e.g. demo-devpath with the emulator). Unset: Firebase sign-in is off. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9-]{4,40}$/, { message: 'FIREBASE_PROJECT_ID must be a Firebase project id' })
  FIREBASE_PROJECT_ID?: string;

  /** Firebase web API key (public by design; identifies the project to the browser SDK). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  FIREBASE_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  FIREBASE_AUTH_DOMAIN?: string;

  /** host:port of the Firebase Auth emulator (local and tests only; refused in production). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\w.-]+:\d{2,5}$/, { message: 'FIREBASE_AUTH_EMULATOR_HOST must be host:port' })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  /** Service-account JSON for firebase-admin in production (or use GOOGLE_APPLICATION_CREDENTIALS). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  FIREBASE_SERVICE_ACCOUNT_JSON?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** Largest accepted request body (bytes). */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 1_048_576;

  /** Global rate limit: requests per window per client address. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT = 600;

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  RATE_LIMIT_WINDOW_MS = 60_000;

  /** Express "trust proxy" hop count (0 = connect directly to clients). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TRUST_PROXY = 0;

  /** Serve the built SPA from SPA_DIST_DIR. */
  @Transform(toBool)
  @IsBoolean()
  SERVE_SPA = true;

  @IsString()
  SPA_DIST_DIR = 'frontend/dist';

  /** Run pending migrations before serving. */
  @Transform(toBool)
  @IsBoolean()
  MIGRATE_ON_START = true;

  /** Insert demo content when the database is empty (off by default in production). */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO?: boolean;

  /** Identifier of this deployment; defaults to the build's id. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DEPLOYMENT_ID?: string;

  /** Run scheduled jobs on this instance. */
  @Transform(toBool)
  @IsBoolean()
  SCHEDULER_ENABLED = true;

  /**
   * Practice submissions this process judges at once (default: its CPU cores). 0: it only queues
   * them, and judge workers elsewhere (`npm run judge:worker`) judge them.
   */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(64)
  JUDGE_CONCURRENCY?: number;

  /**
   * Measure the problems' time limits from their reference solutions at start, in the background,
   * where this process judges (the default). false: problems without a measured limit keep the
   * default ones (tests switch it off: a full calibration is minutes of CPU).
   */
  @Transform(toBool)
  @IsBoolean()
  JUDGE_CALIBRATE = true;

  /**
   * How learners' code is walled off: `auto` (bubblewrap when it works here; production refuses
   * to judge without it), `bwrap` (required), `unsafe-in-process` (no OS sandbox: only a separate
   * process with Node's permission model; warns at every start).
   */
  @IsIn(['auto', 'bwrap', 'unsafe-in-process'])
  JUDGE_SANDBOX: 'auto' | 'bwrap' | 'unsafe-in-process' = 'auto';

  /** How long a graceful shutdown may wait for in-flight requests. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /** The weekly link check: how long one request to an external link may take before it counts as unreachable. */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60_000)
  LINK_CHECK_TIMEOUT_MS = 8_000;

  /**
   * Let the link check request http:// addresses and local or private hosts (tests, with a local
   * server). Off: only https to public hosts (the SSRF guard; staff-written content drives the requests).
   */
  @Transform(toBool)
  @IsBoolean()
  LINK_CHECK_ALLOW_LOCAL = false;

  /**
   * How long after a finished link check an admin's "Check now" is refused (429
   * LINK_CHECK_TOO_SOON): each run requests every external link, so it is not repeated at will.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(24 * 60 * 60 * 1000)
  LINK_CHECK_COOLDOWN_MS = 10 * 60 * 1000;

  // --- Mail (verification and password-reset links) ---

  /** Public origin of the web app, used in mailed and printed links; defaults to the address the server listens on (http://HOST:PORT, localhost for 0.0.0.0). Set it in production. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, {
    message: 'APP_URL must be an http:// or https:// origin (optionally with a path), e.g. https://devpath.example',
  })
  APP_URL?: string;

  /** SMTP server for outgoing mail (smtp:// or smtps://user:pass@host:port); unset: the development outbox. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Sender of outgoing mail. */
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'DevPath <no-reply@devpath.local>';

  /** Folder of the development outbox (one JSON file per message) when SMTP_URL is unset. */
  @IsString()
  @MinLength(1)
  MAIL_OUTBOX_DIR = '.data/outbox';
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Reads and validates the environment; throws ConfigurationError naming every bad variable. */
export function loadEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  // Every declared variable, those without a default too (they are not own keys of an instance):
  // from the validators' metadata, so a new optional variable cannot be silently ignored.
  const known = new Set([
    ...Object.keys(new Environment()),
    ...getMetadataStorage()
      .getTargetValidationMetadatas(Environment, '', true, false)
      .map((m) => m.propertyName),
  ]);
  const raw: Record<string, string> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined) raw[key] = value;
  }
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false });
  const problems = errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((msg) =>
      msg.startsWith(e.property) ? `${msg} (got "${String(raw[e.property])}")` : `${e.property}: ${msg}`,
    ),
  );
  if (env.NODE_ENV === 'production') {
    if (!env.CSRF_SECRET) problems.push('CSRF_SECRET is required when NODE_ENV=production');
    if (!env.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
    if (!env.CREDENTIAL_SIGNING_KEY)
      problems.push(
        'CREDENTIAL_SIGNING_KEY is required when NODE_ENV=production (the Ed25519 key that signs certificates)',
      );
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      problems.push(
        'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (emulator tokens are unsigned)',
      );
    }
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take payments through Stripe, or neither for the built-in test provider',
    );
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !env.FIREBASE_PROJECT_ID?.startsWith('demo-')) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST needs a demo-* FIREBASE_PROJECT_ID');
  }
  if (problems.length) throw new ConfigurationError(problems);
  env.SEED_DEMO ??= env.NODE_ENV !== 'production';
  env.HOST ??= env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1';
  return env;
}
