/** What other modules read of reports (through `ReportsOverview`): plain data. */

/** What waits for staff: open inbox messages by kind, and security reports not yet triaged or fixed. */
export interface OpenReportCounts {
  bugs: number;
  contact: number;
  partnership: number;
  securityNew: number;
  securityTriaged: number;
}
