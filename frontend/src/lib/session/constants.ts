/** The timing and limit constants of spec §4 and §9 that the session follows. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** Activity tracking: once at sign-in, then every 30 minutes. */
export const ACTIVITY_INTERVAL_MS = 30 * MINUTE;
/** A click, keydown or scroll tracks activity when the last success is older than this. */
export const ACTIVITY_INTERACTION_INTERVAL_MS = 15 * MINUTE;
/** Tracking is skipped while the last success is younger than this. */
export const ACTIVITY_SKIP_WINDOW_MS = 5 * MINUTE;
/** Tracking pauses when the retry (failure) count exceeds this. */
export const ACTIVITY_MAX_RETRIES = 3;

/** The identity provider's token is refreshed and stored every 10 minutes... */
export const TOKEN_REFRESH_INTERVAL_MS = 10 * MINUTE;
/** ...in up to 3 attempts, 1 s apart. */
export const TOKEN_REFRESH_ATTEMPTS = 3;
export const TOKEN_REFRESH_RETRY_DELAY_MS = 1 * SECOND;

/** Profile load: up to 5 attempts with exponential backoff (1 s × 2^n), capped per path. */
export const PROFILE_LOAD_ATTEMPTS = 5;
export const PROFILE_BACKOFF_BASE_MS = 1 * SECOND;
export const PROFILE_BACKOFF_CAP_MS = {
  /** Sign-in through the identity provider (explicit, or its auth state event). */
  signIn: 10 * SECOND,
  /** Re-loading after a deployment change (refresh of authentication). */
  refresh: 15 * SECOND,
  /** Current-user resolution without a stored token (the provider's user). */
  currentUser: 8 * SECOND,
} as const;
export type ProfileLoadPath = keyof typeof PROFILE_BACKOFF_CAP_MS;

/** The cached last known profile is used for 24 hours. */
export const PROFILE_CACHE_TTL_MS = 24 * HOUR;

/** Client rate limit: 10 sign-in attempts per hour per flow; a 429 limits the email flow for an hour. */
export const RATE_LIMIT_MAX_ATTEMPTS = 10;
export const RATE_LIMIT_WINDOW_MS = 60 * MINUTE;
export const RATE_LIMIT_PENALTY_MS = 60 * MINUTE;
