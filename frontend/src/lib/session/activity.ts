/**
 * Activity tracking (spec §4, §9): once at sign-in, then every 30 minutes; on
 * click, keydown or scroll when the last success is over 15 minutes old;
 * skipped while the last success is under 5 minutes old; a server error or
 * failure refreshes the current user; paused once the retry count exceeds 3.
 */
import type { ActivityRequest, ActivityResponse } from '../../api/generated/types.gen';
import { ApiError } from '../api/http';
import {
  ACTIVITY_INTERACTION_INTERVAL_MS,
  ACTIVITY_INTERVAL_MS,
  ACTIVITY_MAX_RETRIES,
  ACTIVITY_SKIP_WINDOW_MS,
} from './constants';
import { MESSAGES } from './messages';
import { verificationKey, type CurrentUser } from './user';

export interface ActivityTrackerDeps {
  getUser: () => CurrentUser | null;
  /** The provider token if available, else the stored token. */
  getToken: () => string | null;
  send: (body: ActivityRequest, token: string) => Promise<ActivityResponse>;
  onSuccess: (result: ActivityResponse) => void;
  /** Called on a server error or failure: the session refreshes the current user. */
  onFailure: (error: unknown) => void;
  now?: () => number;
}

export type TrackResult = 'sent' | 'skipped' | 'paused' | 'failed' | 'no-user' | 'no-token' | 'stopped';

const INTERACTIONS = ['click', 'keydown', 'scroll'] as const;

export class ActivityTracker {
  private lastSuccessAt: number | null = null;
  private retryCount = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private inFlight = false;
  private readonly now: () => number;

  constructor(private readonly deps: ActivityTrackerDeps) {
    this.now = deps.now ?? Date.now;
  }

  get isRunning(): boolean {
    return this.running;
  }

  get isPaused(): boolean {
    return this.retryCount > ACTIVITY_MAX_RETRIES;
  }

  get retries(): number {
    return this.retryCount;
  }

  /** At sign-in: track once now, then every 30 minutes and on interaction. */
  start(): void {
    this.stop();
    this.running = true;
    this.retryCount = 0;
    this.timer = setInterval(() => void this.track(), ACTIVITY_INTERVAL_MS);
    for (const type of INTERACTIONS)
      window.addEventListener(type, this.onInteraction, { capture: true, passive: true });
    void this.track();
  }

  stop(): void {
    this.running = false;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    for (const type of INTERACTIONS) window.removeEventListener(type, this.onInteraction, { capture: true });
    this.lastSuccessAt = null;
  }

  private readonly onInteraction = (): void => {
    if (this.inFlight) return;
    if (this.lastSuccessAt !== null && this.now() - this.lastSuccessAt <= ACTIVITY_INTERACTION_INTERVAL_MS) return;
    void this.track();
  };

  async track(): Promise<TrackResult> {
    if (!this.running) return 'stopped';
    if (this.retryCount > ACTIVITY_MAX_RETRIES) return 'paused';
    if (this.inFlight) return 'skipped';
    if (this.lastSuccessAt !== null && this.now() - this.lastSuccessAt < ACTIVITY_SKIP_WINDOW_MS) return 'skipped';
    const user = this.deps.getUser();
    if (!user) return 'no-user';
    const token = this.deps.getToken();
    if (!token) {
      console.warn('Activity tracking skipped: no stored token.');
      return 'no-token';
    }

    const body: ActivityRequest = {
      userId: user.id,
      username: user.username,
      timestamp: this.now(),
      source: 'web',
      firebaseUid: user.firebaseUid,
      email: user.email || null,
      role: user.role,
      verificationKey: verificationKey(user),
    };
    this.inFlight = true;
    try {
      const result = await this.deps.send(body, token);
      if (!this.running) return 'stopped';
      this.lastSuccessAt = this.now();
      this.retryCount = 0;
      this.deps.onSuccess(result);
      return 'sent';
    } catch (error) {
      if (!this.running) return 'stopped';
      this.retryCount += 1;
      console.error(
        error instanceof ApiError ? MESSAGES.activityServerError(error.status) : MESSAGES.activityFailed,
        error,
      );
      this.deps.onFailure(error);
      return 'failed';
    } finally {
      this.inFlight = false;
    }
  }
}
