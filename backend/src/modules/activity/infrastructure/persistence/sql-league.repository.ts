import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { DEMOTE, GROUP_SIZE, PROMOTE, TIERS, type Outcome } from '../../domain/league.js';
import {
  LeagueRepository,
  type GroupStanding,
  type LeagueWeekResult,
  type Membership,
} from '../../domain/league.repository.js';
import type { ActivityDb } from './activity-db.js';

type Db = Kysely<ActivityDb>;

/** The week starting `week` (UTC) as instants: [from, to). */
const weekFrom = (week: string) => sql<string>`(${week}::date)::timestamp at time zone 'UTC'`;
const weekTo = (week: string) => sql<string>`(${week}::date + 7)::timestamp at time zone 'UTC'`;
/** The XP of a placement's week (ledger rows joined as `l`), first passes and new mastery only: the ledger, less the carried-over balance. */
const WEEK_XP = sql<number>`coalesce(sum(l.amount) filter (where l.achievement <> 'opening-balance'), 0)::int`;

/**
 * Raw SQL (Kysely has no advisory lock): in the caller's transaction, waits until no other
 * transaction fills a group of `tier` for `weekStart`, so joins racing for a place are placed one
 * at a time (leagues e2e tests: joins in parallel fill balanced groups).
 */
export function lockGroupFilling(db: Db, weekStart: string, tier: number): Promise<unknown> {
  return sql`select pg_advisory_xact_lock(hashtext('league:' || ${weekStart}::text || ':' || ${tier}::text))`.execute(
    db,
  );
}

