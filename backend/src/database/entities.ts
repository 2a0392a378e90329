import { JobRunSchema } from '../platform/scheduling/job-run.schema.js';
import { SeedHistorySchema } from '../platform/seed/seed-history.schema.js';
import { UserSchema } from '../modules/users/infrastructure/persistence/user.schema.js';
import { SessionSchema } from '../modules/auth/infrastructure/persistence/session.schema.js';
import { OneTimeTokenSchema } from '../modules/auth/infrastructure/persistence/one-time-token.schema.js';

/** Every persisted schema of the monolith: one database, one list. */
export const entities = [JobRunSchema, SeedHistorySchema, UserSchema, SessionSchema, OneTimeTokenSchema];
