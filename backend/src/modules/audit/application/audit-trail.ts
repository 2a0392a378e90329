import { Injectable, Logger } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../platform/access/access.js';
import { summarizeChanges, type NewAuditEntry } from '../domain/audit-entry.js';
import { AuditLogRepository, type AuditQuery } from '../domain/audit-log.repository.js';

/** Records staff actions and reads them back for admins. */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger('Audit');

  constructor(private readonly log: AuditLogRepository) {}

  /**
   * Appends one action once its answer has gone out. A failure to write is logged, never the
   * caller's error: the action itself has already happened.
   */
  async record(
    actor: AuthenticatedUser,
    action: { method: string; route: string; params: Record<string, string>; body: unknown; status: number },
  ): Promise<void> {
    const changes = summarizeChanges(action.body);
    const entry: NewAuditEntry = {
      actorId: actor.id,
      actorRole: actor.role,
      method: action.method,
      route: action.route,
      params: action.params,
      changes:
        changes && typeof changes === 'object' && !Array.isArray(changes)
          ? (changes as Record<string, unknown>)
          : { body: changes },
      status: action.status,
    };
    await this.log
      .append(entry)
      .catch((error: Error) =>
        this.logger.error(`not recorded: ${entry.method} ${entry.route} by ${entry.actorId}: ${error.message}`),
      );
  }

  list(query: AuditQuery) {
    return this.log.list(query);
  }
}
