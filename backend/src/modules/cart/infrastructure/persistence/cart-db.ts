import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the cart owns (its migrations create them): its SQL can name no other. */
export type CartDb = Pick<Database, 'cart_items'>;
