import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { OnUserDeletedForgetReporter } from './application/on-user-deleted.handler.js';
import { ReportsOverview } from './application/reports-overview.facade.js';
import { ReportMails } from './application/report-mails.js';
import { Reports } from './application/reports.js';
import { ReportsRepository } from './domain/reports.repository.js';
import {
  InboxAdminController,
  ReportsController,
  SecurityReportsAdminController,
  SecurityTxtController,
} from './infrastructure/http/reports.controller.js';
import { SqlReportsRepository } from './infrastructure/persistence/sql-reports.repository.js';

/** Reports and contact (issue 15): bug reports, security reports with private status links, contact, the admins' inbox and triage. */
@Module({
  imports: [UsersModule],
  controllers: [ReportsController, InboxAdminController, SecurityReportsAdminController, SecurityTxtController],
  exports: [ReportsOverview],
  providers: [
    ReportsOverview,
    Reports,
    ReportMails,
    OnUserDeletedForgetReporter,
    { provide: ReportsRepository, useClass: SqlReportsRepository },
  ],
})
export class ReportsModule {}
