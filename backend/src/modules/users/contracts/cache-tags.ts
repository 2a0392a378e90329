/**
 * The users module's rows as the platform's coherent caches name them (`RowCache` tags, the
 * `RowChangeFeed`'s tables). A module that caches something built from an account (a leaderboard
 * row with the learner's name) tags it with `userTag(id)`, never by spelling users' table.
 */
export const USERS_TABLE = 'users';

/** The cache tag of one account's row: a change to it (any instance, any job) evicts what carries it. */
export const userTag = (userId: number): string => `${USERS_TABLE}:${userId}`;
