// The reports module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ReportsModule } from './reports.module.js';
import { Migration20261125175000 } from './infrastructure/persistence/migrations/Migration20261125175000.js';

export { ReportsModule } from './reports.module.js';
export { ReportsOverview } from './application/reports-overview.facade.js';
export type { OpenReportCounts } from './contracts/views.js';

export const reportsModule: ModuleManifest = {
  name: 'reports',
  nestModule: ReportsModule,
  migrations: [{ name: 'Migration20261125175000', class: Migration20261125175000 }],
};
