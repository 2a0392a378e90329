import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { BOARDS, periodStart, type Board, type BoardEntry, type BoardState } from '../../domain/leaderboard.js';
import { LeaderboardRepository } from '../../domain/leaderboard.repository.js';

interface EntryRow {
  user_id: number;
  xp: number;
  rank: number;
  position: number;
}
/** The snapshot table of a board (a fixed name per board; never from input). */
const table = (board: Board) => `leaderboard_${BOARDS[BOARDS.indexOf(board)] ?? 'week'}`;
const toEntry = (row: EntryRow): BoardEntry => ({
  userId: row.user_id,
  xp: row.xp,
  rank: row.rank,
  position: row.position,
});

@Injectable()
export class SqlLeaderboardRepository extends LeaderboardRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
  ) {
    super();
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
    const live = `leaderboard_${board}`;
    const next = `${live}_next`;
    const n = await this.em.fork().transactional(async (em) => {
      // One rebuild of a board at a time (a manual run beside the job's waits here).
      await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`leaderboard-refresh:${board}`]);
      await em.execute(`drop table if exists ${next}`);
      await em.execute(
        `create unlogged table ${next} (user_id int not null, xp int not null, rank int not null, position int not null)`,
      );
      const source =
        board === 'all'
          ? `select user_id, total_xp as xp from learner_progress where total_xp > 0`
          : // XP carried over from before the ledger (opening-balance) belongs to no week or month.
            `select user_id, sum(amount)::int as xp from xp_ledger
             where awarded_at >= (?::date)::timestamp at time zone 'UTC' and awarded_at < ?::timestamptz and achievement <> 'opening-balance'
             group by user_id`;
      // Ordered as the windows are (xp desc, user_id = position order): one sort, not two.
      const inserted = await em.execute<{ affectedRows: number }>(
        `insert into ${next} (user_id, xp, rank, position)
         select user_id, xp, rank() over (order by xp desc), row_number() over (order by xp desc, user_id)
         from (${source}) as totals order by xp desc, user_id`,
        board === 'all' ? [] : [start, now],
        'run',
      );
      await em.execute(`alter table ${next} add constraint ${next}_pkey primary key (user_id)`);
      await em.execute(`create unique index ${next}_position on ${next} (position)`);
      await em.execute(`create index ${next}_xp on ${next} (xp desc, position)`);
      await em.execute(`drop table ${live}`);
      await em.execute(`alter table ${next} rename to ${live}`);
      await em.execute(`alter index ${next}_pkey rename to ${live}_pkey`);
      await em.execute(`alter index ${next}_position rename to ${live}_position`);
      await em.execute(`alter index ${next}_xp rename to ${live}_xp`);
      await em.execute(
        `insert into leaderboard_boards (id, period_start, refreshed_at, total) values (?, ?, ?, ?)
         on conflict (id) do update set period_start = excluded.period_start, refreshed_at = excluded.refreshed_at, total = excluded.total`,
        [board, start, now, inserted.affectedRows],
      );
      return inserted.affectedRows;
    });
    this.feed.announce('leaderboard_boards', [board]);
    return n;
  }

  async state(board: Board): Promise<BoardState> {
    const [row] = await this.em.execute<{ period_start: string; refreshed_at: Date | string | null; total: number }[]>(
      `select to_char(period_start, 'YYYY-MM-DD') as period_start, refreshed_at, total from leaderboard_boards where id = ?`,
      [board],
    );
    return {
      board,
      periodStart: row?.period_start ?? periodStart(board, new Date()),
      refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at) : null,
      total: row?.total ?? 0,
    };
  }

  async range(board: Board, from: number, to: number): Promise<BoardEntry[]> {
    const rows = await this.em.execute<EntryRow[]>(
      `select user_id, xp, rank, position from ${table(board)} where position between ? and ? order by position`,
      [from, to],
    );
    return rows.map(toEntry);
  }

  async entryOf(board: Board, userId: number): Promise<BoardEntry | null> {
    const [row] = await this.em.execute<EntryRow[]>(
      `select user_id, xp, rank, position from ${table(board)} where user_id = ?`,
      [userId],
    );
    return row ? toEntry(row) : null;
  }

  async liveXp(board: Board, start: string, userId: number): Promise<number> {
    if (board === 'all') {
      const [row] = await this.em.execute<{ xp: number }[]>(
        `select total_xp as xp from learner_progress where user_id = ?`,
        [userId],
      );
      return row?.xp ?? 0;
    }
    const [row] = await this.em.execute<{ xp: number }[]>(
      `select coalesce(sum(amount), 0)::int as xp from xp_ledger
       where user_id = ? and awarded_at >= (?::date)::timestamp at time zone 'UTC' and achievement <> 'opening-balance'`,
      [userId, start],
    );
    return row.xp;
  }

  async othersAbove(board: Board, xp: number, userId: number): Promise<number> {
    // Entries with more XP hold positions 1..P, so the first entry at or below `xp` (in board
    // order, on the (xp desc, position) index) tells P without counting.
    const [first] = await this.em.execute<{ position: number }[]>(
      `select position from ${table(board)} where xp <= ? order by xp desc, position limit 1`,
      [xp],
    );
    const above = first ? first.position - 1 : (await this.state(board)).total;
    if (above === 0) return 0;
    const [me] = await this.em.execute<{ position: number }[]>(
      `select position from ${table(board)} where user_id = ? and position <= ?`,
      [userId, above],
    );
    return me ? above - 1 : above;
  }
}
