import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { OneTimeToken, OneTimeTokenRepository, type TokenPurpose } from '../../domain/one-time-token.js';
import type { AuthDb } from './auth-db.js';

type TokenRow = Selectable<AuthDb['one_time_tokens']>;

const COLUMNS = ['token_hash', 'purpose', 'user_id', 'email', 'created_at', 'expires_at', 'used_at'] as const;

function toToken(row: TokenRow | undefined): OneTimeToken | null {
  if (!row) return null;
  const token = new OneTimeToken({
    tokenHash: row.token_hash,
    purpose: row.purpose as TokenPurpose,
    userId: row.user_id,
    email: row.email,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  });
  token.usedAt = row.used_at ? new Date(row.used_at) : null;
  return token;
}

/** Single statements throughout, so parallel requests cannot both win. */
@Injectable()
export class MikroOrmOneTimeTokenRepository extends OneTimeTokenRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  async issue(token: OneTimeToken, cooldownStart: Date): Promise<boolean> {
    // The partial unique index (user_id, purpose) where used_at is null holds the one live
    // token; a conflicting row is replaced only when it is older than the cooldown.
    const rows = await this.db
      .insertInto('one_time_tokens')
      .values({
        token_hash: token.tokenHash,
        purpose: token.purpose,
        user_id: token.userId,
        email: token.email,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'purpose'])
          .where('used_at', 'is', null)
          .doUpdateSet((eb) => ({
            token_hash: eb.ref('excluded.token_hash'),
            email: eb.ref('excluded.email'),
            created_at: eb.ref('excluded.created_at'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where('one_time_tokens.created_at', '<=', cooldownStart.toISOString()),
      )
      .returning('token_hash')
      .execute();
    return rows.length === 1;
  }

  async findLive(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const row = await this.db
      .selectFrom('one_time_tokens')
      .select(COLUMNS)
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return toToken(row);
  }

  async consume(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const row = await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning(COLUMNS)
      .executeTakeFirst();
    return toToken(row);
  }
}
