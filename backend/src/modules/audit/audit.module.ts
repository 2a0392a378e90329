import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditTrail } from './application/audit-trail.js';
import { AuditLogRepository } from './domain/audit-log.repository.js';
import { AuditLogController } from './infrastructure/http/audit.controller.js';
import { AuditTrailInterceptor } from './infrastructure/http/audit-trail.interceptor.js';
import { SqlAuditLogRepository } from './infrastructure/persistence/sql-audit-log.repository.js';

/** The audit log: every action on a staff-only route, recorded by one interceptor; readable by admins. */
@Module({
  controllers: [AuditLogController],
  providers: [
    AuditTrail,
    { provide: AuditLogRepository, useClass: SqlAuditLogRepository },
    { provide: APP_INTERCEPTOR, useClass: AuditTrailInterceptor },
  ],
})
export class AuditModule {}
