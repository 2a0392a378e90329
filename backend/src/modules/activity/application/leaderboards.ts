import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { RowCache } from '../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { UsersService, type PublicCard } from '../../users/index.js';
import type { Board, BoardEntry, BoardState } from '../domain/leaderboard.js';
import { LeaderboardRepository } from '../domain/leaderboard.repository.js';

export interface LeaderboardRow extends PublicCard {
  rank: number;
  position: number;
  xp: number;
  isMe: boolean;
}

export interface LeaderboardPage extends BoardState {
  page: number;
  pageSize: number;
  items: LeaderboardRow[];
  /** The caller's place (with two learners either side), when signed in and on the board. */
  me: { rank: number; position: number; xp: number; neighbours: LeaderboardRow[] } | null;
}

const NEIGHBOURS = 2;

/** A row before it is shown to a viewer (the user id never leaves: anonymous learners stay anonymous). */
type BoardRow = PublicCard & { userId: number; rank: number; position: number; xp: number };

/**
 * Reads the leaderboard snapshots. A page is a range of positions (an index range), cached
 * until the board is rebuilt or one of its learners changes what they show; the caller's own
 * rank is one indexed lookup plus their neighbours, never a count over all learners.
 */
@Injectable()
export class Leaderboards {
  private readonly pages: RowCache<{ state: BoardState; rows: BoardRow[] }>;
  /** A learner's place and neighbours: it changes only with the snapshot (or a neighbour's card). */
  private readonly places: RowCache<{ place: { rank: number; position: number; xp: number; neighbours: BoardRow[] } | null }>;

  constructor(
    private readonly boards: LeaderboardRepository,
    private readonly users: UsersService,
    feed: RowChangeFeed,
    config: AppConfig,
  ) {
    this.pages = new RowCache(feed, { tables: ['leaderboard_boards', 'users'], max: 2_000, ttlMs: config.cacheTtlMs });
    this.places = new RowCache(feed, { tables: ['leaderboard_boards', 'users'], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  private async withCards(entries: BoardEntry[]): Promise<BoardRow[]> {
    const cards = await this.users.publicCards(entries.map((e) => e.userId));
    // A learner deleted since the snapshot drops out of the page until the next rebuild.
    return entries.flatMap((e) => {
      const card = cards.get(e.userId);
      return card ? [{ ...card, rank: e.rank, position: e.position, xp: e.xp, userId: e.userId }] : [];
    });
  }

  async page(board: Board, page: number, pageSize: number, viewerId?: number): Promise<LeaderboardPage> {
    const cached = await this.pages.get(
      `${board}:${page}:${pageSize}`,
      (value) => [`leaderboard_boards:${board}`, ...value.rows.map((row) => `users:${row.userId}`)],
      async () => {
        const state = await this.boards.state(board);
        const from = (page - 1) * pageSize + 1;
        return { state, rows: await this.withCards(await this.boards.range(board, from, from + pageSize - 1)) };
      },
    );
    const { state, rows } = cached!;
    const mark = ({ userId, ...shown }: BoardRow): LeaderboardRow => ({ ...shown, isMe: userId === viewerId });
    let me: LeaderboardPage['me'] = null;
    if (viewerId !== undefined) {
      const { place } = (await this.places.get(
        `${board}:${viewerId}`,
        (value) => [`leaderboard_boards:${board}`, `users:${viewerId}`, ...(value.place?.neighbours.map((row) => `users:${row.userId}`) ?? [])],
        async () => {
          const entry = await this.boards.entryOf(board, viewerId);
          if (!entry) return { place: null };
          const around = await this.boards.range(board, Math.max(1, entry.position - NEIGHBOURS), entry.position + NEIGHBOURS);
          return { place: { rank: entry.rank, position: entry.position, xp: entry.xp, neighbours: await this.withCards(around) } };
        },
      ))!;
      if (place) me = { rank: place.rank, position: place.position, xp: place.xp, neighbours: place.neighbours.map(mark) };
    }
    return { ...state, page, pageSize, items: rows.map(mark), me };
  }
}
