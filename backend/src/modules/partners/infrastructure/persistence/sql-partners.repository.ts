import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Partner, PartnerFields, Tier } from '../../domain/partner.js';
import { PartnersRepository } from '../../domain/partners.repository.js';

interface Row {
  id: number;
  name: string;
  tier: Tier;
  description: string;
  website_url: string;
  logo_url: string | null;
  position: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, tier, description, website_url, logo_url, position, active, created_at, updated_at';
const TIER_ORDER = `array_position(array['platinum', 'gold', 'silver', 'community']::varchar[], tier)`;
const toPartner = (r: Row): Partner => ({
  id: r.id,
  name: r.name,
  tier: r.tier,
  description: r.description,
  websiteUrl: r.website_url,
  logoUrl: r.logo_url,
  position: r.position,
  active: r.active,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

@Injectable()
export class SqlPartnersRepository extends PartnersRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(activeOnly: boolean): Promise<Partner[]> {
    const rows = await this.em.execute<Row[]>(
      `select ${COLUMNS} from partners ${activeOnly ? 'where active' : ''} order by ${TIER_ORDER}, position, lower(name), id limit 500`,
    );
    return rows.map(toPartner);
  }

  async byId(id: number): Promise<Partner | null> {
    const [row] = await this.em.execute<Row[]>(`select ${COLUMNS} from partners where id = ?`, [id]);
    return row ? toPartner(row) : null;
  }

  async insert(f: PartnerFields): Promise<Partner> {
    const [row] = await this.em.execute<Row[]>(
      `insert into partners (name, tier, description, website_url, logo_url, active, edited_by_staff, position)
       values (?, ?, ?, ?, ?, ?, true, (select coalesce(max(position), 0) + 1 from partners where tier = ?)) returning ${COLUMNS}`,
      [f.name, f.tier, f.description, f.websiteUrl, f.logoUrl, f.active, f.tier],
    );
    return toPartner(row);
  }

  async update(id: number, f: PartnerFields): Promise<Partner | null> {
    const [row] = await this.em.execute<Row[]>(
      `update partners p set name = ?, tier = ?, description = ?, website_url = ?, logo_url = ?, active = ?, edited_by_staff = true, updated_at = now(),
         position = case when p.tier = ? then p.position else (select coalesce(max(position), 0) + 1 from partners where tier = ?) end
       where id = ? returning ${COLUMNS}`,
      [f.name, f.tier, f.description, f.websiteUrl, f.logoUrl, f.active, f.tier, f.tier, id],
    );
    return row ? toPartner(row) : null;
  }

  async move(id: number, direction: 'up' | 'down'): Promise<boolean> {
    return this.em.transactional(async (em) => {
      // One reorder at a time, so two admins' moves never leave two partners on one position.
      await em.execute(`select pg_advisory_xact_lock(hashtextextended('partners.order', 0))`);
      const [me] = await em.execute<Row[]>(`select ${COLUMNS} from partners where id = ?`, [id]);
      if (!me) return false;
      const [neighbour] = await em.execute<Row[]>(
        direction === 'up'
          ? `select ${COLUMNS} from partners where tier = ? and (position, id) < (?, ?) order by position desc, id desc limit 1`
          : `select ${COLUMNS} from partners where tier = ? and (position, id) > (?, ?) order by position, id limit 1`,
        [me.tier, me.position, me.id],
      );
      if (!neighbour) return false;
      // Positions may tie (an admin's tier change, old rows): renumber the tier, then swap.
      await em.execute(
        `update partners p set position = n.rank from (select id, row_number() over (order by position, id) as rank from partners where tier = ?) n where p.id = n.id`,
        [me.tier],
      );
      await em.execute(
        `update partners p set position = case when p.id = ? then o.pos else m.pos end, edited_by_staff = true, updated_at = now()
         from (select position as pos from partners where id = ?) m, (select position as pos from partners where id = ?) o
         where p.id in (?, ?)`,
        [id, id, neighbour.id, id, neighbour.id],
      );
      return true;
    });
  }
}
