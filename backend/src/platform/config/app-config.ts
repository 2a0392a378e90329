import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Environment } from './environment.js';
import { fromRepoRoot } from './paths.js';

/**
 * The site's origin when APP_URL is not set (development): the address the server listens on, so
 * a link opened from a mail or a certificate lands on the very origin the site is open at (its
 * storage, hence its session, is per origin: localhost and 127.0.0.1 are two sites). A wildcard
 * address (0.0.0.0, ::) names no host: then localhost. Production sets APP_URL (README).
 */
export function defaultAppUrl(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The resolved configuration every module reads (injected as a class token).
 * Built once at boot from the validated Environment plus runtime facts
 * (the effective database URL, the deployment id).
 */
export class AppConfig {
  readonly nodeEnv: Environment['NODE_ENV'];
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly databasePoolMax: number;
  readonly redisUrl?: string;
  readonly cacheTtlMs: number;
  readonly corsOrigins: string[];
  readonly csrfSecret: string;
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly bodyLimitBytes: number;
  readonly rateLimit: { limit: number; windowMs: number };
  readonly trustProxy: number;
  readonly spa: { enabled: boolean; distDir: string };
  readonly migrateOnStart: boolean;
  /** The certificates' signing key from the environment (production); undefined: generated and kept in the database. */
  readonly credentialSigningKey: string | undefined;
  readonly seedDemo: boolean;
  /** Marketplace product files (local-disk storage) and the secret of its download links. */
  readonly marketplace: { filesDir: string; downloadSecret: string };
  readonly deploymentId: string;
  readonly schedulerEnabled: boolean;
  /** Practice submissions judged at once by this process (0: none, only queued). */
  readonly judgeConcurrency: number;
  /** Calibrate the problems' time limits at start (where this process judges). */
  readonly judgeCalibrate: boolean;
  readonly judgeSandbox: Environment['JUDGE_SANDBOX'];
  readonly shutdownTimeoutMs: number;
  /** The weekly link check: per-request timeout, requests at once, and whether local hosts and http are allowed (tests). */
  readonly linkCheck: { timeoutMs: number; concurrency: number; allowLocal: boolean; cooldownMs: number };
  readonly jwt: { secret: string; ttlSeconds: number; issuer: string; audience: string };
  /** Mailed links and the mail transport: SMTP when smtpUrl is set, else the development outbox. */
  readonly mail: { appUrl: string; smtpUrl?: string; from: string; outboxDir: string };
  /** Payments through Stripe when both are set; the built-in test provider otherwise. */
  readonly stripe?: { secretKey: string; webhookSecret: string };
  readonly firebase?: {
    projectId: string;
    apiKey?: string;
    authDomain?: string;
    emulatorHost?: string;
    serviceAccountJson?: string;
  };

  constructor(env: Environment, runtime: { databaseUrl: string; deploymentId: string; jwtSecret?: string }) {
    this.nodeEnv = env.NODE_ENV;
    this.isProduction = env.NODE_ENV === 'production';
    this.port = env.PORT;
    this.host = env.HOST ?? '127.0.0.1';
    this.databaseUrl = runtime.databaseUrl;
    this.databasePoolMax = env.DATABASE_POOL_MAX;
    this.redisUrl = env.REDIS_URL;
    this.cacheTtlMs = env.CACHE_TTL_MS;
    this.corsOrigins = env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    this.csrfSecret = env.CSRF_SECRET ?? randomBytes(32).toString('base64url');
    this.logLevel = env.LOG_LEVEL;
    this.bodyLimitBytes = env.BODY_LIMIT_BYTES;
    this.rateLimit = { limit: env.RATE_LIMIT, windowMs: env.RATE_LIMIT_WINDOW_MS };
    this.trustProxy = env.TRUST_PROXY;
    this.spa = { enabled: env.SERVE_SPA, distDir: env.SPA_DIST_DIR };
    this.migrateOnStart = env.MIGRATE_ON_START;
    this.seedDemo = env.SEED_DEMO ?? false;
    this.deploymentId = runtime.deploymentId;
    this.schedulerEnabled = env.SCHEDULER_ENABLED;
    this.judgeConcurrency = env.JUDGE_CONCURRENCY ?? availableParallelism();
    this.judgeCalibrate = env.JUDGE_CALIBRATE;
    this.judgeSandbox = env.JUDGE_SANDBOX;
    this.shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS;
    this.linkCheck = {
      timeoutMs: env.LINK_CHECK_TIMEOUT_MS,
      concurrency: 6,
      allowLocal: env.LINK_CHECK_ALLOW_LOCAL,
      cooldownMs: env.LINK_CHECK_COOLDOWN_MS,
    };
    this.jwt = {
      secret: env.JWT_SECRET ?? runtime.jwtSecret ?? randomBytes(32).toString('base64url'),
      ttlSeconds: env.JWT_TTL_SECONDS,
      issuer: 'devpath',
      audience: 'devpath-web',
    };
    this.credentialSigningKey = env.CREDENTIAL_SIGNING_KEY;
    this.marketplace = {
      filesDir: fromRepoRoot(env.MARKETPLACE_FILES_DIR),
      downloadSecret:
        env.MARKETPLACE_DOWNLOAD_SECRET ||
        createHmac('sha256', this.jwt.secret).update('marketplace download links').digest('base64url'),
    };
    this.mail = {
      appUrl: (env.APP_URL ?? defaultAppUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: fromRepoRoot(env.MAIL_OUTBOX_DIR),
    };
    this.stripe =
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : undefined;
    this.firebase = env.FIREBASE_PROJECT_ID
      ? {
          projectId: env.FIREBASE_PROJECT_ID,
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN,
          emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
          serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT_JSON,
        }
      : undefined;
  }
}
