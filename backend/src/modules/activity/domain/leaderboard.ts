/**
 * Leaderboards (issue 12): all-time XP, and the XP of this calendar month and this week
 * (Monday to Sunday), both in UTC so every learner competes over the same period. A board is a
 * snapshot refreshed by a job (ranks are never counted per request); ties share a rank.
 */
export const BOARDS = ['all', 'month', 'week'] as const;
export type Board = (typeof BOARDS)[number];

/** The first day (UTC, YYYY-MM-DD) of the board's current period; all-time starts at the epoch. */
export function periodStart(board: Board, now: Date): string {
  if (board === 'all') return '1970-01-01';
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (board === 'month') d.setUTCDate(1);
  else d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export interface BoardEntry {
  userId: number;
  xp: number;
  /** 1 for the most XP; equal XP, equal rank. */
  rank: number;
  /** The entry's place in the list (1, 2, 3, ... without gaps): pages and neighbours use it. */
  position: number;
}

export interface BoardState {
  board: Board;
  periodStart: string;
  refreshedAt: Date | null;
  total: number;
}
