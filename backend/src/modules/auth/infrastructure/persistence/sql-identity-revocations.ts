import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { IdentityRevocations } from '../../application/auth.port.js';
import type { AuthDb } from './auth-db.js';

/** Firebase ID tokens live an hour: past that (and some clock skew), a revocation has nothing left to stop. */
export const REVOCATION_RETENTION_MS = 2 * 60 * 60 * 1000;

/**
 * Revocations in the `identity_revocations` table (one row per provider uid), read through a
 * coherent cache: "nothing revoked" is cached too, and any insert, update or delete of the row,
 * by any instance, evicts it (row-change triggers).
 */
@Injectable()
export class SqlIdentityRevocations extends IdentityRevocations {
  private readonly revokedBefore: RowCache<{ ms: number }>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.revokedBefore = new RowCache(feed, {
      tables: ['identity_revocations'],
      max: 50_000,
      ttlMs: config.cacheTtlMs,
    });
  }

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  async revoke(uid: string, before: Date): Promise<void> {
    await this.db
      .insertInto('identity_revocations')
      .values({ id: uid, revoked_before: before })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          revoked_before: eb.fn<string>('greatest', [
            eb.ref('identity_revocations.revoked_before'),
            eb.ref('excluded.revoked_before'),
          ]),
        })),
      )
      .execute();
    this.feed.announce('identity_revocations', [uid]);
  }

  async isRevoked(uid: string, authTimeMs: number): Promise<boolean> {
    const revoked = await this.revokedBefore.get(uid, [`identity_revocations:${uid}`], async () => {
      const row = await this.db
        .selectFrom('identity_revocations')
        .select('revoked_before')
        .where('id', '=', uid)
        .executeTakeFirst();
      return { ms: row ? new Date(row.revoked_before).getTime() : 0 };
    });
    return authTimeMs < (revoked?.ms ?? 0);
  }
}
