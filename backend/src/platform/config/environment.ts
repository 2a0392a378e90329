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

  @IsString()
  HOST = '0.0.0.0';

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
  SPA_DIST_DIR = '../frontend/dist';

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

  /** How long a graceful shutdown may wait for in-flight requests. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_TIMEOUT_MS = 10_000;
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Reads and validates the environment; throws ConfigurationError naming every bad variable. */
export function loadEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  const known = Object.keys(new Environment());
  const raw: Record<string, string> = {};
  for (const key of [...known, 'DATABASE_URL', 'REDIS_URL', 'CSRF_SECRET', 'SEED_DEMO', 'DEPLOYMENT_ID']) {
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
  if (env.NODE_ENV === 'production' && !env.CSRF_SECRET) {
    problems.push('CSRF_SECRET is required when NODE_ENV=production');
  }
  if (problems.length) throw new ConfigurationError(problems);
  env.SEED_DEMO ??= env.NODE_ENV !== 'production';
  return env;
}
