import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../../../platform/access/access.js';
import { AdminOverview } from '../../application/admin-overview.js';

class DailyCount {
  @ApiProperty({ example: '2026-11-25', description: 'A UTC day' }) day: string;
  @ApiProperty() count: number;
}

class OverviewTotals {
  @ApiProperty({ description: 'Accounts today' }) users: number;
  @ApiProperty({ description: 'Accounts suspended now' }) suspended: number;
  @ApiProperty({ description: 'Sign-ups over the window' }) signupsInWindow: number;
  @ApiProperty({ description: 'Learners active today (the last day of the window)' }) activeToday: number;
}

class OpenReports {
  @ApiProperty({ description: 'Open bug reports' }) bugs: number;
  @ApiProperty({ description: 'Open contact messages' }) contact: number;
  @ApiProperty({ description: 'Open partnership inquiries' }) partnership: number;
  @ApiProperty({ description: 'Security reports not triaged yet' }) securityNew: number;
  @ApiProperty({ description: 'Security reports triaged, not fixed or declined yet' }) securityTriaged: number;
}

class AdminOverviewResponse {
  @ApiProperty({ description: 'The window, in days (today included)' }) days: number;
  @ApiProperty({ type: [DailyCount], description: 'Accounts created per day, oldest first' }) signups: DailyCount[];
  @ApiProperty({ type: [DailyCount], description: 'Learners with a learning day, per day, oldest first' })
  activeLearners: DailyCount[];
  @ApiProperty({ type: OverviewTotals }) totals: OverviewTotals;
  @ApiProperty({ type: OpenReports, description: 'What waits for staff in the inboxes' }) openReports: OpenReports;
}

@ApiTags('admin')
@Controller('admin/overview')
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverview) {}

  @Get()
  @Auth('admin')
  @ApiOperation({
    summary: 'Sign-ups and active learners per day over the last 30 days, account totals and open reports (admin)',
  })
  @ApiOkResponse({ type: AdminOverviewResponse })
  getAdminOverview(): Promise<AdminOverviewResponse> {
    return this.overview.read();
  }
}
