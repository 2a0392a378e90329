import { JobRunSchema } from '../platform/scheduling/job-run.schema.js';
import { SeedHistorySchema } from '../platform/seed/seed-history.schema.js';

/** Every persisted schema of the monolith: one database, one list. */
export const entities = [JobRunSchema, SeedHistorySchema];
