import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { AccountTraces } from '../../application/auth.port.js';
import type { AuthDb } from './auth-db.js';

/**
 * Set-based deletes in the caller's transaction (an event handler's, which also records the
 * delivery): the EntityManager's current context, so they commit or roll back with it.
 */
@Injectable()
export class SqlAccountTraces extends AccountTraces {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<AuthDb>(this.em);
  }

  async forget(userId: number, attemptsKey: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('credentials').where('user_id', '=', userId).execute();
    // The account's own counter and its per-address ones (`<key>@<address>`).
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('id', '=', attemptsKey), eb('id', 'like', `${attemptsKey}@%`)]))
      .execute();
  }
}
