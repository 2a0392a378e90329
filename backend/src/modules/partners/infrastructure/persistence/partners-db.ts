import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables partners owns (its migrations create them): its SQL can name no other. */
export type PartnersDb = Pick<Database, 'partners'>;
