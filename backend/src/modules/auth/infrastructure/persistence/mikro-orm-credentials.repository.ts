import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { Credentials, CredentialsRepository, type CredentialsView } from '../../domain/credentials.js';
import type { AuthDb } from './auth-db.js';

const NONE: CredentialsView = Object.freeze({ hasPassword: false, firebaseUid: null });

/**
 * Credentials in auth's `credentials` table, with two coherent caches tagged `credentials:<user
 * id>`: the view users composes into /me, and the account behind a provider uid (asked on every
 * request made with a provider token). Any insert, update or delete of a row, by any instance,
 * evicts them (row-change triggers; inserts too, as "no credentials" is cached).
 */
@Injectable()
export class MikroOrmCredentialsRepository extends CredentialsRepository {
  private readonly views: RowCache<CredentialsView>;
  private readonly userIdsByFirebaseUid: RowCache<{ userId: number }>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.views = new RowCache(feed, { tables: ['credentials'], max: 50_000, ttlMs: config.cacheTtlMs });
    this.userIdsByFirebaseUid = new RowCache(feed, { tables: ['credentials'], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  find(userId: number): Promise<Credentials | null> {
    return this.em.findOne(Credentials, { userId }, { refresh: true });
  }

  findByFirebaseUid(uid: string): Promise<Credentials | null> {
    return this.em.findOne(Credentials, { firebaseUid: uid }, { refresh: true });
  }

  async userIdOfFirebaseUid(uid: string): Promise<number | null> {
    const found = await this.userIdsByFirebaseUid.get(
      uid,
      (value) => [`credentials:${value.userId}`],
      async () => {
        const row = await this.db
          .selectFrom('credentials')
          .select('user_id')
          .where('firebase_uid', '=', uid)
          .executeTakeFirst();
        return row ? { userId: row.user_id } : null;
      },
    );
    return found?.userId ?? null;
  }

  async view(userId: number): Promise<CredentialsView> {
    const view = await this.views.get(String(userId), [`credentials:${userId}`], async () => {
      const row = await this.db
        .selectFrom('credentials')
        .select((eb) => [eb('password_hash', 'is not', null).$castTo<boolean>().as('has_password'), 'firebase_uid'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Object.freeze({ hasPassword: row.has_password, firebaseUid: row.firebase_uid }) : NONE;
    });
    return view ?? NONE;
  }

  async save(credentials: Credentials): Promise<void> {
    this.em.persist(credentials);
    await this.em.flush();
    this.feed.announce('credentials', [credentials.userId]);
  }

  async delete(userId: number): Promise<void> {
    await this.db.deleteFrom('credentials').where('user_id', '=', userId).execute();
    this.feed.announce('credentials', [userId]);
  }
}
