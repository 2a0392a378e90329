import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables users owns (its first migrations created them): its SQL can name no other. */
export type UsersDb = Pick<Database, 'users' | 'role_changes'>;
