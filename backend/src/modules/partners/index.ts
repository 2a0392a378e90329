// The partners module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { PartnersModule } from './partners.module.js';
import { partnersContentPack } from './infrastructure/content/partners-content.pack.js';
import { Migration20261125174100 } from './infrastructure/persistence/migrations/Migration20261125174100.js';

export { PartnersModule } from './partners.module.js';

export const partnersModule: ModuleManifest = {
  name: 'partners',
  nestModule: PartnersModule,
  migrations: [{ name: 'Migration20261125174100', class: Migration20261125174100 }],
  content: [partnersContentPack],
};