@Injectable()
export class SqlLeagueRepository extends LeagueRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<ActivityDb>(this.em);
  }

  async membership(userId: number): Promise<Membership | null> {
    const row = await this.db
      .selectFrom('league_members')
      .select(['tier', 'active'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { tier: row.tier, active: row.active } : null;
  }

  async join(userId: number, weekStart: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const db = typedSql<ActivityDb>(em);
      const member = await db
        .insertInto('league_members')
        .values({ user_id: userId })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ active: true }))
        .returning('tier')
        .executeTakeFirstOrThrow();
      await this.placeWeek(db, weekStart);
      // One group is filled at a time per tier and week: joins racing for a place wait here.
      await lockGroupFilling(db, weekStart, member.tier);
      const placed = await db
        .selectFrom('league_placements')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('week_start', '=', weekStart)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (placed.n) return;
      const group =
        (await db
          .selectFrom('league_groups as g')
          .leftJoin('league_placements as p', 'p.group_id', 'g.id')
          .select('g.id')
          .where('g.week_start', '=', weekStart)
          .where('g.tier', '=', member.tier)
          .groupBy('g.id')
          .having((eb) => eb.fn.count('p.user_id'), '<', GROUP_SIZE)
          .orderBy((eb) => eb.fn.count('p.user_id'))
          .orderBy('g.id')
          .limit(1)
          .executeTakeFirst()) ??
        (await db
          .insertInto('league_groups')
          .columns(['week_start', 'tier', 'number'])
          .expression(
            db
              .selectFrom('league_groups')
              .select([
                sql<string>`${weekStart}::date`.as('week_start'),
                sql<number>`${member.tier}::smallint`.as('tier'),
                sql<number>`coalesce(max(number), -1) + 1`.as('number'),
              ])
              .where('week_start', '=', weekStart)
              .where('tier', '=', member.tier),
          )
          .returning('id')
          .executeTakeFirstOrThrow());
      await db
        .insertInto('league_placements')
        .values({ week_start: weekStart, user_id: userId, group_id: group.id, tier: member.tier })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }

  async leave(userId: number, weekStart: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const db = typedSql<ActivityDb>(em);
      await db.updateTable('league_members').set({ active: false }).where('user_id', '=', userId).execute();
      await db
        .deleteFrom('league_placements')
        .where('week_start', '=', weekStart)
        .where('user_id', '=', userId)
        .where('outcome', 'is', null)
        .execute();
    });
  }

  /** Forgets a deleted learner: their placements (past ones too) and their membership. */
  async forget(userId: number): Promise<void> {
    await this.db.deleteFrom('league_placements').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('league_members').where('user_id', '=', userId).execute();
  }

  async group(
    userId: number,
    weekStart: string,
  ): Promise<{ groupId: number; tier: number; standings: GroupStanding[] } | null> {
    const mine = await this.db
      .selectFrom('league_placements')
      .select(['group_id', 'tier'])
      .where('week_start', '=', weekStart)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!mine) return null;
    const rows = await this.db
      .selectFrom('league_placements as pl')
      .leftJoin('xp_ledger as l', (join) =>
        join
          .onRef('l.user_id', '=', 'pl.user_id')
          .on('l.awarded_at', '>=', weekFrom(weekStart))
          .on('l.awarded_at', '<', weekTo(weekStart)),
      )
      .select(['pl.user_id', WEEK_XP.as('xp')])
      .where('pl.group_id', '=', mine.group_id)
      .groupBy('pl.user_id')
      .orderBy('xp', 'desc')
      .orderBy('pl.user_id')
      .execute();
    return {
      groupId: Number(mine.group_id),
      tier: mine.tier,
      standings: rows.map((r, i) => ({ userId: r.user_id, xp: r.xp, position: i + 1 })),
    };
  }

  async history(userId: number, limit: number): Promise<LeagueWeekResult[]> {
    const rows = await this.db
      .selectFrom('league_placements')
      .select([
        sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week_start'),
        'tier',
        'final_position',
        'final_xp',
        'outcome',
      ])
      .where('user_id', '=', userId)
      .where('outcome', 'is not', null)
      .orderBy('week_start', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      weekStart: r.week_start,
      tier: r.tier,
      // Settled placements (outcome set) hold their final position and XP.
      position: r.final_position as number,
      xp: r.final_xp as number,
      outcome: r.outcome as Outcome,
    }));
  }

  async runWeek(weekStart: string): Promise<{ settled: string[]; placed: number }> {
    return this.em.transactional(async (em) => {
      const db = typedSql<ActivityDb>(em);
      const due = await db
        .selectFrom('league_weeks')
        .select(sql<string>`to_char(week_start, 'YYYY-MM-DD')`.as('week_start'))
        .where('week_start', '<', weekStart)
        .where('settled_at', 'is', null)
        .orderBy('league_weeks.week_start')
        .forUpdate()
        .execute();
      for (const { week_start: week } of due) await this.settleWeek(db, week);
      return { settled: due.map((d) => d.week_start), placed: await this.placeWeek(db, weekStart) };
    });
  }

  /** Results of a finished week, and the members' new tiers (PROMOTE/DEMOTE, as domain/league.ts outcomeOf). */
  private async settleWeek(db: Db, week: string): Promise<void> {
    await db
      .with('totals', (qb) =>
        qb
          .selectFrom('league_placements as pl')
          .leftJoin('xp_ledger as l', (join) =>
            join
              .onRef('l.user_id', '=', 'pl.user_id')
              .on('l.awarded_at', '>=', weekFrom(week))
              .on('l.awarded_at', '<', weekTo(week)),
          )
          .select(['pl.user_id', 'pl.group_id', 'pl.tier', WEEK_XP.as('xp')])
          .where('pl.week_start', '=', week)
          .groupBy(['pl.user_id', 'pl.group_id', 'pl.tier']),
      )
      .with('ranked', (qb) =>
        qb
          .selectFrom('totals')
          .selectAll()
          .select((eb) => [
            eb.fn
              .agg<number>('row_number')
              .over((ob) => ob.partitionBy('group_id').orderBy('xp', 'desc').orderBy('user_id'))
              .as('position'),
            eb.fn
              .countAll<number>()
              .over((ob) => ob.partitionBy('group_id'))
              .as('size'),
          ]),
      )
      .with('decided', (qb) =>
        qb
          .selectFrom('ranked')
          .selectAll()
          .select((eb) =>
            eb
              .case()
              .when(eb.and([eb('position', '<=', PROMOTE), eb('xp', '>', 0), eb('tier', '<', TIERS.length - 1)]))
              .then(sql<Outcome>`'promoted'`)
              .when(
                eb.and([
                  eb('position', '>', eb('size', '-', DEMOTE)),
                  eb('position', '>', PROMOTE),
                  eb('tier', '>', 0),
                ]),
              )
              .then(sql<Outcome>`'demoted'`)
              .else(sql<Outcome>`'stayed'`)
              .end()
              .as('outcome'),
          ),
      )
      .with('recorded', (qb) =>
        qb
          .updateTable('league_placements as pl')
          .from('decided as d')
          .set((eb) => ({
            final_xp: eb.ref('d.xp'),
            final_position: eb.ref('d.position'),
            outcome: eb.ref('d.outcome'),
          }))
          .where('pl.week_start', '=', week)
          .whereRef('pl.user_id', '=', 'd.user_id')
          .returning('pl.user_id'),
      )
      .updateTable('league_members as m')
      .from('decided as d')
      .set((eb) => ({
        tier: eb('m.tier', '+', eb.case().when('d.outcome', '=', 'promoted').then(1).else(-1).end()),
      }))
      .whereRef('m.user_id', '=', 'd.user_id')
      .where('d.outcome', '<>', 'stayed')
      .execute();
    await db
      .updateTable('league_weeks')
      .set({ settled_at: sql<string>`now()` })
      .where('week_start', '=', week)
      .execute();
  }

  /** Places every active member for `week` once (nothing when the week is placed already); returns how many. */
  private async placeWeek(db: Db, week: string): Promise<number> {
    const created = await db
      .insertInto('league_weeks')
      .values({ week_start: week })
      .onConflict((oc) => oc.doNothing())
      .returning('week_start')
      .execute();
    if (!created.length) return 0;
    // Balanced groups: a tier of n members gets ceil(n / 30) groups, dealt round-robin in a
    // per-week shuffled order (so groups change every week): PostgreSQL's integer hash seeded
    // with the week, a third of the cost of an md5 of each member's id.
    const seed = Number(week.replaceAll('-', ''));
    const { n } = await db
      .with('ordered', (qb) =>
        qb
          .selectFrom('league_members')
          .select([
            'user_id',
            'tier',
            sql<number>`(row_number() over (partition by tier order by hashint4extended(user_id, ${seed}::bigint), user_id) - 1)
              % ceil(count(*) over (partition by tier) / ${GROUP_SIZE}::numeric)::int`.as('number'),
          ])
          .where((eb) => eb.ref('active')),
      )
      .with('groups', (qb) =>
        qb
          .insertInto('league_groups')
          .columns(['week_start', 'tier', 'number'])
          .expression(
            qb
              .selectFrom('ordered')
              .select([sql<string>`${week}::date`.as('week_start'), 'tier', 'number'])
              .distinct(),
          )
          .returning(['id', 'tier', 'number']),
      )
      .with('placed', (qb) =>
        qb
          .insertInto('league_placements')
          .columns(['week_start', 'user_id', 'group_id', 'tier'])
          .expression(
            qb
              .selectFrom('ordered as o')
              .innerJoin('groups as g', (join) =>
                join.onRef('g.tier', '=', 'o.tier').onRef('g.number', '=', 'o.number'),
              )
              .select([sql<string>`${week}::date`.as('week_start'), 'o.user_id', 'g.id', 'o.tier']),
          )
          .returning(sql<number>`1`.as('one')),
      )
      .selectFrom('placed')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return n;
  }
}
