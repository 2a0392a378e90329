import type { Board, BoardEntry, BoardState } from './leaderboard.js';

/** The leaderboard snapshots (a read model of the XP ledger and learner progress). */
export abstract class LeaderboardRepository {
  /** Rebuilds every board for the periods containing `now`, set-based, in one transaction. */
  abstract refresh(now: Date): Promise<Record<Board, number>>;
  abstract state(board: Board): Promise<BoardState>;
  /** Entries at positions [from, to], best first. */
  abstract range(board: Board, from: number, to: number): Promise<BoardEntry[]>;
  abstract entryOf(board: Board, userId: number): Promise<BoardEntry | null>;
  /** The learner's XP on the board's period starting `periodStart` (YYYY-MM-DD) as it is now, not as the snapshot has it. */
  abstract liveXp(board: Board, periodStart: string, userId: number): Promise<number>;
  /** How many learners other than `userId` have more than `xp` on the snapshot (an index lookup, never a count). */
  abstract othersAbove(board: Board, xp: number, userId: number): Promise<number>;
}
