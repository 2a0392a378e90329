import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CertificateRepository, type Certificate } from '../../domain/certificate.repository.js';

interface Row {
  id: string;
  code: string;
  user_id: number | null;
  roadmap_slug: string;
  roadmap_title: string;
  holder_name: string | null;
  score_percent: number;
  issued_at: Date;
  valid_until: Date;
  status_index: number;
  revoked_at: Date | null;
  revoked_reason: string | null;
  kid: string;
  credential_jwt: string;
}

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

  async byCode(code: string): Promise<Certificate | null> {
    const [row] = await this.em.execute<Row[]>(`select * from certificates where code = ?`, [code]);
    return row ? toCertificate(row) : null;
  }

  async byHolder(userId: number, roadmapSlug: string): Promise<Certificate | null> {
    const [row] = await this.em.execute<Row[]>(`select * from certificates where user_id = ? and roadmap_slug = ?`, [
      userId,
      roadmapSlug,
    ]);
    return row ? toCertificate(row) : null;
  }

  async ofHolder(userId: number): Promise<Certificate[]> {
    return (
      await this.em.execute<Row[]>(`select * from certificates where user_id = ? order by issued_at desc`, [userId])
    ).map(toCertificate);
  }

  async page(page: number, pageSize: number): Promise<{ items: Certificate[]; total: number }> {
    const rows = await this.em.execute<(Row & { total: number })[]>(
      `select *, count(*) over ()::int as total from certificates order by issued_at desc limit ? offset ?`,
      [pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toCertificate), total: rows[0]?.total ?? 0 };
  }

  async nextStatusIndex(): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(`select nextval('certificate_status_index_seq') as n`);
    return Number(row.n);
  }

  async insert(c: Certificate): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into certificates (id, code, user_id, roadmap_slug, roadmap_title, holder_name, score_percent, issued_at, valid_until, status_index, kid, credential_jwt)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing returning id`,
      [
        c.id,
        c.code,
        c.userId,
        c.roadmapSlug,
        c.roadmapTitle,
        c.holderName,
        c.scorePercent,
        c.issuedAt,
        c.validUntil,
        c.statusIndex,
        c.kid,
        c.credentialJwt,
      ],
    );
    return rows.length > 0;
  }

  async revoke(code: string, reason: string, at: Date): Promise<Certificate | null> {
    await this.em.execute(
      `update certificates set revoked_at = ?, revoked_reason = ? where code = ? and revoked_at is null`,
      [at, reason, code],
    );
    return this.byCode(code);
  }

  async revokedIndexes(): Promise<number[]> {
    return (
      await this.em.execute<{ status_index: number }[]>(
        `select status_index from certificates where revoked_at is not null`,
      )
    ).map((r) => r.status_index);
  }

  async forgetHolder(userId: number, reason: string, at: Date): Promise<void> {
    await this.em.execute(
      `update certificates set revoked_at = coalesce(revoked_at, ?), revoked_reason = coalesce(revoked_reason, ?), holder_name = null, user_id = null where user_id = ?`,
      [at, reason, userId],
    );
  }
}
