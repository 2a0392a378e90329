import { Injectable } from '@nestjs/common';
import type { OpenReportCounts } from '../contracts/views.js';
import { ReportsRepository } from '../domain/reports.repository.js';

/** What other modules may ask of reports: how much waits for staff (the admin overview). */
@Injectable()
export class ReportsOverview {
  constructor(private readonly reports: ReportsRepository) {}

  openCounts(): Promise<OpenReportCounts> {
    return this.reports.openCounts();
  }
}
