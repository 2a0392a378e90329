import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/index.js';
import { ReportsModule } from '../reports/index.js';
import { UsersModule } from '../users/index.js';
import { AdminOverview } from './application/admin-overview.js';
import { AdminOverviewController } from './infrastructure/http/admin-overview.controller.js';

/** The admin console's own reads (the overview), composed from the modules' facades; it owns no table. */
@Module({
  imports: [UsersModule, ActivityModule, ReportsModule],
  controllers: [AdminOverviewController],
  providers: [AdminOverview],
})
export class AdminModule {}
