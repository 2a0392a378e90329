import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { NewReviewItem, ReviewCard, ReviewItem, ReviewKind } from '../../domain/review-item.js';
import { ReviewItemRepository } from '../../domain/review-item.repository.js';
import type { ReviewDb } from './review-db.js';

/** An advisory lock namespace: one learner's queue is changed by one transaction at a time. */
const QUEUE_LOCK = 0x7265_7601;

/** Waits (in the caller's transaction) until no other transaction changes this learner's review queue. */
function lockReviewQueueOf(db: Kysely<ReviewDb>, userId: number): Promise<unknown> {
  return sql`select pg_advisory_xact_lock(${QUEUE_LOCK}, ${userId})`.execute(db);
}

type Row = Selectable<ReviewDb['review_items']>;

const cardColumns = (card: ReviewCard) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.lastReview,
});

/** The card kept for a re-rating, as jsonb (instants as ISO text). */
const cardJson = (card: ReviewCard | null): string | null => (card ? JSON.stringify(card) : null);
function cardFromJson(value: unknown): ReviewCard | null {
  if (!value || typeof value !== 'object') return null;
  const c = value as Record<string, unknown> & { due: string; lastReview: string | null };
  return {
    ...(c as unknown as ReviewCard),
    due: new Date(c.due),
    lastReview: c.lastReview ? new Date(c.lastReview) : null,
  };
}

const toItem = (row: Row): ReviewItem => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind as ReviewKind,
  moduleKey: row.module_key,
  ref: row.ref,
  title: row.title,
  sourceId: row.source_id,
  rerateFrom: cardFromJson(row.rerate_from),
  card: {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.last_review ? new Date(row.last_review) : null,
  },
});

/** Typed SQL (docs/architecture.md, "Persistence: typed SQL"): bound to the request's EntityManager and its transaction. */
@Injectable()
export class SqlReviewItemRepository extends ReviewItemRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<ReviewDb>(this.em);
  }

  async lockQueueOf(userId: number): Promise<void> {
    await lockReviewQueueOf(this.db, userId);
  }

  async find(userId: number, id: string): Promise<ReviewItem | null> {
    const row = await this.db
      .selectFrom('review_items')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toItem(row) : null;
  }

  async findByRef(userId: number, kind: ReviewKind, moduleKey: string, ref: string): Promise<ReviewItem | null> {
    const row = await this.db
      .selectFrom('review_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('module_key', '=', moduleKey)
      .where('ref', '=', ref)
      .executeTakeFirst();
    return row ? toItem(row) : null;
  }

  async insert(item: NewReviewItem): Promise<void> {
    await this.db
      .insertInto('review_items')
      .values({
        user_id: item.userId,
        kind: item.kind,
        module_key: item.moduleKey,
        ref: item.ref,
        title: item.title,
        source_id: item.sourceId,
        ...cardColumns(item.card),
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'module_key', 'ref']).doNothing())
      .execute();
  }

  async updateCard(
    id: string,
    card: ReviewCard,
    changes: { sourceId?: string | null; rerateFrom: ReviewCard | null },
  ): Promise<void> {
    await this.db
      .updateTable('review_items')
      .set({
        ...cardColumns(card),
        ...(changes.sourceId !== undefined ? { source_id: changes.sourceId } : {}),
        rerate_from: cardJson(changes.rerateFrom),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  async remove(userId: number, ids: readonly string[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('review_items').where('user_id', '=', userId).where('id', 'in', ids).execute();
  }

  async due(userId: number, now: Date, limit: number): Promise<ReviewItem[]> {
    const rows = await this.db
      .selectFrom('review_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('due', '<=', now.toISOString())
      .orderBy('due')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toItem);
  }

  async summary(userId: number, now: Date): Promise<{ dueNow: number; nextDueAt: Date | null; total: number }> {
    const at = now.toISOString();
    const row = await this.db
      .selectFrom('review_items')
      .select([
        sql<number>`(count(*) filter (where due <= ${at}))::int`.as('due_now'),
        sql<string | null>`min(due) filter (where due > ${at})`.as('next_due'),
        sql<number>`count(*)::int`.as('total'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { dueNow: row.due_now, nextDueAt: row.next_due ? new Date(row.next_due) : null, total: row.total };
  }

  async recordDayCompleted(userId: number, day: string, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('review_days')
      .values({ user_id: userId, day, completed_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    return !!row;
  }

  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('review_items').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('review_days').where('user_id', '=', userId).execute();
  }
}
