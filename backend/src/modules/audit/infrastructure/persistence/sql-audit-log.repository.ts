import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import type { AuditEntry, NewAuditEntry } from '../../domain/audit-entry.js';
import { AuditLogRepository, type AuditQuery } from '../../domain/audit-log.repository.js';

interface Row {
  id: string;
  at: Date;
  actor_id: number;
  actor_role: string;
  method: string;
  route: string;
  params: Record<string, string>;
  changes: Record<string, unknown>;
  status: number;
  total: number;
}

@Injectable()
export class SqlAuditLogRepository extends AuditLogRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async append(entry: NewAuditEntry): Promise<void> {
    // Its own statement on the pool: the request's transaction (if any) has ended by now.
    await this.em
      .getConnection()
      .execute(
        'insert into audit_log (actor_id, actor_role, method, route, params, changes, status) values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)',
        [
          entry.actorId,
          entry.actorRole,
          entry.method,
          entry.route,
          JSON.stringify(entry.params),
          JSON.stringify(entry.changes),
          entry.status,
        ],
      );
  }

  async list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
    const where: string[] = ['true'];
    const params: unknown[] = [];
    if (query.actorId !== undefined) {
      where.push('actor_id = ?');
      params.push(query.actorId);
    }
    if (query.route) {
      where.push('route ilike ?');
      params.push(containsPattern(query.route));
    }
    const rows = await this.em.getConnection().execute<Row[]>(
      `select id, at, actor_id, actor_role, method, route, params, changes, status, count(*) over ()::int as total
         from audit_log where ${where.join(' and ')} order by id desc limit ? offset ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      const [{ n }] = await this.em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from audit_log where ${where.join(' and ')}`, params);
      total = n;
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
        params: row.params,
        changes: row.changes,
        status: row.status,
      })),
    };
  }
}
