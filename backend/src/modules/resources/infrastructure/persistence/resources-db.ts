import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the resources catalog owns (its migrations create them): its SQL can name no other. */
export type ResourcesDb = Pick<Database, 'resources'>;
