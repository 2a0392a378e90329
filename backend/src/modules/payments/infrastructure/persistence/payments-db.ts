import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables payments owns (its migrations create them): its SQL can name no other. */
export type PaymentsDb = Pick<
  Database,
  'orders' | 'order_lines' | 'payment_events' | 'test_payment_sessions' | 'memberships'
>;
