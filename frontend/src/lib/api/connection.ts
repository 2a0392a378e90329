/**
 * Connection state of spec §4: Unknown until the backend has been heard from,
 * Online after a reply, Offline after the first connection failure or after
 * 10 s without a reply. While Offline a health ping retries with exponential
 * backoff (1 s, ×1.5, capped at 60 s, spec §9).
 */
export type ConnectionState = 'unknown' | 'online' | 'offline';

export const SILENCE_TIMEOUT_MS = 10_000;
export const RETRY_INITIAL_MS = 1_000;
export const RETRY_FACTOR = 1.5;
export const RETRY_MAX_MS = 60_000;
export const HEALTH_URL = '/api/health';

/** Delay in whole ms before the retry number `attempt` (0-based). */
export function retryDelay(attempt: number): number {
  return Math.round(Math.min(RETRY_INITIAL_MS * RETRY_FACTOR ** attempt, RETRY_MAX_MS));
}

/** Resolves true when the backend replied, false when it could not be reached. */
export type Ping = () => Promise<boolean>;

export interface ConnectionMonitor {
  getState(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /** Call when a request starts; call the returned function when it settles. */
  requestStarted(): () => void;
  /** The backend answered (any HTTP response it produced). */
  reportReply(): void;
  /** The backend could not be reached (network error, gateway failure). */
  reportFailure(): void;
  /** Ping now instead of waiting for the next scheduled retry. */
  retryNow(): Promise<void>;
  /** Stop timers (tests, teardown). */
  dispose(): void;
}

/** Statuses a gateway returns when it cannot reach the backend. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 504;
}

export const defaultPing: Ping = async () => {
  try {
    const response = await fetch(HEALTH_URL, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    return !isGatewayFailure(response.status);
  } catch {
    return false;
  }
};

export function createConnectionMonitor(ping: Ping = defaultPing): ConnectionMonitor {
  let state: ConnectionState = 'unknown';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pinging = false;
  let disposed = false;
  const silenceTimers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const setState = (next: ConnectionState) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const scheduleRetry = () => {
    if (disposed || retryTimer !== null || pinging || state !== 'offline') return;
    const delay = retryDelay(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void runPing();
    }, delay);
  };

  const runPing = async () => {
    if (pinging || disposed) return;
    pinging = true;
    // The ping itself is a request: it also goes Offline after 10 s of silence.
    const done = monitor.requestStarted();
    let replied = false;
    try {
      replied = await ping();
    } catch {
      replied = false;
    } finally {
      done();
      pinging = false;
    }
    if (replied) monitor.reportReply();
    else monitor.reportFailure();
  };

  const monitor: ConnectionMonitor = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestStarted() {
      const timer = setTimeout(() => {
        silenceTimers.delete(timer);
        monitor.reportFailure();
      }, SILENCE_TIMEOUT_MS);
      silenceTimers.add(timer);
      return () => {
        clearTimeout(timer);
        silenceTimers.delete(timer);
      };
    },
    reportReply() {
      attempt = 0;
      clearRetry();
      setState('online');
    },
    reportFailure() {
      setState('offline');
      scheduleRetry();
    },
    async retryNow() {
      clearRetry();
      await runPing();
    },
    dispose() {
      disposed = true;
      clearRetry();
      for (const timer of silenceTimers) clearTimeout(timer);
      silenceTimers.clear();
      listeners.clear();
    },
  };
  return monitor;
}

/** The app-wide monitor, fed by every request made through apiFetch. */
export const connection = createConnectionMonitor();
