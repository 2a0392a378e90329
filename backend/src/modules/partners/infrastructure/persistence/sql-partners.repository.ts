import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { TIERS, type Partner, type PartnerFields, type Tier } from '../../domain/partner.js';
import { PartnersRepository } from '../../domain/partners.repository.js';
import type { PartnersDb } from './partners-db.js';

const COLUMNS = [
  'id',
  'name',
  'tier',
  'description',
  'website_url',
  'logo_url',
  'position',
  'active',
  'created_at',
  'updated_at',
] as const;
type Row = Pick<Selectable<PartnersDb['partners']>, (typeof COLUMNS)[number]>;

/** Tiers in the domain's order (platinum first). */
const tierOrder = sql<number>`array_position(${TIERS}::varchar[], tier)`;
/** The next position at the end of `tier`. */
const endOf = (db: Kysely<PartnersDb>, tier: Tier) =>
  db.selectFrom('partners').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')).where('tier', '=', tier);

const toPartner = (r: Row): Partner => ({
  id: r.id,
  name: r.name,
  tier: r.tier as Tier,
  description: r.description,
  websiteUrl: r.website_url,
  logoUrl: r.logo_url,
  position: r.position,
  active: r.active,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** One reorder at a time (a transaction-scoped advisory lock), so two admins' moves never leave two partners on one position. */
function lockPartnerOrder(db: Kysely<PartnersDb>): Promise<unknown> {
  return sql`select pg_advisory_xact_lock(hashtextextended('partners.order', 0))`.execute(db);
}

@Injectable()
export class SqlPartnersRepository extends PartnersRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<PartnersDb>(this.em);
  }

  async list(activeOnly: boolean): Promise<Partner[]> {
    const rows = await this.db
      .selectFrom('partners')
      .select(COLUMNS)
      .$if(activeOnly, (qb) => qb.where('active', '=', true))
      .orderBy(tierOrder)
      .orderBy('position')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map(toPartner);
  }

  async byId(id: number): Promise<Partner | null> {
    const row = await this.db.selectFrom('partners').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toPartner(row) : null;
  }

  async insert(f: PartnerFields): Promise<Partner> {
    const row = await this.db
      .insertInto('partners')
      .values({
        name: f.name,
        tier: f.tier,
        description: f.description,
        website_url: f.websiteUrl,
        logo_url: f.logoUrl,
        active: f.active,
        edited_by_staff: true,
        position: endOf(this.db, f.tier),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toPartner(row);
  }

  async update(id: number, f: PartnerFields): Promise<Partner | null> {
    const row = await this.db
      .updateTable('partners as p')
      .set((eb) => ({
        name: f.name,
        tier: f.tier,
        description: f.description,
        website_url: f.websiteUrl,
        logo_url: f.logoUrl,
        active: f.active,
        edited_by_staff: true,
        updated_at: sql`now()`,
        // A partner moved to another tier goes to its end.
        position: eb.case().when('p.tier', '=', f.tier).then(eb.ref('p.position')).else(endOf(this.db, f.tier)).end(),
      }))
      .where('p.id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toPartner(row) : null;
  }

  async move(id: number, direction: 'up' | 'down'): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const db = typedSql<PartnersDb>(em);
      await lockPartnerOrder(db);
      const me = await db.selectFrom('partners').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!me) return false;
      const up = direction === 'up';
      const neighbour = await db
        .selectFrom('partners')
        .select('id')
        .where('tier', '=', me.tier)
        .where((eb) => eb(eb.refTuple('position', 'id'), up ? '<' : '>', eb.tuple(me.position, me.id)))
        .orderBy('position', up ? 'desc' : 'asc')
        .orderBy('id', up ? 'desc' : 'asc')
        .limit(1)
        .executeTakeFirst();
      if (!neighbour) return false;
      // Positions may tie (an admin's tier change, old rows): renumber the tier, then swap.
      await db
        .updateTable('partners as p')
        .from(
          db
            .selectFrom('partners')
            .select(['id', sql<number>`row_number() over (order by position, id)`.as('rank')])
            .where('tier', '=', me.tier)
            .as('n'),
        )
        .set((eb) => ({ position: eb.ref('n.rank') }))
        .whereRef('p.id', '=', 'n.id')
        .execute();
      // Each takes the other's (renumbered) position: the subqueries read the rows as before this statement.
      const positionOf = (eb: ExpressionBuilder<PartnersDb, 'partners'>, of: number) =>
        eb.selectFrom('partners as o').select('o.position').where('o.id', '=', of);
      await db
        .updateTable('partners')
        .set((eb) => ({
          position: eb.case().when('id', '=', id).then(positionOf(eb, neighbour.id)).else(positionOf(eb, id)).end(),
          edited_by_staff: true,
          updated_at: sql`now()`,
        }))
        .where('id', 'in', [id, neighbour.id])
        .execute();
      return true;
    });
  }
}
