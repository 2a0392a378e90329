import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern, pgTextArray } from '../../../../platform/database/sql-values.js';
import type { Category, Resource, ResourceFields, ResourceStatus } from '../../domain/resource.js';
import { ResourcesRepository, type ResourceQuery } from '../../domain/resources.repository.js';

interface Row {
  id: number;
  title: string;
  url: string;
  category: Resource['category'];
  type: Resource['type'];
  level: Resource['level'];
  tags: string[];
  description: string;
  status: ResourceStatus;
  suggested_by: number | null;
  review_note: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const COLUMNS =
  'id, title, url, category, type, level, tags, description, status, suggested_by, review_note, created_at, reviewed_at';
const toResource = (r: Row): Resource => ({
  id: r.id,
  title: r.title,
  url: r.url,
  category: r.category,
  type: r.type,
  level: r.level,
  tags: r.tags,
  description: r.description,
  status: r.status,
  suggestedBy: r.suggested_by,
  reviewNote: r.review_note,
  createdAt: new Date(r.created_at),
  reviewedAt: r.reviewed_at ? new Date(r.reviewed_at) : null,
});

@Injectable()
export class SqlResourcesRepository extends ResourcesRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async approved(query: ResourceQuery): Promise<{ items: Resource[]; total: number }> {
    const where = [`status = 'approved'`];
    const params: unknown[] = [];
    if (query.q) {
      where.push('(title ilike ? or description ilike ?)');
      params.push(containsPattern(query.q), containsPattern(query.q));
    }
    for (const key of ['category', 'type', 'level'] as const) {
      if (query[key]) {
        where.push(`${key} = ?`);
        params.push(query[key]);
      }
    }
    if (query.tag) {
      where.push('tags @> ?::text[]');
      params.push(pgTextArray([query.tag]));
    }
    const rows = await this.em.execute<(Row & { total: number })[]>(
      `select ${COLUMNS}, count(*) over ()::int as total from resources where ${where.join(' and ')} order by category, lower(title), id limit ? offset ?`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    if (rows.length === 0 && query.page > 1) {
      const [{ n }] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from resources where ${where.join(' and ')}`,
        params,
      );
      return { items: [], total: n };
    }
    return { items: rows.map(toResource), total: rows[0]?.total ?? 0 };
  }

  async categoryCounts(): Promise<Partial<Record<Category, number>>> {
    const rows = await this.em.execute<{ category: Category; n: number }[]>(
      `select category, count(*)::int as n from resources where status = 'approved' group by category`,
    );
    return Object.fromEntries(rows.map((r) => [r.category, r.n]));
  }

  async byId(id: number): Promise<Resource | null> {
    const [row] = await this.em.execute<Row[]>(`select ${COLUMNS} from resources where id = ?`, [id]);
    return row ? toResource(row) : null;
  }

  async byCanonicalUrl(canonical: string): Promise<Resource | null> {
    const [row] = await this.em.execute<Row[]>(`select ${COLUMNS} from resources where canonical_url = ?`, [canonical]);
    return row ? toResource(row) : null;
  }

  async insertSuggestion(f: ResourceFields, canonical: string, userId: number): Promise<Resource | null> {
    const [row] = await this.em.execute<Row[]>(
      `insert into resources (title, url, canonical_url, category, type, level, tags, description, status, suggested_by)
       values (?, ?, ?, ?, ?, ?, ?::text[], ?, 'pending', ?) on conflict (canonical_url) do nothing returning ${COLUMNS}`,
      [f.title, f.url, canonical, f.category, f.type, f.level, pgTextArray(f.tags), f.description, userId],
    );
    return row ? toResource(row) : null;
  }

  async suggestionsSince(userId: number, since: Date): Promise<number> {
    const [{ n }] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from resources where suggested_by = ? and created_at >= ?`,
      [userId, since],
    );
    return n;
  }

  async suggestionsOf(userId: number): Promise<Resource[]> {
    const rows = await this.em.execute<Row[]>(
      `select ${COLUMNS} from resources where suggested_by = ? order by created_at desc limit 50`,
      [userId],
    );
    return rows.map(toResource);
  }

  async pending(): Promise<Resource[]> {
    const rows = await this.em.execute<Row[]>(
      `select ${COLUMNS} from resources where status = 'pending' order by created_at, id limit 200`,
    );
    return rows.map(toResource);
  }

  async review(
    id: number,
    status: Exclude<ResourceStatus, 'pending'>,
    note: string | null,
    reviewerId: number,
    f?: ResourceFields,
  ): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update resources set status = ?, review_note = ?, reviewed_by = ?, reviewed_at = now(),
         title = coalesce(?, title), category = coalesce(?, category), type = coalesce(?, type), level = coalesce(?, level),
         tags = coalesce(?::text[], tags), description = coalesce(?, description)
       where id = ? and status = 'pending' returning id`,
      [
        status,
        note,
        reviewerId,
        f?.title ?? null,
        f?.category ?? null,
        f?.type ?? null,
        f?.level ?? null,
        f ? pgTextArray(f.tags) : null,
        f?.description ?? null,
        id,
      ],
    );
    return rows.length > 0;
  }
}
