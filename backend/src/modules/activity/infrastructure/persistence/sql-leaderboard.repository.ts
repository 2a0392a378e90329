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
const toEntry = (row: EntryRow): BoardEntry => ({ userId: row.user_id, xp: row.xp, rank: row.rank, position: row.position });

@Injectable()
export class SqlLeaderboardRepository extends LeaderboardRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
  ) {
    super();
  }

  async refresh(now: Date): Promise<Record<Board, number>> {
    const totals = await this.em.transactional(async (em) => {
      const counts = {} as Record<Board, number>;
      for (const board of BOARDS) {
        const start = periodStart(board, now);
        // Readers keep seeing the previous snapshot until this transaction commits.
        await em.execute('delete from leaderboard_entries where board = ?', [board]);
        const source =
          board === 'all'
            ? `select user_id, total_xp as xp from learner_progress where total_xp > 0`
            : // XP carried over from before the ledger (opening-balance) belongs to no week or month.
              `select user_id, sum(amount)::int as xp from xp_ledger
               where awarded_at >= (?::date)::timestamp at time zone 'UTC' and awarded_at < ?::timestamptz and achievement <> 'opening-balance'
               group by user_id`;
        const params = board === 'all' ? [board] : [board, start, now];
        const [{ n }] = await em.execute<{ n: number }[]>(
          `with inserted as (
             insert into leaderboard_entries (board, user_id, xp, rank, position)
             select ?, user_id, xp, rank() over (order by xp desc), row_number() over (order by xp desc, user_id)
             from (${source}) as totals
             returning 1
           ) select count(*)::int as n from inserted`,
          params,
        );
        await em.execute(
          `insert into leaderboard_boards (id, period_start, refreshed_at, total) values (?, ?, ?, ?)
           on conflict (id) do update set period_start = excluded.period_start, refreshed_at = excluded.refreshed_at, total = excluded.total`,
          [board, start, now, n],
        );
        counts[board] = n;
      }
      return counts;
    });
    this.feed.announce('leaderboard_boards', [...BOARDS]);
    return totals;
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
      'select user_id, xp, rank, position from leaderboard_entries where board = ? and position between ? and ? order by position',
      [board, from, to],
    );
    return rows.map(toEntry);
  }

  async entryOf(board: Board, userId: number): Promise<BoardEntry | null> {
    const [row] = await this.em.execute<EntryRow[]>('select user_id, xp, rank, position from leaderboard_entries where board = ? and user_id = ?', [board, userId]);
    return row ? toEntry(row) : null;
  }
}
