import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { containsPattern } from '../../../../platform/database/sql-values.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { Category, Resource, ResourceFields, ResourceStatus } from '../../domain/resource.js';
import { ResourcesRepository, type ResourceQuery } from '../../domain/resources.repository.js';
import type { ResourcesDb } from './resources-db.js';

const COLUMNS = [
  'id',
  'title',
  'url',
  'category',
  'type',
  'level',
  'tags',
  'description',
  'status',
  'suggested_by',
  'review_note',
  'created_at',
  'reviewed_at',
] as const;
type Row = Pick<Selectable<ResourcesDb['resources']>, (typeof COLUMNS)[number]>;

/** An advisory lock namespace: one learner's suggestions are counted and inserted one at a time. */
const SUGGEST_LOCK = 0x7265_7301;

const toResource = (r: Row): Resource => ({
  id: r.id,
  title: r.title,
  url: r.url,
  category: r.category as Resource['category'],
  type: r.type as Resource['type'],
  level: r.level as Resource['level'],
  tags: r.tags,
  description: r.description,
  status: r.status as ResourceStatus,
  suggestedBy: r.suggested_by,
  reviewNote: r.review_note,
  createdAt: new Date(r.created_at),
  reviewedAt: r.reviewed_at ? new Date(r.reviewed_at) : null,
});

/** Approved resources matching the query's search, category, type, level and tag. */
const approvedMatching = (query: ResourceQuery) => (eb: ExpressionBuilder<ResourcesDb, 'resources'>) => {
  const filters = [eb('status', '=', 'approved')];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]));
  }
  for (const key of ['category', 'type', 'level'] as const) {
    const value = query[key];
    if (value) filters.push(eb(key, '=', value));
  }
  if (query.tag) filters.push(eb('tags', '@>', eb.val([query.tag])));
  return eb.and(filters);
};

@Injectable()
export class SqlResourcesRepository extends ResourcesRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<ResourcesDb>(this.em);
  }

  async approved(query: ResourceQuery): Promise<{ items: Resource[]; total: number }> {
    const listed = this.db.selectFrom('resources').where(approvedMatching(query));
    const rows = await listed
      .select(COLUMNS)
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .orderBy('category')
      .orderBy(sql`lower(title)`)
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    if (rows.length === 0 && query.page > 1) {
      const { n } = await listed.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { items: [], total: n };
    }
    return { items: rows.map(toResource), total: rows[0]?.total ?? 0 };
  }

  async approvedAddresses(): Promise<Array<{ id: number; title: string; url: string }>> {
    return this.db
      .selectFrom('resources')
      .select(['id', 'title', 'url'])
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
  }

  async categoryCounts(): Promise<Partial<Record<Category, number>>> {
    const rows = await this.db
      .selectFrom('resources')
      .select(['category', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'approved')
      .groupBy('category')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.category, r.n]));
  }

  async byId(id: number): Promise<Resource | null> {
    const row = await this.db.selectFrom('resources').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toResource(row) : null;
  }

  async byCanonicalUrl(canonical: string): Promise<Resource | null> {
    const row = await this.db
      .selectFrom('resources')
      .select(COLUMNS)
      .where('canonical_url', '=', canonical)
      .executeTakeFirst();
    return row ? toResource(row) : null;
  }

  async lockSuggestionsOf(userId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${SUGGEST_LOCK}, ${userId})`.execute(this.db);
  }

  async insertSuggestion(f: ResourceFields, canonical: string, userId: number): Promise<Resource | null> {
    const row = await this.db
      .insertInto('resources')
      .values({
        title: f.title,
        url: f.url,
        canonical_url: canonical,
        category: f.category,
        type: f.type,
        level: f.level,
        tags: f.tags,
        description: f.description,
        status: 'pending',
        suggested_by: userId,
      })
      .onConflict((oc) => oc.column('canonical_url').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toResource(row) : null;
  }

  async suggestionsSince(userId: number, since: Date): Promise<number> {
    const { n } = await this.db
      .selectFrom('resources')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('suggested_by', '=', userId)
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return n;
  }

  async suggestionsOf(userId: number): Promise<Resource[]> {
    const rows = await this.db
      .selectFrom('resources')
      .select(COLUMNS)
      .where('suggested_by', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
    return rows.map(toResource);
  }

  async pending(): Promise<Resource[]> {
    const rows = await this.db
      .selectFrom('resources')
      .select(COLUMNS)
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .limit(200)
      .execute();
    return rows.map(toResource);
  }

  async review(
    id: number,
    status: Exclude<ResourceStatus, 'pending'>,
    note: string | null,
    reviewerId: number,
    f?: ResourceFields,
  ): Promise<boolean> {
    const rows = await this.db
      .updateTable('resources')
      .set({
        status,
        review_note: note,
        reviewed_by: reviewerId,
        reviewed_at: sql`now()`,
        // The moderator's corrections, when they made any.
        ...(f && {
          title: f.title,
          category: f.category,
          type: f.type,
          level: f.level,
          tags: f.tags,
          description: f.description,
        }),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async forgetSuggester(userId: number): Promise<void> {
    await this.db
      .deleteFrom('resources')
      .where('suggested_by', '=', userId)
      .where('status', '<>', 'approved')
      .execute();
    await this.db.updateTable('resources').set({ suggested_by: null }).where('suggested_by', '=', userId).execute();
  }
}
