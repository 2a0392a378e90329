// The cart module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { CartModule } from './cart.module.js';
import { Migration20261125230000 } from './infrastructure/persistence/migrations/Migration20261125230000.js';

export { CartModule } from './cart.module.js';

export const cartModule: ModuleManifest = {
  name: 'cart',
  nestModule: CartModule,
  migrations: [{ name: 'Migration20261125230000', class: Migration20261125230000 }],
};
