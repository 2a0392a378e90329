import { randomUUID } from 'node:crypto';

/** One signed-in device: the `sid` of a session token. Logout revokes it. */
export class Session {
  id: string = randomUUID();
  userId: number;
  createdAt: Date = new Date();
  expiresAt: Date;
  revokedAt: Date | null = null;
  userAgent: string | null;

  constructor(props: { userId: number; ttlSeconds: number; userAgent?: string | null; now?: Date }) {
    const now = props.now ?? new Date();
    this.userId = props.userId;
    this.createdAt = now;
    this.expiresAt = new Date(now.getTime() + props.ttlSeconds * 1000);
    this.userAgent = props.userAgent?.slice(0, 300) ?? null;
  }

  isActive(now = new Date()): boolean {
    return this.revokedAt === null && this.expiresAt > now;
  }

  revoke(now = new Date()): void {
    this.revokedAt ??= now;
  }
}

/** Who a valid, unrevoked session belongs to (the account's role comes from users). */
export interface SessionPrincipal {
  sessionId: string;
  userId: number;
}

export abstract class SessionRepository {
  abstract save(session: Session): Promise<void>;
  /** The principal of a live session of `userId` (null when it ended or is someone else's). */
  abstract findActivePrincipal(sessionId: string, now: Date, userId: number): Promise<SessionPrincipal | null>;
  /** findActivePrincipal answered from memory when it can be: undefined when it would need the database. */
  abstract peekActivePrincipal(sessionId: string, now: Date, userId: number): SessionPrincipal | null | undefined;
  abstract revoke(sessionId: string, now: Date): Promise<void>;
  abstract revokeAllOf(userId: number, now: Date, exceptSessionId?: string): Promise<void>;
  abstract deleteExpired(before: Date): Promise<number>;
}
