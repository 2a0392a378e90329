import { JobRunSchema } from '../scheduling/job-run.schema.js';
import { ContentHistorySchema } from '../content/content-history.schema.js';
import { SeedHistorySchema } from '../seed/seed-history.schema.js';

/** The tables the platform itself owns (modules bring theirs in their manifests). */
export const platformEntities = [JobRunSchema, SeedHistorySchema, ContentHistorySchema];
