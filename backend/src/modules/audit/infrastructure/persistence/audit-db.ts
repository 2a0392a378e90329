import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables the audit log owns (its migrations create them): its SQL can name no other. */
export type AuditDb = Pick<Database, 'audit_log'>;
