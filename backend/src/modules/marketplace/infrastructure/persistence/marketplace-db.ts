import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the marketplace owns (its migrations create them): its SQL can name no other. */
export type MarketplaceDb = Pick<
  Database,
  'marketplace_products' | 'marketplace_ownerships' | 'marketplace_reviews' | 'marketplace_refunded_purchases'
>;
