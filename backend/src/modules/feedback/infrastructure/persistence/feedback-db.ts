import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables project feedback owns (its migrations create them): its SQL can name no other. */
export type FeedbackDb = Pick<Database, 'feedback_projects' | 'feedback_reviews'>;
