import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables reports and contact own (their migrations create them): their SQL can name no other. */
export type ReportsDb = Pick<Database, 'inbox_messages' | 'security_reports' | 'security_report_events'>;
