// The resources module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ResourcesModule } from './resources.module.js';
import { resourcesContentPack } from './infrastructure/content/resources-content.pack.js';
import { Migration20261125030000 } from './infrastructure/persistence/migrations/Migration20261125030000.js';

export { ResourcesModule } from './resources.module.js';
export { ResourcesFacade } from './application/resources.facade.js';

export const resourcesModule: ModuleManifest = {
  name: 'resources',
  nestModule: ResourcesModule,
  migrations: [{ name: 'Migration20261125030000', class: Migration20261125030000 }],
  content: [resourcesContentPack],
};
