import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { BOARDS, periodStart, type Board, type BoardEntry, type BoardState } from '../../domain/leaderboard.js';
import { LeaderboardRepository } from '../../domain/leaderboard.repository.js';
import type { ActivityDb } from './activity-db.js';

/** The snapshot table of a board (a fixed name per board; never from input). */
const table = (board: Board) => `leaderboard_${BOARDS[BOARDS.indexOf(board)] ?? 'week'}` as const;
type SnapshotTable = ReturnType<typeof table>;
/** A board's snapshot while it is built aside (named like the board, `_next`), then swapped in. */
type Building = Record<`${SnapshotTable}_next`, ActivityDb['leaderboard_all']>;

const toEntry = (row: BoardEntryRow): BoardEntry => ({
  userId: row.user_id,
  xp: row.xp,
  rank: row.rank,
  position: row.position,
});
interface BoardEntryRow {
  user_id: number;
  xp: number;
  rank: number;
  position: number;
}

/**
 * Raw SQL (Kysely has no advisory lock): waits, in the caller's transaction, until no other
 * transaction rebuilds `board`, so a manual run beside the job's waits here. Run by every
 * refresh (leaderboard e2e tests).
 */
export function lockBoardRebuild(db: Kysely<ActivityDb>, board: Board): Promise<unknown> {
  return sql`select pg_advisory_xact_lock(hashtext(${`leaderboard-refresh:${board}`}))`.execute(db);
}

/**
 * Raw SQL (Kysely's schema builder renames tables, not indexes): `alter index from rename to to`,
 * the names quoted as identifiers. The refresh renames a built board's indexes to the live
 * board's names with it (leaderboard e2e tests refresh more than once, which needs the names).
 */
export function renameIndex(db: Kysely<ActivityDb>, from: string, to: string): Promise<unknown> {
  return sql`alter index ${sql.id(from)} rename to ${sql.id(to)}`.execute(db);
}

