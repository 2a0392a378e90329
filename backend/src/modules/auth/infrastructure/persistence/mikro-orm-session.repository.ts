import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Session, SessionRepository, type SessionPrincipal } from '../../domain/session.js';

@Injectable()
export class MikroOrmSessionRepository extends SessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(session: Session): Promise<void> {
    this.em.persist(session);
    await this.em.flush();
  }

  /** One indexed join per authenticated request: the session is live and its user exists. */
  async findActivePrincipal(sessionId: string, now: Date): Promise<SessionPrincipal | null> {
    const rows = await this.em.execute<{ user_id: number; role: string }[]>(
      `select s.user_id, u.role from sessions s join users u on u.id = s.user_id
       where s.id = ? and s.revoked_at is null and s.expires_at > ?`,
      [sessionId, now],
    );
    return rows[0] ? { sessionId, userId: rows[0].user_id, role: rows[0].role } : null;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.em.execute('update sessions set revoked_at = ? where id = ? and revoked_at is null', [now, sessionId]);
  }

  async revokeAllOf(userId: number, now: Date, exceptSessionId?: string): Promise<void> {
    await this.em.execute(
      'update sessions set revoked_at = ? where user_id = ? and revoked_at is null and id is distinct from ?',
      [now, userId, exceptSessionId ?? null],
    );
  }

  async deleteExpired(before: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('delete from sessions where expires_at < ? returning id', [before]);
    return rows.length;
  }
}
