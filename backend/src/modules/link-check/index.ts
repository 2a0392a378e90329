// The link-check module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { LinkCheckModule } from './link-check.module.js';
import { Migration20261127101101 } from './infrastructure/persistence/migrations/Migration20261127101101.js';

export { LinkCheckModule } from './link-check.module.js';

export const linkCheckModule: ModuleManifest = {
  name: 'link-check',
  nestModule: LinkCheckModule,
  migrations: [{ name: 'Migration20261127101101', class: Migration20261127101101 }],
};
