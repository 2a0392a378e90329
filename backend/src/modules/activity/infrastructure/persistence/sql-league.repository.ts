import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEMOTE, GROUP_SIZE, PROMOTE, TIERS, type Outcome } from '../../domain/league.js';
import {
  LeagueRepository,
  type GroupStanding,
  type LeagueWeekResult,
  type Membership,
} from '../../domain/league.repository.js';

type Sql = Pick<EntityManager, 'execute'>;

/** The XP of the week starting `:week` (UTC), first passes and new mastery only: the ledger, less the carried-over balance. */
const WEEK_XP = `coalesce(sum(l.amount) filter (where l.achievement <> 'opening-balance'), 0)::int`;
const WEEK_JOIN = (week: string) =>
  `left join xp_ledger l on l.user_id = pl.user_id and l.awarded_at >= (${week}::date)::timestamp at time zone 'UTC' ` +
  `and l.awarded_at < (${week}::date + 7)::timestamp at time zone 'UTC'`;

@Injectable()
export class SqlLeagueRepository extends LeagueRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async membership(userId: number): Promise<Membership | null> {
    const [row] = await this.em.execute<{ tier: number; active: boolean }[]>(
      'select tier, active from league_members where user_id = ?',
      [userId],
    );
    return row ? { tier: row.tier, active: row.active } : null;
  }

  async join(userId: number, weekStart: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const [member] = await em.execute<{ tier: number }[]>(
        `insert into league_members (user_id) values (?) on conflict (user_id) do update set active = true returning tier`,
        [userId],
      );
      await this.placeWeek(em, weekStart);
      // One group is filled at a time per tier and week: joins racing for a place wait here.
      await em.execute(`select pg_advisory_xact_lock(hashtext('league:' || ?::text || ':' || ?::text))`, [
        weekStart,
        member.tier,
      ]);
      const [placed] = await em.execute<{ n: number }[]>(
        'select count(*)::int as n from league_placements where week_start = ? and user_id = ?',
        [weekStart, userId],
      );
      if (placed.n) return;
      let [group] = await em.execute<{ id: string }[]>(
        `select g.id from league_groups g left join league_placements p on p.group_id = g.id
         where g.week_start = ? and g.tier = ? group by g.id having count(p.user_id) < ? order by count(p.user_id), g.id limit 1`,
        [weekStart, member.tier, GROUP_SIZE],
      );
      if (!group) {
        [group] = await em.execute<{ id: string }[]>(
          `insert into league_groups (week_start, tier, number)
           select ?, ?, coalesce(max(number), -1) + 1 from league_groups where week_start = ? and tier = ? returning id`,
          [weekStart, member.tier, weekStart, member.tier],
        );
      }
      await em.execute(
        'insert into league_placements (week_start, user_id, group_id, tier) values (?, ?, ?, ?) on conflict do nothing',
        [weekStart, userId, group.id, member.tier],
      );
    });
  }

  async leave(userId: number, weekStart: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute('update league_members set active = false where user_id = ?', [userId]);
      await em.execute('delete from league_placements where week_start = ? and user_id = ? and outcome is null', [
        weekStart,
        userId,
      ]);
    });
  }

  async group(
    userId: number,
    weekStart: string,
  ): Promise<{ groupId: number; tier: number; standings: GroupStanding[] } | null> {
    const [mine] = await this.em.execute<{ group_id: string; tier: number }[]>(
      'select group_id, tier from league_placements where week_start = ? and user_id = ?',
      [weekStart, userId],
    );
    if (!mine) return null;
    const rows = await this.em.execute<{ user_id: number; xp: number }[]>(
      `select pl.user_id, ${WEEK_XP} as xp from league_placements pl ${WEEK_JOIN('?')}
       where pl.group_id = ? group by pl.user_id order by xp desc, pl.user_id`,
      [weekStart, weekStart, mine.group_id],
    );
    return {
      groupId: Number(mine.group_id),
      tier: mine.tier,
      standings: rows.map((r, i) => ({ userId: r.user_id, xp: r.xp, position: i + 1 })),
    };
  }

  async history(userId: number, limit: number): Promise<LeagueWeekResult[]> {
    const rows = await this.em.execute<
      { week_start: string; tier: number; final_position: number; final_xp: number; outcome: Outcome }[]
    >(
      `select to_char(week_start, 'YYYY-MM-DD') as week_start, tier, final_position, final_xp, outcome from league_placements
       where user_id = ? and outcome is not null order by week_start desc limit ?`,
      [userId, limit],
    );
    return rows.map((r) => ({
      weekStart: r.week_start,
      tier: r.tier,
      position: r.final_position,
      xp: r.final_xp,
      outcome: r.outcome,
    }));
  }

  async runWeek(weekStart: string): Promise<{ settled: string[]; placed: number }> {
    return this.em.transactional(async (em) => {
      const due = await em.execute<{ week_start: string }[]>(
        `select to_char(week_start, 'YYYY-MM-DD') as week_start from league_weeks where week_start < ? and settled_at is null order by week_start for update`,
        [weekStart],
      );
      for (const { week_start: week } of due) await this.settleWeek(em, week);
      return { settled: due.map((d) => d.week_start), placed: await this.placeWeek(em, weekStart) };
    });
  }

  /** Results of a finished week, and the members' new tiers (PROMOTE/DEMOTE, as domain/league.ts outcomeOf). */
  private async settleWeek(em: Sql, week: string): Promise<void> {
    await em.execute(
      `with totals as (
         select pl.user_id, pl.group_id, pl.tier, ${WEEK_XP} as xp from league_placements pl ${WEEK_JOIN('?')}
         where pl.week_start = ? group by pl.user_id, pl.group_id, pl.tier
       ),
       ranked as (
         select *, row_number() over (partition by group_id order by xp desc, user_id) as position, count(*) over (partition by group_id) as size from totals
       ),
       decided as (
         select *, case when position <= ? and xp > 0 and tier < ? then 'promoted'
                        when position > size - ? and position > ? and tier > 0 then 'demoted'
                        else 'stayed' end as outcome
         from ranked
       ),
       recorded as (
         update league_placements pl set final_xp = d.xp, final_position = d.position, outcome = d.outcome
         from decided d where pl.week_start = ? and pl.user_id = d.user_id
         returning pl.user_id
       )
       update league_members m set tier = m.tier + case d.outcome when 'promoted' then 1 else -1 end
       from decided d where m.user_id = d.user_id and d.outcome <> 'stayed'`,
      [week, week, week, PROMOTE, TIERS.length - 1, DEMOTE, PROMOTE, week],
    );
    await em.execute('update league_weeks set settled_at = now() where week_start = ?', [week]);
  }

  /** Places every active member for `week` once (nothing when the week is placed already); returns how many. */
  private async placeWeek(em: Sql, week: string): Promise<number> {
    const created = await em.execute<{ week_start: string }[]>(
      'insert into league_weeks (week_start) values (?) on conflict do nothing returning week_start',
      [week],
    );
    if (!created.length) return 0;
    // Balanced groups: a tier of n members gets ceil(n / 30) groups, dealt round-robin in a
    // per-week shuffled order (so groups change every week): PostgreSQL's integer hash seeded
    // with the week, a third of the cost of an md5 of each member's id.
    const [{ n }] = await em.execute<{ n: number }[]>(
      `with ordered as (
         select user_id, tier,
                (row_number() over (partition by tier order by hashint4extended(user_id, ?::bigint), user_id) - 1)
                  % ceil(count(*) over (partition by tier) / ?::numeric)::int as number
         from league_members where active
       ),
       groups as (
         insert into league_groups (week_start, tier, number) select distinct ?::date, tier, number from ordered returning id, tier, number
       ),
       placed as (
         insert into league_placements (week_start, user_id, group_id, tier)
         select ?::date, o.user_id, g.id, o.tier from ordered o join groups g on g.tier = o.tier and g.number = o.number
         returning 1
       )
       select count(*)::int as n from placed`,
      [Number(week.replaceAll('-', '')), GROUP_SIZE, week, week],
    );
    return n;
  }
}
