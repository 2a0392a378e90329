import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditTrail } from './application/audit-trail.js';
import { AuditLogRepository } from './domain/audit-log.repository.js';
import { AuditLogController } from './infrastructure/http/audit.controller.js';
import { AuditTrailGuard } from './infrastructure/http/audit-trail.guard.js';
import { SqlAuditLogRepository } from './infrastructure/persistence/sql-audit-log.repository.js';

/** The audit log: every action on a staff-only route, recorded by one global guard that never refuses; readable by admins. */
@Module({
  controllers: [AuditLogController],
  providers: [
    AuditTrail,
    { provide: AuditLogRepository, useClass: SqlAuditLogRepository },
    { provide: APP_GUARD, useClass: AuditTrailGuard },
  ],
})
export class AuditModule {}
