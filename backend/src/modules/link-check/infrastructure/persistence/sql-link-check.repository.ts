import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { LinkUse } from '../../../../platform/links/external-links.js';
import { LINK_OUTCOMES, type LinkCheckResult, type LinkOutcome } from '../../domain/link-check.js';
import { type LinkCheckQuery, LinkCheckRepository } from '../../domain/link-check.repository.js';
import type { LinkCheckDb } from './link-check-db.js';

const toResult = (row: Selectable<LinkCheckDb['link_checks']>): LinkCheckResult => ({
  url: row.url,
  outcome: row.outcome as LinkOutcome,
  status: row.status,
  location: row.location,
  reason: row.reason,
  checkedAt: new Date(row.checked_at),
  usedIn: row.used_in as unknown as LinkUse[],
});

/** Typed SQL (docs/architecture.md, "Persistence: typed SQL"): bound to the caller's EntityManager and its transaction. */
@Injectable()
export class SqlLinkCheckRepository extends LinkCheckRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<LinkCheckDb>(this.em);
  }

  async replaceAll(results: readonly LinkCheckResult[]): Promise<void> {
    if (results.length) {
      await this.db
        .insertInto('link_checks')
        .values(
          results.map((r) => ({
            url: r.url,
            outcome: r.outcome,
            status: r.status,
            location: r.location,
            reason: r.reason,
            checked_at: r.checkedAt,
            used_in: JSON.stringify(r.usedIn),
          })),
        )
        .onConflict((oc) =>
          oc.column('url').doUpdateSet((eb) => ({
            outcome: eb.ref('excluded.outcome'),
            status: eb.ref('excluded.status'),
            location: eb.ref('excluded.location'),
            reason: eb.ref('excluded.reason'),
            checked_at: eb.ref('excluded.checked_at'),
            used_in: eb.ref('excluded.used_in'),
          })),
        )
        .execute();
    }
    const urls = results.map((r) => r.url);
    await this.db
      .deleteFrom('link_checks')
      .where((eb) => eb.not(eb('url', '=', eb.fn.any(eb.val(urls)))))
      .execute();
  }

  async page(query: LinkCheckQuery): Promise<{ items: LinkCheckResult[]; total: number }> {
    const rows = await this.db
      .selectFrom('link_checks')
      .selectAll()
      .select(sql<number>`count(*) over ()::int`.as('total'))
      .where('outcome', 'in', [...query.outcomes])
      .orderBy('checked_at', 'desc')
      .orderBy('url')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      const { n } = await this.db
        .selectFrom('link_checks')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('outcome', 'in', [...query.outcomes])
        .executeTakeFirstOrThrow();
      total = n;
    }
    return { items: rows.map(toResult), total };
  }

  async summary(): Promise<{ lastCheckedAt: Date | null; counts: Record<LinkOutcome, number> }> {
    const rows = await this.db
      .selectFrom('link_checks')
      .select(['outcome', sql<number>`count(*)::int`.as('n'), sql<string>`max(checked_at)`.as('last')])
      .groupBy('outcome')
      .execute();
    const counts = Object.fromEntries(LINK_OUTCOMES.map((o) => [o, 0])) as Record<LinkOutcome, number>;
    let last: Date | null = null;
    for (const row of rows) {
      counts[row.outcome as LinkOutcome] = row.n;
      const at = new Date(row.last);
      if (!last || at > last) last = at;
    }
    return { lastCheckedAt: last, counts };
  }
}
