// The audit module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { AuditModule } from './audit.module.js';
import { Migration20261125171000 } from './infrastructure/persistence/migrations/Migration20261125171000.js';

export { AuditModule } from './audit.module.js';

export const auditModule: ModuleManifest = {
  name: 'audit',
  nestModule: AuditModule,
  migrations: [{ name: 'Migration20261125171000', class: Migration20261125171000 }],
};
