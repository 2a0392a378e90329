import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the resume module owns (its migrations create them): its SQL can name no other. */
export type ResumeDb = Pick<Database, 'resumes' | 'resume_versions'>;
