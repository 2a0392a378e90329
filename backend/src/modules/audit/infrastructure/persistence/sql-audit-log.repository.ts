import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import { pooledSql } from '../../../../platform/database/typed-sql.js';
import type { AuditEntry, NewAuditEntry } from '../../domain/audit-entry.js';
import { AuditLogRepository, type AuditQuery } from '../../domain/audit-log.repository.js';
import type { AuditDb } from './audit-db.js';

/** The entries a query asks for (all when it names neither an actor nor a route). */
const matching = (query: AuditQuery) => (eb: ExpressionBuilder<AuditDb, 'audit_log'>) => {
  const filters = [];
  if (query.actorId !== undefined) filters.push(eb('actor_id', '=', query.actorId));
  if (query.route) filters.push(eb('route', 'ilike', containsPattern(query.route)));
  return eb.and(filters);
};

@Injectable()
export class SqlAuditLogRepository extends AuditLogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** Statements of their own on the pool: the request's transaction (if any) has ended by now. */
  private get db() {
    return pooledSql<AuditDb>(this.em);
  }

  async append(entry: NewAuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor_id: entry.actorId,
        actor_role: entry.actorRole,
        method: entry.method,
        route: entry.route,
        params: JSON.stringify(entry.params),
        changes: JSON.stringify(entry.changes),
        status: entry.status,
      })
      .execute();
  }

  async list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
    const listed = this.db.selectFrom('audit_log').where(matching(query));
    const rows = await listed
      .select(['id', 'at', 'actor_id', 'actor_role', 'method', 'route', 'params', 'changes', 'status'])
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      total = (await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    }
    return {
      total,
      items: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at),
        actorId: row.actor_id,
        actorRole: row.actor_role,
        method: row.method,
        route: row.route,
        params: row.params as Record<string, string>,
        changes: row.changes as Record<string, unknown>,
        status: row.status,
      })),
    };
  }
}
