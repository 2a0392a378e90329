// The marketplace module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { MarketplaceModule } from './marketplace.module.js';
import { marketplaceContentPack } from './infrastructure/content/marketplace-content.pack.js';
import { Migration20261125200000 } from './infrastructure/persistence/migrations/Migration20261125200000.js';
import { Migration20261125200100 } from './infrastructure/persistence/migrations/Migration20261125200100.js';
import { Migration20261126213000 } from './infrastructure/persistence/migrations/Migration20261126213000.js';

export { MarketplaceModule } from './marketplace.module.js';
export { MarketplaceCatalog, type ProductQuote } from './application/marketplace-catalog.facade.js';

export const marketplaceModule: ModuleManifest = {
  name: 'marketplace',
  nestModule: MarketplaceModule,
  migrations: [
    { name: 'Migration20261125200000', class: Migration20261125200000 },
    { name: 'Migration20261125200100', class: Migration20261125200100 },
    { name: 'Migration20261126213000', class: Migration20261126213000 },
  ],
  content: [marketplaceContentPack],
};
