import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables auth owns (its migrations, and the first migrations, created them): its SQL can name no other. */
export type AuthDb = Pick<
  Database,
  'credentials' | 'sessions' | 'one_time_tokens' | 'identity_revocations' | 'login_attempts'
>;
