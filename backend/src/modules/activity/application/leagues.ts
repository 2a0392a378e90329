import { Injectable } from '@nestjs/common';
import { UsersFacade, type PublicCard } from '../../users/index.js';
import { DEMOTE, GROUP_SIZE, PROMOTE, TIERS, tierName, weekEnd, weekStart, type TierName } from '../domain/league.js';
import { LeagueRepository, type LeagueWeekResult } from '../domain/league.repository.js';

export interface LeagueMemberRow extends PublicCard {
  position: number;
  xp: number;
  isMe: boolean;
  /** Where the member would end the week if it ended now. */
  zone: 'promotion' | 'demotion' | 'safe';
}

export interface LeagueState {
  joined: boolean;
  tier: number | null;
  tierName: TierName | null;
  tiers: readonly TierName[];
  weekStart: string;
  weekEndsAt: Date;
  promoteCount: number;
  demoteCount: number;
  groupSize: number;
  group: LeagueMemberRow[];
  history: Array<LeagueWeekResult & { tierName: TierName }>;
}

/** The signed-in learner's league: opt-in, one click to leave. */
@Injectable()
export class Leagues {
  constructor(
    private readonly leagues: LeagueRepository,
    private readonly users: UsersFacade,
  ) {}

  async state(userId: number, now = new Date()): Promise<LeagueState> {
    const week = weekStart(now);
    const [membership, group, history] = await Promise.all([
      this.leagues.membership(userId),
      this.leagues.group(userId, week),
      this.leagues.history(userId, 10),
    ]);
    const joined = !!membership?.active;
    let rows: LeagueMemberRow[] = [];
    if (joined && group) {
      const cards = await this.users.publicCards(group.standings.map((s) => s.userId));
      const size = group.standings.length;
      const topTier = group.tier >= TIERS.length - 1;
      rows = group.standings.flatMap((s) => {
        const card = cards.get(s.userId);
        if (!card) return [];
        const zone =
          s.position <= PROMOTE && !topTier
            ? 'promotion'
            : s.position > size - DEMOTE && s.position > PROMOTE && group.tier > 0
              ? 'demotion'
              : 'safe';
        return [{ ...card, position: s.position, xp: s.xp, isMe: s.userId === userId, zone }];
      });
    }
    const tier = joined ? membership!.tier : null;
    return {
      joined,
      tier,
      tierName: tier === null ? null : tierName(tier),
      tiers: TIERS,
      weekStart: week,
      weekEndsAt: weekEnd(week),
      promoteCount: PROMOTE,
      demoteCount: DEMOTE,
      groupSize: GROUP_SIZE,
      group: rows,
      history: history.map((h) => ({ ...h, tierName: tierName(h.tier) })),
    };
  }

  async join(userId: number, now = new Date()): Promise<LeagueState> {
    await this.leagues.join(userId, weekStart(now));
    return this.state(userId, now);
  }

  async leave(userId: number, now = new Date()): Promise<LeagueState> {
    await this.leagues.leave(userId, weekStart(now));
    return this.state(userId, now);
  }
}
