import type { AuditEntry, NewAuditEntry } from './audit-entry.js';

export interface AuditQuery {
  actorId?: number;
  /** Part of the route pattern, e.g. "users" or "/api/admin/blog". */
  route?: string;
  page: number;
  pageSize: number;
}

/** Persistence port of the audit log: append-only. */
export abstract class AuditLogRepository {
  abstract append(entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  abstract list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
}
