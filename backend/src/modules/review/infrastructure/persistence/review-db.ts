import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables review owns (its migrations create them): its SQL can name no other. */
export type ReviewDb = Pick<Database, 'review_items' | 'review_days'>;