@Injectable()
export class SqlLeaderboardRepository extends LeaderboardRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
  ) {
    super();
  }

  private get db() {
    return typedSql<ActivityDb>(this.em);
  }

  /**
   * Each board is built aside (an unlogged table without indexes, filled in position order,
   * then indexed) and swapped in: readers keep the previous snapshot meanwhile and wait only for
   * the rename at the end of the board's transaction. The three boards are built at once, each
   * in its own transaction (on its own connection, so PostgreSQL uses more than one core).
   */
  async refresh(now: Date): Promise<Record<Board, number>> {
    const counts = await Promise.all(BOARDS.map((board) => this.rebuild(board, now)));
    return Object.fromEntries(BOARDS.map((board, i) => [board, counts[i]])) as Record<Board, number>;
  }

  private async rebuild(board: Board, now: Date): Promise<number> {
    const start = periodStart(board, now);
    const live = table(board);
    const next = `${live}_next` as const;
    const n = await this.em.fork().transactional(async (em) => {
      const db = typedSql<ActivityDb>(em);
      // One rebuild of a board at a time (a manual run beside the job's waits here).
      await lockBoardRebuild(db, board);
      await db.schema.dropTable(next).ifExists().execute();
      await db.schema
        .createTable(next)
        .modifyFront(sql`unlogged`)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('xp', 'integer', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      const totals =
        board === 'all'
          ? db.selectFrom('learner_progress').select(['user_id', 'total_xp as xp']).where('total_xp', '>', 0)
          : // XP carried over from before the ledger (opening-balance) belongs to no week or month.
            db
              .selectFrom('xp_ledger')
              .select(['user_id', sql<number>`sum(amount)::int`.as('xp')])
              .where('awarded_at', '>=', sql<string>`(${start}::date)::timestamp at time zone 'UTC'`)
              .where('awarded_at', '<', now.toISOString())
              .where('achievement', '<>', 'opening-balance')
              .groupBy('user_id');
      // Ordered as the windows are (xp desc, user_id = position order): one sort, not two.
      const inserted = await db
        .withTables<Building>()
        .insertInto(next)
        .columns(['user_id', 'xp', 'rank', 'position'])
        .expression(
          db
            .selectFrom(totals.as('totals'))
            .select((eb) => [
              'user_id',
              'xp',
              eb.fn
                .agg<number>('rank')
                .over((ob) => ob.orderBy('xp', 'desc'))
                .as('rank'),
              eb.fn
                .agg<number>('row_number')
                .over((ob) => ob.orderBy('xp', 'desc').orderBy('user_id'))
                .as('position'),
            ])
            .orderBy('xp', 'desc')
            .orderBy('user_id'),
        )
        .executeTakeFirstOrThrow();
      const total = Number(inserted.numInsertedOrUpdatedRows ?? 0);
      await db.schema.alterTable(next).addPrimaryKeyConstraint(`${next}_pkey`, ['user_id']).execute();
      await db.schema.createIndex(`${next}_position`).unique().on(next).column('position').execute();
      await db.schema.createIndex(`${next}_xp`).on(next).columns(['xp desc', 'position']).execute();
      await db.schema.dropTable(live).execute();
      await db.schema.alterTable(next).renameTo(live).execute();
      await renameIndex(db, `${next}_pkey`, `${live}_pkey`);
      await renameIndex(db, `${next}_position`, `${live}_position`);
      await renameIndex(db, `${next}_xp`, `${live}_xp`);
      await db
        .insertInto('leaderboard_boards')
        .values({ id: board, period_start: start, refreshed_at: now, total })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            period_start: eb.ref('excluded.period_start'),
            refreshed_at: eb.ref('excluded.refreshed_at'),
            total: eb.ref('excluded.total'),
          })),
        )
        .execute();
      return total;
    });
    this.feed.announce('leaderboard_boards', [board]);
    return n;
  }

  async state(board: Board): Promise<BoardState> {
    const row = await this.db
      .selectFrom('leaderboard_boards')
      .select([sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('period_start'), 'refreshed_at', 'total'])
      .where('id', '=', board)
      .executeTakeFirst();
    return {
      board,
      periodStart: row?.period_start ?? periodStart(board, new Date()),
      refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at) : null,
      total: row?.total ?? 0,
    };
  }

  async range(board: Board, from: number, to: number): Promise<BoardEntry[]> {
    const rows = await this.db
      .selectFrom(table(board))
      .select(['user_id', 'xp', 'rank', 'position'])
      .where((eb) => eb.between('position', from, to))
      .orderBy('position')
      .execute();
    return rows.map(toEntry);
  }

  async entryOf(board: Board, userId: number): Promise<BoardEntry | null> {
    const row = await this.db
      .selectFrom(table(board))
      .select(['user_id', 'xp', 'rank', 'position'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  async liveXp(board: Board, start: string, userId: number): Promise<number> {
    if (board === 'all') {
      const row = await this.db
        .selectFrom('learner_progress')
        .select('total_xp as xp')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.xp ?? 0;
    }
    const row = await this.db
      .selectFrom('xp_ledger')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('xp'))
      .where('user_id', '=', userId)
      .where('awarded_at', '>=', sql<string>`(${start}::date)::timestamp at time zone 'UTC'`)
      .where('achievement', '<>', 'opening-balance')
      .executeTakeFirstOrThrow();
    return row.xp;
  }

  async othersAbove(board: Board, xp: number, userId: number): Promise<number> {
    // Entries with more XP hold positions 1..P, so the first entry at or below `xp` (in board
    // order, on the (xp desc, position) index) tells P without counting.
    const first = await this.db
      .selectFrom(table(board))
      .select('position')
      .where('xp', '<=', xp)
      .orderBy('xp', 'desc')
      .orderBy('position')
      .limit(1)
      .executeTakeFirst();
    const above = first ? first.position - 1 : (await this.state(board)).total;
    if (above === 0) return 0;
    const me = await this.db
      .selectFrom(table(board))
      .select('position')
      .where('user_id', '=', userId)
      .where('position', '<=', above)
      .executeTakeFirst();
    return me ? above - 1 : above;
  }
}
