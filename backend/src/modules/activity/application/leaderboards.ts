import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config.js';
import { RowCache } from '../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../platform/cache/row-change-feed.js';
import { USERS_TABLE, UsersFacade, userTag, type PublicCard } from '../../users/index.js';
import { periodStart, type Board, type BoardEntry, type BoardState } from '../domain/leaderboard.js';
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
type Place = { rank: number; position: number; xp: number; neighbours: BoardRow[] };

/**
 * Reads the leaderboard snapshots. A page is a range of positions (an index range), cached
 * until the board is rebuilt or one of its learners changes what they show; the caller's own
 * rank is their XP now placed among the snapshot's (index lookups) plus their neighbours,
 * never a count over all learners.
 */
@Injectable()
export class Leaderboards {
  private readonly pages: RowCache<{ state: BoardState; rows: BoardRow[] }>;
  /** A learner's place and neighbours: it changes only with the snapshot (or a neighbour's card). */
  private readonly places: RowCache<{ place: Place | null }>;
  /** A learner's XP on a board's period now (dropped when their progress row changes: every award moves it). */
  private readonly liveXps: RowCache<{ xp: number }>;
  /**
   * A cached page's rows as everyone not on it sees them (no "isMe"), made once per cached page:
   * the same array for every such viewer, so the HTTP layer can serialize it once (SerializedJson).
   */
  private readonly unmarked = new WeakMap<object, LeaderboardRow[]>();

  constructor(
    private readonly boards: LeaderboardRepository,
    private readonly users: UsersFacade,
    feed: RowChangeFeed,
    config: AppConfig,
  ) {
    // Read at hundreds of requests a second: an expired page or place is served while one load
    // replaces it (a change to its rows still drops it at once).
    this.pages = new RowCache(feed, {
      tables: ['leaderboard_boards', USERS_TABLE],
      max: 2_000,
      ttlMs: config.cacheTtlMs,
      refreshAfterExpiry: true,
    });
    this.places = new RowCache(feed, {
      tables: ['leaderboard_boards', USERS_TABLE],
      max: 50_000,
      ttlMs: config.cacheTtlMs,
      refreshAfterExpiry: true,
    });
    this.liveXps = new RowCache(feed, {
      tables: ['learner_progress'],
      max: 50_000,
      ttlMs: config.cacheTtlMs,
      refreshAfterExpiry: true,
    });
  }

  /**
   * The viewer's place with their XP as it is now among the others' XP of the snapshot, so a
   * learning action moves them at once (the others move at the next refresh). Both the live XP
   * and the place are cached: the XP until the learner's progress row changes, the place until
   * the snapshot or a shown learner's card does.
   */
  private async placeOf(board: Board, state: BoardState, viewerId: number): Promise<Place | null> {
    const current = state.periodStart === periodStart(board, new Date());
    const live = current
      ? (await this.liveXps.get(
          `${board}:${state.periodStart}:${viewerId}`,
          [`learner_progress:${viewerId}`],
          async () => ({ xp: await this.boards.liveXp(board, state.periodStart, viewerId) }),
        ))!.xp
      : null;
    const { place } = (await this.places.get(
      `${board}:${viewerId}:${live ?? 'snapshot'}`,
      (value) => [
        `leaderboard_boards:${board}`,
        userTag(viewerId),
        ...(value.place?.neighbours.map((row) => userTag(row.userId)) ?? []),
      ],
      async () => ({ place: await this.locate(board, viewerId, live) }),
    ))!;
    return place;
  }

  private async locate(board: Board, viewerId: number, live: number | null): Promise<Place | null> {
    const entry = await this.boards.entryOf(board, viewerId);
    if (live === null || (entry && entry.xp >= live)) {
      // The snapshot is as fresh as the learner (or of an ended period: then it is the truth).
      if (!entry) return null;
      const around = await this.boards.range(
        board,
        Math.max(1, entry.position - NEIGHBOURS),
        entry.position + NEIGHBOURS,
      );
      return { rank: entry.rank, position: entry.position, xp: entry.xp, neighbours: await this.withCards(around) };
    }
    if (live <= 0) return null;
    const above = await this.boards.othersAbove(board, live, viewerId);
    const me: BoardEntry = { userId: viewerId, xp: live, rank: above + 1, position: above + 1 };
    const others = (await this.boards.range(board, Math.max(1, above - NEIGHBOURS + 1), above + NEIGHBOURS + 1)).filter(
      (e) => e.userId !== viewerId,
    );
    const before = others.filter((e) => e.position <= above).slice(-NEIGHBOURS);
    // Those after me who were ahead of me on the snapshot (or all of them, if I was not on it) move down one place.
    const after = others
      .filter((e) => e.position > above)
      .slice(0, NEIGHBOURS)
      .map((e) => {
        const passed = !entry || e.position < entry.position;
        return passed ? { ...e, position: e.position + 1, rank: e.xp < live ? e.rank + 1 : e.rank } : e;
      });
    return {
      rank: me.rank,
      position: me.position,
      xp: live,
      neighbours: await this.withCards([...before, me, ...after]),
    };
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
      (value) => [`leaderboard_boards:${board}`, ...value.rows.map((row) => userTag(row.userId))],
      async () => {
        const state = await this.boards.state(board);
        const from = (page - 1) * pageSize + 1;
        return { state, rows: await this.withCards(await this.boards.range(board, from, from + pageSize - 1)) };
      },
    );
    const { state, rows } = cached!;
    const place = viewerId !== undefined ? await this.placeOf(board, state, viewerId) : null;
    // One figure per learner on the screen: the viewer's own row shows their live XP and rank
    // (as "me" does), the others' rows the snapshot's (refreshedAt says how old).
    const mark = ({ userId, ...shown }: BoardRow): LeaderboardRow =>
      userId === viewerId
        ? { ...shown, ...(place ? { rank: place.rank, xp: place.xp } : {}), isMe: true }
        : { ...shown, isMe: false };
    const me: LeaderboardPage['me'] = place
      ? { rank: place.rank, position: place.position, xp: place.xp, neighbours: place.neighbours.map(mark) }
      : null;
    const viewerOnPage = viewerId !== undefined && rows.some((row) => row.userId === viewerId);
    let items = viewerOnPage ? undefined : this.unmarked.get(cached!);
    if (!items) {
      items = rows.map(mark);
      if (!viewerOnPage) this.unmarked.set(cached!, items);
    }
    return { ...state, page, pageSize, items, me };
  }
}
