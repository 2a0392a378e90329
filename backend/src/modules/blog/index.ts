// The blog module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { BlogModule } from './blog.module.js';
import { blogContentPack } from './infrastructure/content/blog-content.pack.js';
import { Migration20261125020000 } from './infrastructure/persistence/migrations/Migration20261125020000.js';

export { BlogModule } from './blog.module.js';
export { BlogFacade } from './application/blog.facade.js';

export const blogModule: ModuleManifest = {
  name: 'blog',
  nestModule: BlogModule,
  migrations: [{ name: 'Migration20261125020000', class: Migration20261125020000 }],
  content: [blogContentPack],
};
