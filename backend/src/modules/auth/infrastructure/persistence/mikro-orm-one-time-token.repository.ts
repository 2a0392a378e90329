import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeToken, OneTimeTokenRepository, type TokenPurpose } from '../../domain/one-time-token.js';

interface TokenRow {
  token_hash: string;
  purpose: TokenPurpose;
  user_id: number;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

const COLUMNS = 'token_hash, purpose, user_id, email, created_at, expires_at, used_at';

function toToken(row: TokenRow | undefined): OneTimeToken | null {
  if (!row) return null;
  const token = new OneTimeToken({
    tokenHash: row.token_hash,
    purpose: row.purpose,
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

  async issue(token: OneTimeToken, cooldownStart: Date): Promise<boolean> {
    // The partial unique index (user_id, purpose) where used_at is null holds the one live
    // token; a conflicting row is replaced only when it is older than the cooldown.
    const rows = await this.em.execute<{ token_hash: string }[]>(
      `insert into one_time_tokens (${COLUMNS}) values (?, ?, ?, ?, ?, ?, null)
       on conflict (user_id, purpose) where used_at is null do update
         set token_hash = excluded.token_hash, email = excluded.email, created_at = excluded.created_at, expires_at = excluded.expires_at
         where one_time_tokens.created_at <= ?
       returning token_hash`,
      [token.tokenHash, token.purpose, token.userId, token.email, token.createdAt, token.expiresAt, cooldownStart],
    );
    return rows.length === 1;
  }

  async findLive(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const rows = await this.em.execute<TokenRow[]>(
      `select ${COLUMNS} from one_time_tokens where token_hash = ? and purpose = ? and used_at is null and expires_at > ?`,
      [tokenHash, purpose, now],
    );
    return toToken(rows[0]);
  }

  async consume(tokenHash: string, purpose: TokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const rows = await this.em.execute<TokenRow[]>(
      `update one_time_tokens set used_at = ? where token_hash = ? and purpose = ? and used_at is null and expires_at > ? returning ${COLUMNS}`,
      [now, tokenHash, purpose, now],
    );
    return toToken(rows[0]);
  }
}
