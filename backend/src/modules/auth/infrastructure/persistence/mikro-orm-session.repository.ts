import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { Session, SessionRepository, type SessionPrincipal } from '../../domain/session.js';
import type { AuthDb } from './auth-db.js';

interface CachedPrincipal extends SessionPrincipal {
  expiresAt: number;
}

@Injectable()
export class MikroOrmSessionRepository extends SessionRepository {
  /**
   * Live sessions by session id: most authenticated requests need no query at all (the role is
   * the users facade's, from its own coherent cache). Revoking a session evicts the entry on
   * every instance (row-change feed); expiry is checked on every hit.
   */
  private readonly principals: RowCache<CachedPrincipal>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.principals = new RowCache(feed, { tables: ['sessions'], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  async save(session: Session): Promise<void> {
    this.em.persist(session);
    await this.em.flush();
  }

  /** One primary-key lookup on a cache miss: the session is live and belongs to `userId`. */
  async findActivePrincipal(sessionId: string, now: Date, userId: number): Promise<SessionPrincipal | null> {
    const principal = await this.principals.get(sessionId, [`sessions:${sessionId}`], async () => {
      const row = await this.db
        .selectFrom('sessions')
        .select(['user_id', 'expires_at'])
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!row || row.user_id !== userId) return null;
      return { sessionId, userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() };
    });
    return this.check(principal, now, userId);
  }

  peekActivePrincipal(sessionId: string, now: Date, userId: number): SessionPrincipal | null | undefined {
    const principal = this.principals.peek(sessionId);
    return principal && this.check(principal, now, userId);
  }

  /** A cached principal is checked against the caller's user too: entries are keyed by session id alone. */
  private check(principal: CachedPrincipal | null, now: Date, userId: number): SessionPrincipal | null {
    if (!principal || principal.userId !== userId || principal.expiresAt <= now.getTime()) return null;
    return { sessionId: principal.sessionId, userId: principal.userId };
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    this.feed.announce('sessions', [sessionId]);
  }

  async revokeAllOf(userId: number, now: Date, exceptSessionId?: string): Promise<void> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('id', 'is distinct from', exceptSessionId ?? null)
      .returning('id')
      .execute();
    this.feed.announce(
      'sessions',
      rows.map((row) => row.id),
    );
  }

  async deleteExpired(before: Date): Promise<number> {
    const rows = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<', before.toISOString())
      .returning('id')
      .execute();
    return rows.length;
  }
}
