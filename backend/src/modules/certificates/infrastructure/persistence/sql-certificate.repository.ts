import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { CertificateRepository, type Certificate } from '../../domain/certificate.repository.js';
import type { CertificatesDb } from './certificates-db.js';

type Row = Selectable<CertificatesDb['certificates']>;

const toCertificate = (r: Row): Certificate => ({
  id: r.id,
  code: r.code,
  userId: r.user_id,
  roadmapSlug: r.roadmap_slug,
  roadmapTitle: r.roadmap_title,
  holderName: r.holder_name,
  scorePercent: r.score_percent,
  issuedAt: new Date(r.issued_at),
  validUntil: new Date(r.valid_until),
  statusIndex: r.status_index,
  revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
  revokedReason: r.revoked_reason,
  kid: r.kid,
  credentialJwt: r.credential_jwt,
});

@Injectable()
export class SqlCertificateRepository extends CertificateRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<CertificatesDb>(this.em);
  }

  async byCode(code: string): Promise<Certificate | null> {
    const row = await this.db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? toCertificate(row) : null;
  }

  async byHolder(userId: number, roadmapSlug: string): Promise<Certificate | null> {
    const row = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('roadmap_slug', '=', roadmapSlug)
      .executeTakeFirst();
    return row ? toCertificate(row) : null;
  }

  async ofHolder(userId: number): Promise<Certificate[]> {
    const rows = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at', 'desc')
      .execute();
    return rows.map(toCertificate);
  }

  async page(page: number, pageSize: number): Promise<{ items: Certificate[]; total: number }> {
    const rows = await this.db
      .selectFrom('certificates')
      .selectAll()
      .select(sql<number>`(count(*) over ())::int`.as('total'))
      .orderBy('issued_at', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { items: rows.map(toCertificate), total: rows[0]?.total ?? 0 };
  }

  async nextStatusIndex(): Promise<number> {
    const row = await this.db
      .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('certificate_status_index_seq')]).as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(c: Certificate): Promise<boolean> {
    const rows = await this.db
      .insertInto('certificates')
      .values({
        id: c.id,
        code: c.code,
        user_id: c.userId,
        roadmap_slug: c.roadmapSlug,
        roadmap_title: c.roadmapTitle,
        holder_name: c.holderName,
        score_percent: c.scorePercent,
        issued_at: c.issuedAt,
        valid_until: c.validUntil,
        status_index: c.statusIndex,
        kid: c.kid,
        credential_jwt: c.credentialJwt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async revoke(code: string, reason: string, at: Date): Promise<Certificate | null> {
    await this.db
      .updateTable('certificates')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('code', '=', code)
      .where('revoked_at', 'is', null)
      .execute();
    return this.byCode(code);
  }

  async revokedIndexes(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('certificates')
      .select('status_index')
      .where('revoked_at', 'is not', null)
      .execute();
    return rows.map((r) => r.status_index);
  }

  async forgetHolder(userId: number, reason: string, at: Date): Promise<void> {
    await this.db
      .updateTable('certificates')
      .set((eb) => ({
        revoked_at: eb.fn.coalesce('revoked_at', eb.val(at.toISOString())),
        revoked_reason: eb.fn.coalesce('revoked_reason', eb.val(reason)),
        holder_name: null,
        user_id: null,
      }))
      .where('user_id', '=', userId)
      .execute();
  }
}
