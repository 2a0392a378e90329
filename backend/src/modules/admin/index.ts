// The admin module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { AdminModule } from './admin.module.js';

export { AdminModule } from './admin.module.js';

export const adminModule: ModuleManifest = {
  name: 'admin',
  nestModule: AdminModule,
};
