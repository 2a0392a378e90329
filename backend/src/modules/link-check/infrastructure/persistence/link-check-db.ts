import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables link-check owns (its migrations create them): its SQL can name no other. */
export type LinkCheckDb = Pick<Database, 'link_checks'>;
